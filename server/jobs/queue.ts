import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db';
import type { JobsTable } from '../db/types-inventory';

export type Job = Selectable<JobsTable>;

export class LeaseLostError extends Error {
  constructor(jobId: number) {
    super(`Job ${jobId} is no longer ours (its lease expired and another worker took it)`);
  }
}

/**
 * Durable jobs in the `jobs` table. A worker claims the oldest due job with
 * FOR UPDATE SKIP LOCKED and holds a lease it renews with each saved step, so
 * several server processes share the queue without running a job twice, and a
 * job whose worker died is resumed from its last saved state when the lease ends.
 */
export function createJobQueue(db: Db, opts: { workerId?: string; leaseMs?: number } = {}) {
  const workerId = opts.workerId ?? `${process.pid}-${randomUUID().slice(0, 8)}`;
  const leaseMs = opts.leaseMs ?? 60_000;
  const leaseUntil = () => new Date(Date.now() + leaseMs).toISOString();

  /** Ends a job this worker holds with its outcome (and the state it leaves, when given). */
  const finish = async (jobId: number, status: 'succeeded' | 'needs_confirmation', result: Record<string, unknown>, state?: Record<string, unknown>) => {
    await db
      .updateTable('jobs')
      .set({
        status,
        result: JSON.stringify(result),
        ...(state ? { state: JSON.stringify(state) } : {}),
        locked_by: null,
        locked_until: null,
        finished_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', jobId)
      .where('locked_by', '=', workerId)
      .execute();
  };

  return {
    workerId,

    /** Adds a job; for kinds with one live job at a time (sync:*), answers the live one instead of a second. */
    async enqueue(kind: string, payload: Record<string, unknown> = {}, createdBy: number | null = null): Promise<{ job: Job; existing: boolean }> {
      try {
        const job = await db
          .insertInto('jobs')
          .values({ kind, payload: JSON.stringify(payload), state: '{}', result: null, error: null, locked_by: null, locked_until: null, created_by: createdBy, started_at: null, finished_at: null })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { job, existing: false };
      } catch (err) {
        if ((err as { code?: string }).code !== '23505') throw err;
        const live = await db.selectFrom('jobs').selectAll().where('kind', '=', kind).where('status', 'in', ['queued', 'running']).executeTakeFirst();
        if (!live) throw err;
        return { job: live, existing: true };
      }
    },

    async claim(kinds: string[]): Promise<Job | null> {
      if (!kinds.length) return null;
      const now = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        const next = await trx
          .selectFrom('jobs')
          .select('id')
          .where('status', 'in', ['queued', 'running'])
          .where('kind', 'in', kinds)
          // The database's clock, as run_after's default is: a job enqueued this very millisecond is due (Node's
          // millisecond 'now' could be a few microseconds before the stored default).
          .where('run_after', '<=', sql<string>`now()`)
          .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<string>`now()`)]))
          .orderBy('run_after')
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!next) return null;
        return (
          (await trx
            .updateTable('jobs')
            .set({
              status: 'running',
              locked_by: workerId,
              locked_until: leaseUntil(),
              attempts: sql`attempts + 1`,
              started_at: sql`coalesce(started_at, now())`,
              updated_at: now,
            })
            .where('id', '=', next.id)
            .returningAll()
            .executeTakeFirst()) ?? null
        );
      });
    },

    /** Saves progress and renews the lease; throws LeaseLostError when another worker owns the job now. */
    async checkpoint(jobId: number, state: Record<string, unknown>) {
      const res = await db
        .updateTable('jobs')
        .set({ state: JSON.stringify(state), locked_until: leaseUntil(), updated_at: new Date().toISOString() })
        .where('id', '=', jobId)
        .where('locked_by', '=', workerId)
        .where('status', '=', 'running')
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw new LeaseLostError(jobId);
    },

    async complete(jobId: number, result: Record<string, unknown>, state?: Record<string, unknown>) {
      await finish(jobId, 'succeeded', result, state);
    },

    /**
     * Ends a job that stopped to ask staff before doing something drastic: `needs_confirmation`, with its result and
     * the state the decision will act on. Staff settle it later (see modules/sync/confirm.ts).
     */
    async awaitConfirmation(jobId: number, result: Record<string, unknown>, state: Record<string, unknown>) {
      await finish(jobId, 'needs_confirmation', result, state);
    },

    /** A failed attempt: retried later with backoff until maxAttempts, then marked failed (answers true then). */
    async fail(job: Job, error: string, maxAttempts = 3): Promise<boolean> {
      const final = job.attempts >= maxAttempts;
      const res = await db
        .updateTable('jobs')
        .set({
          status: final ? 'failed' : 'queued',
          error: error.slice(0, 2000),
          locked_by: null,
          locked_until: null,
          run_after: new Date(Date.now() + Math.min(60_000, 2 ** job.attempts * 1000)).toISOString(),
          ...(final ? { finished_at: new Date().toISOString() } : {}),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', job.id)
        .where('locked_by', '=', workerId)
        .executeTakeFirst();
      return final && Number(res.numUpdatedRows) === 1;
    },

    /** Hands a job back unfinished (this worker is stopping): queued again at once, the attempt not counted. */
    async release(job: Job) {
      await db
        .updateTable('jobs')
        .set({ status: 'queued', locked_by: null, locked_until: null, attempts: sql`greatest(attempts - 1, 0)`, run_after: new Date().toISOString(), updated_at: new Date().toISOString() })
        .where('id', '=', job.id)
        .where('locked_by', '=', workerId)
        .execute();
    },

    get: (id: number) => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst(),
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
