import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@server/db';
import { migrateToLatest } from '@server/db/migrate';
import { createJobQueue } from '@server/jobs/queue';
import { JobStopped, startWorker, type JobHandler } from '@server/jobs/worker';
import { SupplierError } from '@server/suppliers';
import { freshDatabase } from './harness';

const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('durable job queue', () => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await freshDatabase());
    await migrateToLatest(db);
  });
  afterAll(() => drop());

  const rows = (kind: string) => db.selectFrom('jobs').selectAll().where('kind', '=', kind).orderBy('id').execute();
  async function until(check: () => Promise<boolean>, ms = 20_000) {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out');
      await sleep(20);
    }
  }

  it('two workers on one database run every job exactly once', async () => {
    const a = createJobQueue(db, { workerId: 'worker-a' });
    const b = createJobQueue(db, { workerId: 'worker-b' });
    const runs: { id: number; worker: string }[] = [];
    const handler = (worker: string): JobHandler => async (ctx) => {
      runs.push({ id: ctx.job.id, worker });
      await ctx.checkpoint({ started: true });
      await sleep(5);
      await ctx.checkpoint({ started: true, done: true });
      return { by: worker };
    };
    for (let n = 0; n < 16; n++) await a.enqueue('test:work', { n });
    const workers = [startWorker(a, { 'test:work': handler('worker-a') }, { log: quiet, pollMs: 5 }), startWorker(b, { 'test:work': handler('worker-b') }, { log: quiet, pollMs: 5 })];
    try {
      await until(async () => (await rows('test:work')).every((j) => j.status === 'succeeded'));
    } finally {
      await Promise.all(workers.map((w) => w.close()));
    }
    const jobs = await rows('test:work');
    expect(runs.map((r) => r.id).sort((x, y) => x - y)).toEqual(jobs.map((j) => j.id));
    for (const j of jobs) {
      const run = runs.find((r) => r.id === j.id)!;
      expect(j).toMatchObject({ status: 'succeeded', attempts: 1, locked_by: null, result: { by: run.worker }, state: { done: true } });
    }
  });

  it('a failed attempt waits with backoff, is retried, and fails for good after three', async () => {
    const q = createJobQueue(db, { workerId: 'worker-r' });
    const { job } = await q.enqueue('test:flaky');
    const due = () => db.updateTable('jobs').set({ run_after: new Date(Date.now() - 1000).toISOString() }).where('id', '=', job.id).execute();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const claimed = await q.claim(['test:flaky']);
      expect(claimed).toMatchObject({ id: job.id, attempts: attempt, status: 'running' });
      const before = Date.now();
      await q.fail(claimed!, `boom ${attempt}`);
      const [row] = await rows('test:flaky');
      if (attempt < 3) {
        expect(row).toMatchObject({ status: 'queued', error: `boom ${attempt}`, locked_by: null, finished_at: null });
        // 2 s after the first failure, 4 s after the second.
        expect(Date.parse(row!.run_after)).toBeGreaterThanOrEqual(before + 2 ** attempt * 1000 - 50);
        expect(await q.claim(['test:flaky'])).toBeNull();
        await due();
      } else {
        expect(row).toMatchObject({ status: 'failed', error: 'boom 3', attempts: 3 });
        expect(row!.finished_at).not.toBeNull();
      }
    }
    expect(await q.claim(['test:flaky'])).toBeNull();
  });

  it('a supplier error that cannot get better fails at once; one that can is retried', async () => {
    const q = createJobQueue(db, { workerId: 'worker-s' });
    const { job: refused } = await q.enqueue('test:refused');
    const { job: outage } = await q.enqueue('test:outage');
    const worker = startWorker(
      q,
      {
        'test:refused': async () => {
          throw new SupplierError('ice_portal', 'auth', 'ice_portal.listings: invalid_token: Token revoked', { status: 401 });
        },
        'test:outage': async () => {
          throw new SupplierError('ice_portal', 'unavailable', 'ice_portal.listings: HTTP 503', { status: 503 });
        },
      },
      { log: quiet, pollMs: 5 },
    );
    try {
      await until(async () => (await q.get(refused.id))!.status === 'failed' && (await q.get(outage.id))!.attempts === 1 && (await q.get(outage.id))!.status === 'queued');
    } finally {
      await worker.close();
    }
    expect(await q.get(refused.id)).toMatchObject({ status: 'failed', attempts: 1, error: 'ice_portal.listings: invalid_token: Token revoked' });
    expect(await q.get(outage.id)).toMatchObject({ status: 'queued', attempts: 1, error: 'ice_portal.listings: HTTP 503' });
  });

  it('a worker that stops hands its running job back, to be resumed from its checkpoint', async () => {
    const q = createJobQueue(db, { workerId: 'worker-x' });
    const { job } = await q.enqueue('test:long');
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const worker = startWorker(
      q,
      {
        'test:long': async (ctx) => {
          await ctx.checkpoint({ step: 1 });
          started();
          await new Promise((r) => ctx.signal.addEventListener('abort', r));
          throw new JobStopped();
        },
      },
      { log: quiet, pollMs: 5 },
    );
    await running;
    await worker.close();
    expect(await q.get(job.id)).toMatchObject({ status: 'queued', attempts: 0, locked_by: null, error: null, state: { step: 1 } });
    const next = await createJobQueue(db, { workerId: 'worker-y' }).claim(['test:long']);
    expect(next).toMatchObject({ id: job.id, attempts: 1, state: { step: 1 } });
  });

  it('one live sync per kind: enqueueing again answers the live job, a finished one lets a new start', async () => {
    const q = createJobQueue(db, { workerId: 'worker-u' });
    const first = await q.enqueue('sync:test');
    const second = await q.enqueue('sync:test');
    expect(first.existing).toBe(false);
    expect(second).toMatchObject({ existing: true, job: { id: first.job.id } });
    // Other kinds are not limited.
    expect((await q.enqueue('test:many')).job.id).not.toBe((await q.enqueue('test:many')).job.id);
    await q.claim(['sync:test']);
    await q.complete(first.job.id, { ok: true });
    const third = await q.enqueue('sync:test');
    expect(third.existing).toBe(false);
    expect(third.job.id).not.toBe(first.job.id);
  });
});
