import type { FastifyBaseLogger } from 'fastify';
import { SupplierError } from '../suppliers/types';
import { LeaseLostError, type Job, type JobQueue } from './queue';

export type JobContext = {
  job: Job;
  /** Saves resumable state and renews the lease (call after each unit of work). */
  checkpoint(state: Record<string, unknown>): Promise<void>;
  signal: AbortSignal;
};

export type JobHandler = (ctx: JobContext) => Promise<Record<string, unknown>>;

/** Thrown by a handler that saw `signal` abort: the job goes back to the queue, not counted as a failure. */
export class JobStopped extends Error {
  constructor() {
    super('Worker stopping');
  }
}

/** Polls the queue and runs handlers one job at a time per process; stops cleanly on close(). */
export function startWorker(
  queue: JobQueue,
  handlers: Record<string, JobHandler>,
  opts: { log: FastifyBaseLogger; pollMs?: number; /** Attempts before a kind of job is marked failed (default 3). */ maxAttempts?: Record<string, number> },
) {
  const controller = new AbortController();
  const pollMs = opts.pollMs ?? 1000;
  let wake: (() => void) | null = null;
  let running: Promise<void> | null = null;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(t);
        resolve();
      };
    });

  async function runOne(job: Job) {
    const handler = handlers[job.kind];
    if (!handler) {
      await queue.fail(job, `No handler for ${job.kind}`, 0);
      return;
    }
    try {
      const result = await handler({ job, checkpoint: (state) => queue.checkpoint(job.id, state), signal: controller.signal });
      await queue.complete(job.id, result);
      opts.log.info({ jobId: job.id, kind: job.kind, result }, 'job finished');
    } catch (err) {
      if (err instanceof LeaseLostError) {
        opts.log.warn({ jobId: job.id }, err.message);
        return;
      }
      if (controller.signal.aborted) {
        // Shutting down: another start (or another process) resumes it from its last checkpoint.
        await queue.release(job);
        opts.log.info({ jobId: job.id, kind: job.kind }, 'job handed back for later');
        return;
      }
      opts.log.error({ err, jobId: job.id, kind: job.kind }, 'job failed');
      // A refused credential or a bad request fails the same way next time: fail now rather than retry.
      const hopeless = err instanceof SupplierError && !err.retryable;
      await queue.fail(job, err instanceof Error ? err.message : String(err), hopeless ? 0 : opts.maxAttempts?.[job.kind]);
    }
  }

  async function loop() {
    while (!controller.signal.aborted) {
      let job: Job | null = null;
      try {
        job = await queue.claim(Object.keys(handlers));
      } catch (err) {
        opts.log.error({ err }, 'job claim failed');
      }
      if (job) await runOne(job);
      else await sleep(pollMs);
    }
  }

  running = loop();
  return {
    /** Looks for work now instead of at the next poll (after enqueue). */
    poke() {
      wake?.();
    },
    async close() {
      controller.abort();
      wake?.();
      await running;
    },
  };
}

export type Worker = ReturnType<typeof startWorker>;
