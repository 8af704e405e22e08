import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type RawBuilder } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { createDb, openPglite, type Db } from '@server/db';
import { startPushSimulator, type PushSimulator } from '@server/modules/notifications/simulator';
import type { FanoutProgress } from './fanoutWorker';
import { dbKind, memoryMailer } from './harness';
import { browserSubscription, simulatedPush } from './pushFixtures';

/**
 * Issue 13, item 2: kill the process mid-fan-out, restart, and every recipient gets exactly one notification. The
 * job worker runs in a child process (tests/api/fanoutWorker.ts) on a file-backed PGlite data directory, or on a
 * PostgreSQL database of its own; the first child is SIGKILLed while the in-app rows are being written, a second one
 * takes the job over when the dead one's lease lapses and finishes it.
 */
const root = path.resolve(import.meta.dirname, '../..');
const DRIVERS = 3000;
const BATCH = 50;

type Target = { url: string } | { dataDir: string };

/** The database this test's processes share, made from the run's migrated and seeded snapshot. */
async function makeDatabase(dataDir: string): Promise<{ target: Target; drop(): Promise<void> }> {
  if (dbKind === 'pglite') {
    const pglite = await openPglite({ dataDir, loadDataDir: new Blob([await readFile(inject('pgliteSnapshot'))]) });
    await pglite.close();
    return { target: { dataDir }, drop: async () => {} };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `rigrest_t_crash_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(statement);
    await c.end();
  };
  await admin(`create database ${name} template ${inject('postgresTemplate')}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { target: { url: url.toString() }, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Opens the shared database in this process (after a SIGKILL on PGlite: the dead process's data directory). */
const open = (target: Target): Promise<Db> => createDb(target);

function startWorker(target: Target, dataDir: string, env: Record<string, string>) {
  const child = fork(path.join(root, 'tests/api/fanoutWorker.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: dataDir,
      NOTIFY_BATCH_SIZE: String(BATCH),
      ...('url' in target ? { FANOUT_DATABASE_URL: target.url } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  /** Resolves with the first progress report that `accept` takes; fails if the child ends first or `ms` passes. */
  const until = (accept: (p: FanoutProgress) => boolean, ms: number) =>
    new Promise<FanoutProgress>((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`no such progress within ${ms} ms:\n${output}`)), ms);
      const onMessage = (p: FanoutProgress) => accept(p) && done(null, p);
      const onExit = () => done(new Error(`the worker exited early:\n${output}`));
      const done = (err: Error | null, p?: FanoutProgress) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (err) reject(err);
        else resolve(p!);
      };
      child.on('message', onMessage);
      child.on('exit', onExit);
    });
  return { child: child as ChildProcess, exited, until, output: () => output };
}

/** Drivers, a few people who are not, and a staff member; a few drivers with a browser or a phone subscribed. */
async function populate(db: Db, sim: PushSimulator) {
  const hash = 'scrypt$not-used-here';
  await sql`
    insert into users (first_name, last_name, email, is_superuser, password_hash, email_verified_at, is_active)
    select 'Driver', 'N' || g, 'crash-driver-' || g || '@example.com', false, ${hash}, now(), true from generate_series(1, ${DRIVERS}) g`.execute(db);
  await sql`
    insert into user_roles (user_id, role_id)
    select u.id, r.id from users u, roles r where u.email like 'crash-driver-%' and r.name = 'Trucker'`.execute(db);
  // Not in the audience: an inactive driver and an account without the driver role.
  await sql`insert into users (first_name, last_name, email, is_superuser, password_hash, email_verified_at, is_active) values
    ('Gone', 'Driver', 'crash-inactive@example.com', false, ${hash}, now(), false),
    ('No', 'Role', 'crash-norole@example.com', false, ${hash}, now(), true)`.execute(db);
  await sql`insert into user_roles (user_id, role_id) select u.id, r.id from users u, roles r where u.email = 'crash-inactive@example.com' and r.name = 'Trucker'`.execute(db);
  const staff = await db
    .insertInto('users')
    .values({ first_name: 'Crash', last_name: 'Staff', email: 'crash-staff@example.com', is_superuser: true, password_hash: hash, phone: null, country_id: null, email_verified_at: new Date().toISOString(), avatar: null, last_login_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const someDrivers = await db.selectFrom('users').select('id').where('email', 'like', 'crash-driver-%').orderBy('id').execute();
  // Spread over the id range, so subscribed drivers fall on both sides of the crash.
  const pick = (k: number) => Number(someDrivers[Math.floor((k * someDrivers.length) / 10)]!.id);
  const web = [0, 2, 4, 6, 8].map((k) => ({ userId: pick(k), sub: browserSubscription(sim) }));
  const expo = [1, 3, 5, 7, 9].map((k) => ({ userId: pick(k), token: `ExponentPushToken[crash${k}]` }));
  await db
    .insertInto('push_subscriptions')
    .values([
      ...web.map((w) => ({ user_id: w.userId, kind: 'web' as const, address: w.sub.endpoint, keys: JSON.stringify(w.sub.keys) })),
      ...expo.map((e) => ({ user_id: e.userId, kind: 'expo' as const, address: e.token, keys: null })),
    ])
    .execute();
  return { staffId: Number(staff.id), web, expo };
}

/** Posts the mass notification through the API, as staff would (an app without a worker: nothing is sent yet). */
async function postMassNotification(db: Db, dataDir: string, staffId: number, sim: PushSimulator) {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, TOKEN_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db, mailer: memoryMailer(), push: simulatedPush(sim), runWorker: false });
  try {
    await app.ready();
    const { token } = await app.tokens.issue(staffId, { scope: 'staff' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/mass-notifications',
      headers: { authorization: `Bearer ${token}` },
      payload: { title: 'Road closed', body: '<p>The I-80 is closed at <strong>Laramie</strong></p>', audience: { type: 'all' }, channels: ['in_app', 'email', 'push'], send: 'now' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  } finally {
    await app.close();
  }
}

/** Waits until the outbox holds `n` mails (while `child` runs). */
async function outboxHolds(dataDir: string, n: number, child: ChildProcess) {
  const outbox = path.join(dataDir, 'outbox');
  const until = Date.now() + 300_000;
  while (!(readdirSync(dataDir).includes('outbox') && readdirSync(outbox).length >= n)) {
    if (Date.now() > until || child.exitCode !== null) throw new Error(`the outbox did not reach ${n} mails`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const count = async (db: Db, query: RawBuilder<{ n: number }>) => Number((await query.execute(db)).rows[0]!.n);

describe(`mass notification fan-out killed with SIGKILL in a child process (${dbKind})`, () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rigrest-crash-'));
  const children: ChildProcess[] = [];
  let sim: PushSimulator | undefined;
  let drop: (() => Promise<void>) | undefined;

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await sim?.close();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('killed during the fan-out and again during the mails, restarted processes finish: one in-app row, mail and push per driver, counted once', async () => {
    sim = await startPushSimulator();
    const made = await makeDatabase(dataDir);
    drop = made.drop;
    const target = made.target;

    let db = await open(target);
    const { staffId, web, expo } = await populate(db, sim);
    const massId = await postMassNotification(db, dataDir, staffId, sim);
    const audience = await count(
      db,
      sql`select count(*)::int as n from users u where u.is_active and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.name = 'Trucker')`,
    );
    // PGlite is one process's: the parent lets go of the data directory before a child opens it.
    await db.destroy();
    expect(audience).toBe(DRIVERS);

    // The first process: slowed down, and killed outright once a few batches are in.
    const env = { WATCH_MASS_ID: String(massId), EXPO_ORIGIN: sim.origin };
    const first = startWorker(target, dataDir, { ...env, SLOW_MS: '15' });
    children.push(first.child);
    const seen = await first.until((p) => p.inApp >= 2 * BATCH, 180_000);
    expect(seen.status).toBe('sending');
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    // What the dead process left: whole batches only (each is one transaction), some but not all, nothing delivered.
    db = await open(target);
    const partialInApp = await count(db, sql`select count(*)::int as n from user_notifications where mass_notification_id = ${massId}`);
    const partialMail = await count(db, sql`select count(*)::int as n from notification_deliveries where mass_notification_id = ${massId} and channel = 'email'`);
    const job = await db.selectFrom('jobs').selectAll().where('kind', '=', 'notify:fanout').where(sql<boolean>`payload @> ${JSON.stringify({ massId })}::jsonb`).executeTakeFirstOrThrow();
    const cursor = Number((job.state as { cursor?: number }).cursor);
    // The checkpoint never runs ahead of what was written: every driver up to it has a row, and at most one batch
    // past it (written, the process killed before saving the checkpoint) does.
    const upToCursor = await count(db, sql`select count(*)::int as n from user_notifications where mass_notification_id = ${massId} and user_id <= ${cursor}`);
    const driversUpToCursor = await count(db, sql`select count(*)::int as n from users where email like 'crash-driver-%' and id <= ${cursor}`);
    await db.destroy();
    expect(upToCursor).toBe(driversUpToCursor);
    expect(partialInApp - upToCursor).toBeLessThanOrEqual(BATCH);
    expect(partialInApp).toBeGreaterThanOrEqual(2 * BATCH);
    expect(partialInApp).toBeLessThan(DRIVERS);
    expect(partialInApp % BATCH).toBe(0);
    expect(partialMail).toBe(partialInApp);
    expect(job.status).toBe('running');
    expect(cursor).toBeGreaterThan(0);
    expect(sim.received.web).toHaveLength(0);
    expect(readdirSync(dataDir).includes('outbox') ? readdirSync(path.join(dataDir, 'outbox')) : []).toHaveLength(0);

    // The restart: it takes the job over when the lease lapses and goes on from the checkpoint; it is killed in turn
    // while the mails go out.
    const second = startWorker(target, dataDir, { ...env, SLOW_MS: '3' });
    children.push(second.child);
    const mailing = await second.until((p) => p.mailed >= 100, 300_000);
    expect(mailing.inApp).toBe(DRIVERS);
    expect(mailing.status).toBe('sending');
    // Killed by what reached the outbox, not by what the database says was sent: mid-way through a batch of 100.
    await outboxHolds(dataDir, 150, second.child);
    second.child.kill('SIGKILL');
    expect((await second.exited).signal).toBe('SIGKILL');
    db = await open(target);
    const mailedBefore = await count(db, sql`select count(*)::int as n from notification_deliveries where mass_notification_id = ${massId} and channel = 'email' and status = 'sent'`);
    await db.destroy();
    expect(mailedBefore).toBeGreaterThanOrEqual(100);
    expect(mailedBefore).toBeLessThan(DRIVERS);

    // The third process finishes the mails (the pushes after them), and stops cleanly.
    const third = startWorker(target, dataDir, env);
    children.push(third.child);
    await third.until((p) => p.status === 'sent' || p.status === 'failed', 300_000);
    third.child.kill('SIGTERM');
    expect((await third.exited).code).toBe(0);

    db = await open(target);
    try {
      const mass = await db.selectFrom('mass_notifications').selectAll().where('id', '=', massId).executeTakeFirstOrThrow();
      expect(mass.status).toBe('sent');
      expect(Number(mass.recipients)).toBe(DRIVERS);
      // Exactly one row per (mass notification, user, channel), for every driver and no one else.
      const inApp = await db.selectFrom('user_notifications').select(['user_id']).where('mass_notification_id', '=', massId).execute();
      expect(inApp).toHaveLength(DRIVERS);
      expect(new Set(inApp.map((r) => Number(r.user_id))).size).toBe(DRIVERS);
      const deliveries = await db.selectFrom('notification_deliveries').select(['user_id', 'channel', 'status', 'attempts']).where('mass_notification_id', '=', massId).execute();
      for (const channel of ['email', 'push'] as const) {
        const rows = deliveries.filter((d) => d.channel === channel);
        expect(rows, channel).toHaveLength(DRIVERS);
        expect(new Set(rows.map((r) => Number(r.user_id))).size, channel).toBe(DRIVERS);
        expect(rows.every((r) => r.attempts === 1), channel).toBe(true);
      }
      const withStatus = (channel: string, status: string) => deliveries.filter((d) => d.channel === channel && d.status === status).length;
      expect(withStatus('email', 'sent')).toBe(DRIVERS);
      expect(withStatus('push', 'sent')).toBe(web.length + expo.length);
      expect(withStatus('push', 'skipped')).toBe(DRIVERS - web.length - expo.length);
      const outsiders = await db
        .selectFrom('user_notifications')
        .innerJoin('users', 'users.id', 'user_notifications.user_id')
        .select('users.email')
        .where('mass_notification_id', '=', massId)
        .where('users.email', 'not like', 'crash-driver-%')
        .execute();
      expect(outsiders).toEqual([]);
    } finally {
      await db.destroy();
    }

    // A mail for every driver in the outbox: one each, but for the one that may have been in flight when the second
    // process was killed (handed over, not yet marked sent: sent again). One push per browser and per phone.
    const mails = readdirSync(path.join(dataDir, 'outbox')).map((f) => /-(crash-[^-]+-\d+@example\.com)\.eml$/.exec(f)?.[1]);
    expect(mails.every(Boolean)).toBe(true);
    expect(new Set(mails).size).toBe(DRIVERS);
    expect(mails.length - DRIVERS).toBeLessThanOrEqual(1);
    for (const w of web) expect(sim.received.web.filter((r) => r.endpoint === w.sub.endpoint), w.sub.endpoint).toHaveLength(1);
    expect(sim.received.web).toHaveLength(web.length);
    for (const e of expo) expect(sim.received.expo.filter((r) => r.to === e.token), e.token).toHaveLength(1);
    expect(sim.received.expo).toHaveLength(expo.length);
    expect(sim.received.expo[0]).toMatchObject({ title: 'Road closed', body: 'The I-80 is closed at Laramie' });
  }, 600_000);
});
