import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from '../jobs/queue';
import { startWorker, type JobHandler, type Worker } from '../jobs/worker';
import { RECONCILE_JOB, reconcileHandler } from '../modules/bookings/service';
import { derbySyncHandler } from '../modules/sync/derbysoft';
import { iceSyncHandler } from '../modules/sync/iceportal';
import type { ContentSupplier, InventorySupplier } from '../suppliers/types';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
    /** The in-process worker, when this process runs background jobs. */
    worker: Worker | null;
    suppliers: { content: ContentSupplier; inventory: InventorySupplier } | null;
  }
}

export type JobsPluginOptions = {
  suppliers?: { content: ContentSupplier; inventory: InventorySupplier } | null;
  /** Run a worker in this process (default true when suppliers are given). */
  runWorker?: boolean;
  pollMs?: number;
  leaseMs?: number;
};

/** The durable job queue, and a worker running the handlers this process can serve. */
export const jobsPlugin = fp<JobsPluginOptions>(async (app, opts) => {
  app.decorate('jobs', createJobQueue(app.db, { leaseMs: opts.leaseMs }));
  app.decorate('suppliers', opts.suppliers ?? null);
  app.decorate('worker', null);
  const handlers: Record<string, JobHandler> = {};
  if (opts.suppliers) {
    handlers['sync:ice_portal'] = iceSyncHandler(app.db, opts.suppliers.content, app.config.uploadDir);
    handlers['sync:derbysoft'] = derbySyncHandler(app.db, opts.suppliers.inventory);
    handlers[RECONCILE_JOB] = reconcileHandler({ db: app.db, inventory: opts.suppliers.inventory, mailer: app.mailer, log: app.log, jobs: app.jobs });
  }
  if ((opts.runWorker ?? true) && Object.keys(handlers).length) {
    app.addHook('onReady', async () => {
      // A supplier may take minutes to settle a reservation: its reconcile job keeps asking (backoff up to a minute).
      app.worker = startWorker(app.jobs, handlers, { log: app.log, pollMs: opts.pollMs, maxAttempts: { [RECONCILE_JOB]: 12 } });
    });
    app.addHook('onClose', async () => {
      await app.worker?.close();
    });
  }
});
