import type { FastifyBaseLogger } from 'fastify';
import { withLongStatements, withLowPriority } from '../db';
import { isDatabaseUnavailable } from '../db/unavailable';
import { SupplierError } from '../suppliers/types';
import { LeaseLostError, type Job, type JobQueue } from './queue';

export type JobContext = {
  job: Job;
  /** Saves resumable state and renews the lease (call after each unit of work). */
  checkpoint(state: Record<string, unknown>): Promise<void>;
  signal: AbortSignal;
};

/** What a handler answers when it stopped before a drastic step that staff must confirm first. */
export class NeedsConfirmation {
  constructor(
    readonly result: Record<string, unknown>,
    /** What the confirmation will act on, kept in the job's state. */
    readonly state: Record<string, unknown>,
  ) {}
}

export type JobHandler = (ctx: JobContext) => Promise<Record<string, unknown> | NeedsConfirmation>;

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
  opts: {
    log: FastifyBaseLogger;
    pollMs?: number;
    /** Attempts before a kind of job is marked failed (default 3). */
    maxAttempts?: Record<string, number>;
    /** Told once a job has failed for good (its last attempt), e.g. to tell staff; its own failure is only logged. */
    onFailed?: (job: Job, error: string) => Promise<unknown>;
  },
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
    let result: Record<string, unknown>;
    try {
      // Syncs write in bulk: their statements get the jobs' longer limit (DB_JOB_STATEMENT_TIMEOUT_MS), and on the
      // embedded database they wait behind people's requests.
      const outcome = await withLowPriority(() =>
        withLongStatements(() => handler({ job, checkpoint: (state) => queue.checkpoint(job.id, state), signal: controller.signal })),
      );
      if (outcome instanceof NeedsConfirmation) {
        await queue.awaitConfirmation(job.id, outcome.result, outcome.state);
        opts.log.warn({ jobId: job.id, kind: job.kind, result: outcome.result }, 'job waits for staff to confirm');
        return;
      }
      result = outcome;
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
      const message = err instanceof Error ? err.message : String(err);
      if ((await queue.fail(job, message, hopeless ? 0 : opts.maxAttempts?.[job.kind])) && opts.onFailed) {
        await opts.onFailed(job, message).catch((e: unknown) => opts.log.error({ err: e, jobId: job.id }, 'telling of a failed job failed'));
      }
      return;
    }
    // The work is done; if this cannot be written (the database went away), the caller logs it and the job is run
    // again once its lease lapses.
    await queue.complete(job.id, result);
    opts.log.info({ jobId: job.id, kind: job.kind, result }, 'job finished');
  }

  /** A database outage is expected and logged briefly; anything else with its stack. */
  const logFailure = (err: unknown, msg: string, extra: Record<string, unknown> = {}) => {
    if (isDatabaseUnavailable(err)) opts.log.warn({ ...extra, reason: err instanceof Error ? err.message : String(err) }, `${msg} (database unavailable; retried at the next poll)`);
    else opts.log.error({ ...extra, err }, msg);
  };

  async function loop() {
    while (!controller.signal.aborted) {
      let job: Job | null = null;
      try {
        job = await queue.claim(Object.keys(handlers));
      } catch (err) {
        logFailure(err, 'job claim failed');
      }
      if (!job) {
        await sleep(pollMs);
        continue;
      }
      try {
        await runOne(job);
      } catch (err) {
        // Recording the outcome failed (the database went away): the job keeps its lease, and when that lapses it is
        // claimed again and resumed from its last checkpoint. The loop goes on either way.
        logFailure(err, 'job outcome not recorded', { jobId: job.id, kind: job.kind });
        await sleep(pollMs);
      }
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
