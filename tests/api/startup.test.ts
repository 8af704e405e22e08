import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbTarget } from '@server/db';
import { migrateToLatest } from '@server/db/migrate';
import { seedAccessControl } from '@server/db/seed/base';
import { seedGeography } from '@server/db/seed/geography';
import { dbKind } from './harness';
import { freePort, startServer } from './serverProcess';

/** Migrated, with reference data and a trimmed geography, so that a start skips the long part of the seed. */
async function prepare(target: DbTarget) {
  const db = await createDb(target);
  await migrateToLatest(db);
  await seedAccessControl(db);
  await seedGeography(db, { countries: ['CA'], citiesPerState: 1 });
  await db.destroy();
}

// PGlite: one process, one prepared data dir; the PostgreSQL project has its own block below.
describe.skipIf(dbKind === 'postgres')('server/main.ts on PGlite', () => {
  it('listens before it prepares the database, serves once ready, and shuts down cleanly on a double Ctrl-C', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rigrest-start-'));
    await prepare({ dataDir });
    const port = await freePort();
    const run = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SITE_DIR: dataDir, SEED_DEMO: 'false' });
    try {
      await run.poll(`http://127.0.0.1:${port}/api/ready`, (res) => res.status === 200, 90_000);
      // Ready comes a moment before its log line.
      await run.waitFor('RigRest is running', 10_000);
      const out = run.output();
      expect(out.indexOf('Listening on')).toBeGreaterThan(-1);
      expect(out.indexOf('Listening on')).toBeLessThan(out.indexOf('RigRest is running'));
      expect((await fetch(`http://127.0.0.1:${port}/api/countries`)).status).toBe(200);
      // Ctrl-C under `npm start` reaches the server twice (the terminal's and scripts/start.mjs's): the second must
      // not cut the graceful shutdown short.
      run.child.kill('SIGINT');
      await run.waitFor('shutting down', 10_000);
      run.child.kill('SIGINT');
    } finally {
      if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGTERM');
    }
    expect(await run.exited).toBe(0);
  }, 120_000);
});

describe.skipIf(dbKind !== 'postgres')('server/main.ts on PostgreSQL', () => {
  const base = process.env.TEST_DATABASE_URL ?? '';
  let admin: pg.Client;
  const made: string[] = [];

  /** A database of its own, prepared; answers its URL. */
  const database = async () => {
    const name = `rigrest_s_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${name}`);
    made.push(name);
    const url = new URL(base);
    url.pathname = `/${name}`;
    await prepare({ url: url.toString() });
    return { name, url: url.toString() };
  };

  const env = (url: string, port: number) => ({ PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'rigrest-start-')), SEED_HOTELS: '5', SEED_DAYS: '2' });

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: base });
    await admin.connect();
  });
  afterAll(async () => {
    for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('listens at once; answers "preparing" while the seed runs (held here by a lock), then serves', async () => {
    const { url } = await database();
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    // The first-start seed writes permissions first: it waits on this lock until the test lets it go.
    await locker.query('begin');
    await locker.query('lock table permissions in access exclusive mode');
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const run = startServer(env(url, port));
    try {
      const health = await run.poll(`${origin}/api/health`, (res) => res.status === 200, 30_000);
      expect(JSON.parse(health.body)).toMatchObject({ status: 'ok' });
      const ready = await fetch(`${origin}/api/ready`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      expect(await ready.json()).toEqual({ status: 'preparing' });
      const api = await fetch(`${origin}/api/countries`);
      expect(api.status).toBe(503);
      expect(api.headers.get('retry-after')).toBe('5');
      expect(await api.json()).toMatchObject({ code: 'preparing' });
      const page = await run.poll(`${origin}/de/hotels`, (res, body) => res.status === 503 && body.includes('Der Demo-Katalog wird vorbereitet'), 10_000);
      expect(page.res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<html lang="de" dir="ltr">');

      await locker.query('commit');
      await run.poll(`${origin}/api/ready`, (res) => res.status === 200, 60_000);
      expect((await fetch(`${origin}/api/countries`)).status).toBe(200);
      await run.waitFor('RigRest is running', 10_000);
    } finally {
      await locker.end();
      run.child.kill('SIGTERM');
    }
    expect(await run.exited).toBe(0);
  }, 120_000);

  it('a seed that fails after listening is logged and ends the process with exit code 1', async () => {
    const { url } = await database();
    const broken = new pg.Client({ connectionString: url });
    await broken.connect();
    await broken.query('drop table role_permissions');
    await broken.end();
    const run = startServer(env(url, await freePort()));
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Listening on');
    expect(run.output()).toContain('relation "role_permissions" does not exist');
  }, 60_000);

  it('survives every backend of its database being terminated under load, and serves again without a restart', async () => {
    const { name, url } = await database();
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const run = startServer({ ...env(url, port), SEED_DEMO: 'false' });
    try {
      await run.waitFor('RigRest is running', 60_000);
      let stop = false;
      const statuses: number[] = [];
      const loops = Promise.all(
        Array.from({ length: 20 }, async () => {
          while (!stop) {
            // No answer at all (the process died, or a request hung past 5 s) counts as 0.
            const status = await fetch(`${origin}/api/countries`, { signal: AbortSignal.timeout(5000) }).then(
              async (res) => (await res.arrayBuffer(), res.status),
              () => 0,
            );
            statuses.push(status);
          }
        }),
      );
      const terminate = async () =>
        (await admin.query<{ n: number }>('select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1', [name])).rows[0]!.n;
      let killed = 0;
      for (let round = 0; round < 3; round++) {
        await new Promise((r) => setTimeout(r, 300));
        killed += await terminate();
      }
      stop = true;
      await loops;
      expect(run.child.exitCode, run.output()).toBeNull();
      // Once more with the pool idle: the process logs each lost connection instead of dying of it.
      expect(await terminate()).toBeGreaterThan(0);
      await run.waitFor('database connection lost', 5000);
      expect(killed).toBeGreaterThan(0);
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
      await run.poll(`${origin}/api/countries`, (res) => res.status === 200, 10_000);
      expect((await fetch(`${origin}/api/ready`)).status).toBe(200);
    } finally {
      run.child.kill('SIGTERM');
    }
    expect(await run.exited).toBe(0);
  }, 120_000);
});
