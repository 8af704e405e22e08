import fp from 'fastify-plugin';
import type { Readiness } from '../lib/readiness';
import { createJobQueue, type JobQueue } from '../jobs/queue';
import { startWorker, type JobHandler, type Worker } from '../jobs/worker';
import { RECONCILE_JOB, reconcileHandler } from '../modules/bookings/service';
import { BOOKING_MAIL_JOB, bookingMailHandler } from '../modules/bookings/notify';
import { derbySyncHandler } from '../modules/sync/derbysoft';
import { iceSyncHandler } from '../modules/sync/iceportal';
import type { ContentSupplier, InventorySupplier } from '../suppliers/types';
import { DELIVER_JOB, FANOUT_JOB, RECEIPTS_JOB, deliverHandler, fanoutHandler, receiptsHandler } from '../modules/notifications/fanout';
import type { PushAdapter } from '../modules/notifications/push';
import { notifySyncFailed, PENDING_BOOKINGS_JOB, pendingBookingsHandler, schedulePendingBookingsCheck } from '../modules/notifications/staff';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
    /** The in-process worker, when this process runs background jobs. */
    worker: Worker | null;
    suppliers: { content: ContentSupplier; inventory: InventorySupplier } | null;
    /** Web Push and Expo behind one adapter; without it mass notifications are queued but no one sends them here. */
    push: PushAdapter | null;
  }
}

export type JobsPluginOptions = {
  suppliers?: { content: ContentSupplier; inventory: InventorySupplier } | null;
  /** The push adapter: with it, this process also runs the notification fan-out and deliveries. */
  push?: PushAdapter | null;
  /** Run a worker in this process (default true when suppliers are given). */
  runWorker?: boolean;
  pollMs?: number;
  leaseMs?: number;
  /** The worker starts once this is ready (main.ts: after migrations and the first-start seed); at once without it. */
  readiness?: Readiness;
};

/** The durable job queue, and a worker running the handlers this process can serve. */
export const jobsPlugin = fp<JobsPluginOptions>(async (app, opts) => {
  app.decorate('jobs', createJobQueue(app.db, { leaseMs: opts.leaseMs }));
  app.decorate('suppliers', opts.suppliers ?? null);
  app.decorate('worker', null);
  app.decorate('push', opts.push ?? null);
  // Booking mails are queued with the booking (modules/bookings/notify.ts): every worker can send them.
  const handlers: Record<string, JobHandler> = { [BOOKING_MAIL_JOB]: bookingMailHandler({ db: app.db, mailer: app.mailer, origin: app.config.publicOrigin }) };
  if (opts.push) {
    const deps = { db: app.db, mailer: app.mailer, push: opts.push, log: app.log, config: app.config };
    handlers[FANOUT_JOB] = fanoutHandler(deps);
    handlers[DELIVER_JOB] = deliverHandler(deps);
    handlers[RECEIPTS_JOB] = receiptsHandler(deps);
  }
  if (opts.suppliers) {
    const guard = { maxDeactivateShare: app.config.SYNC_MAX_DEACTIVATE_SHARE };
    handlers['sync:ice_portal'] = iceSyncHandler(app.db, opts.suppliers.content, app.config.uploadDir, guard);
    handlers['sync:derbysoft'] = derbySyncHandler(app.db, opts.suppliers.inventory, guard);
    handlers[RECONCILE_JOB] = reconcileHandler({ db: app.db, inventory: opts.suppliers.inventory, log: app.log, jobs: app.jobs });
    // Bookings only wait on a supplier where there are suppliers: staff hear of those waiting too long.
    handlers[PENDING_BOOKINGS_JOB] = pendingBookingsHandler(app.db, app.config);
  }
  if ((opts.runWorker ?? true) && Object.keys(handlers).length) {
    let closing = false;
    let starting: Promise<void> | null = null;
    const start = () => (starting = run());
    const run = async () => {
      if (closing) return;
      if (handlers[PENDING_BOOKINGS_JOB]) {
        await schedulePendingBookingsCheck(app.db, new Date()).catch((err: unknown) => app.log.warn({ err }, 'could not queue the pending-booking check'));
      }
      if (closing) return;
      app.worker = startWorker(app.jobs, handlers, {
        log: app.log,
        pollMs: opts.pollMs,
        // A supplier may take minutes to settle a reservation: its reconcile job keeps asking (backoff up to a minute).
        // The pending-booking check has queued its next run already: a failed one is not retried.
        maxAttempts: { [BOOKING_MAIL_JOB]: 20, [RECONCILE_JOB]: 12, [FANOUT_JOB]: 20, [DELIVER_JOB]: 20, [RECEIPTS_JOB]: 5, [PENDING_BOOKINGS_JOB]: 1 },
        onFailed: async (job, error) => {
          if (job.kind.startsWith('sync:')) await notifySyncFailed(app.db, job, error);
        },
      });
    };
    app.addHook('onReady', async () => {
      // Not awaited: the server listens (and answers "preparing") while the database is made ready.
      if (!opts.readiness || opts.readiness.ready) void start();
      else void opts.readiness.whenReady.then(start);
    });
    app.addHook('onClose', async () => {
      closing = true;
      await starting;
      await app.worker?.close();
    });
  }
});
