// `npm run bench -- notify`: the fan-out of one mass notification to many drivers (in-app rows for all), on PostgreSQL
// and on PGlite, and the bell's list call under 50 drivers polling at once on PostgreSQL. Each figure is printed next
// to its aim (issue 13) with PASS or MISS.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pino from 'pino';
import { buildApp } from '../server/app';
import { loadConfig, type Config } from '../server/config';
import { createDb, withLongStatements, type Db } from '../server/db';
import { migrateToLatest } from '../server/db/migrate';
import { seedAccessControl } from '../server/db/seed/base';
import { createJobQueue } from '../server/jobs/queue';
import type { Mailer } from '../server/mail/mailer';
import { FANOUT_JOB, enqueueAt, fanoutHandler } from '../server/modules/notifications/fanout';
import type { PushAdapter } from '../server/modules/notifications/push';
import { startLoadClient } from './loadClient';
import { DEFAULT_PG_URL, databaseName, dropDatabase, ensureDatabase, reachable, withDatabase } from './postgres';
import { count, ms, table } from './report';
import { summarize } from './stats';

/** The aims of issue 13, at their sizes. */
export const NOTIFY_AIMS = {
  fanout: { drivers: 100_000, postgresSeconds: 30, pgliteSeconds: 120 },
  bell: { drivers: 50, perDriver: 1000, p99Ms: 20 },
} as const;

export const NOTIFY_USAGE = `npm run bench -- notify [options]
  --db pglite|postgres|both   default: both when 127.0.0.1:5432 answers, else pglite (the bell runs on PostgreSQL only)
  --drivers N                 drivers the mass notification fans out to (default 100000, the aim's size)
  --bell-drivers N            drivers polling the bell at once (default 50)
  --per-driver N              notifications each of them has (default 1000)
  --requests N                timed bell calls (default 3000, after 300 warm-up calls)
  --pg-url URL                default $BENCH_DATABASE_URL or ${DEFAULT_PG_URL} (a database <name>_notify is made and dropped)
  --keep-db                   keep the PostgreSQL database afterwards`;

type NotifyOptions = { db: 'pglite' | 'postgres' | 'both' | 'auto'; drivers: number; bellDrivers: number; perDriver: number; requests: number; pgUrl: string; keepDb: boolean };

function whole(name: string, value: string, min: number, max: number) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
}

export function parseNotifyOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): NotifyOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      db: { type: 'string', default: 'auto' },
      drivers: { type: 'string', default: String(NOTIFY_AIMS.fanout.drivers) },
      'bell-drivers': { type: 'string', default: String(NOTIFY_AIMS.bell.drivers) },
      'per-driver': { type: 'string', default: String(NOTIFY_AIMS.bell.perDriver) },
      requests: { type: 'string', default: '3000' },
      'pg-url': { type: 'string' },
      'keep-db': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  if (!['pglite', 'postgres', 'both', 'auto'].includes(values.db)) throw new Error('--db must be pglite, postgres or both');
  const base = values['pg-url'] ?? env.BENCH_DATABASE_URL ?? DEFAULT_PG_URL;
  const host = new URL(base).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost') throw new Error('--pg-url must point at 127.0.0.1: the benchmark stays on this machine');
  return {
    db: values.db as NotifyOptions['db'],
    drivers: whole('drivers', values.drivers, 1, 2_000_000),
    bellDrivers: whole('bell-drivers', values['bell-drivers'], 1, 500),
    perDriver: whole('per-driver', values['per-driver'], 1, 100_000),
    requests: whole('requests', values.requests, 1, 1_000_000),
    pgUrl: withDatabase(base, `${databaseName(base)}_notify`),
    keepDb: values['keep-db'],
  };
}

const log = (m = '') => console.log(m);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

/** A migrated database with the access-control rows and `drivers` active Trucker accounts, nothing else. */
async function prepare(db: Db, drivers: number) {
  await migrateToLatest(db);
  await seedAccessControl(db);
  await sql`
    insert into users (first_name, last_name, email, password_hash, email_verified_at)
    select 'Driver', 'No. ' || g, 'driver' || g || '@bench.rigrest.invalid', 'not-a-hash', now() from generate_series(1, ${drivers}::int) g`.execute(db);
  await sql`
    insert into user_roles (user_id, role_id)
    select u.id, r.id from users u cross join roles r where r.name = 'Trucker' and u.email like '%@bench.rigrest.invalid'`.execute(db);
  await sql`analyze`.execute(db);
}

/** What the fan-out needs besides the database: in-app only, so no mail or push is sent. */
function fanoutDeps(db: Db, config: Config) {
  const unused = () => {
    throw new Error('the benchmark sends in-app notifications only');
  };
  return {
    db,
    mailer: { send: unused } as unknown as Mailer,
    push: { sendWeb: unused, sendExpo: unused, expoReceipts: unused } as unknown as PushAdapter,
    log: pino({ level: 'silent' }),
    config,
  };
}

/**
 * One mass notification to every driver, as the worker runs it: queued, claimed from the job queue, fanned out in
 * batches with checkpoints. Answers the seconds from claim to the last batch, and the in-app rows written.
 */
async function timeFanout(db: Db, config: Config): Promise<{ seconds: number; rows: number; batches: number }> {
  const mass = await db
    .insertInto('mass_notifications')
    .values({
      title: 'Winter driving: chains required on I-80',
      body: '<p>Chain laws are in force on <strong>I-80</strong> over Donner Pass. Plan a stop: <a href="https://rigrest.example/">find parking</a>.</p>',
      link: '/',
      audience: JSON.stringify({ type: 'all' }),
      channels: JSON.stringify(['in_app']),
      status: 'scheduled',
      send_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const massId = Number(mass.id);
  await enqueueAt(db, FANOUT_JOB, { massId });
  const queue = createJobQueue(db, { workerId: 'bench', leaseMs: 600_000 });
  const handler = fanoutHandler(fanoutDeps(db, config));
  const started = performance.now();
  const job = await queue.claim([FANOUT_JOB]);
  if (!job) throw new Error('the fan-out job was not claimed');
  let batches = 0;
  const result = await withLongStatements(() =>
    handler({ job, signal: new AbortController().signal, checkpoint: (state) => (batches++, queue.checkpoint(job.id, state)) }),
  );
  await queue.complete(job.id, result as Record<string, unknown>);
  const seconds = (performance.now() - started) / 1000;
  const { n } = await db
    .selectFrom('user_notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('mass_notification_id', '=', massId)
    .executeTakeFirstOrThrow();
  return { seconds, rows: Number(n), batches };
}

function fanoutLine(engine: 'PostgreSQL' | 'PGlite', drivers: number, r: { seconds: number; rows: number; batches: number }) {
  const aimSeconds = engine === 'PostgreSQL' ? NOTIFY_AIMS.fanout.postgresSeconds : NOTIFY_AIMS.fanout.pgliteSeconds;
  const atAim = drivers === NOTIFY_AIMS.fanout.drivers;
  // A smaller run is judged on its rate: the time it would take at the aim's size, if rows keep coming as fast.
  const projected = (r.seconds * NOTIFY_AIMS.fanout.drivers) / drivers;
  const complete = r.rows === drivers;
  return [
    engine,
    count(drivers),
    count(r.rows) + (complete ? '' : ' (INCOMPLETE)'),
    `${r.seconds.toFixed(1)} s`,
    count(Math.round(r.rows / r.seconds)),
    atAim ? `${r.seconds.toFixed(1)} s` : `${projected.toFixed(1)} s (projected)`,
    `≤ ${aimSeconds} s`,
    verdict(complete && (atAim ? r.seconds : projected) <= aimSeconds),
  ];
}

/** The bell's first page (GET /api/user/notifications?limit=10), `bellDrivers` drivers polling at once. */
async function timeBell(db: Db, config: Config, o: NotifyOptions) {
  const drivers = (await db.selectFrom('users').select('id').where('email', 'like', '%@bench.rigrest.invalid').orderBy('id').limit(o.bellDrivers).execute()).map((r) => Number(r.id));
  if (drivers.length < o.bellDrivers) throw new Error(`only ${drivers.length} drivers for the bell`);
  const seeded = performance.now();
  // Spread over the last 30 days, a tenth unread, as a driver who rarely opens the bell has them.
  await sql`
    insert into user_notifications (user_id, data, read_at, created_at)
    select d.id,
           jsonb_build_object('title', 'Booking RR' || lpad(g::text, 6, '0') || ' confirmed',
                              'description', '<p>Your room at Bench Inn is booked for <strong>2 nights</strong>.</p>',
                              'link', '/book/history?booking=' || g),
           case when g % 10 = 0 then null else now() end,
           now() - (g * interval '43 minutes')
      from unnest(${sql.val(drivers)}::bigint[]) d(id) cross join generate_series(1, ${o.perDriver}::int) g`.execute(db);
  // As autovacuum leaves a table in use: statistics, and the visibility map that lets the bell's counts read its index alone.
  await sql`vacuum analyze user_notifications`.execute(db);
  log(`  ${count(drivers.length * o.perDriver)} notifications for ${drivers.length} drivers written in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

  const app = await buildApp({ config, db, runWorker: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const client = startLoadClient();
  try {
    const headers = await Promise.all(drivers.map(async (id) => ({ authorization: `Bearer ${(await app.tokens.issue(id, { scope: 'site' })).token}` })));
    const result = await client.run({
      baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      paths: drivers.map(() => '/api/user/notifications?limit=10&page=1&ordering=-created_at'),
      headers,
      concurrency: drivers.length,
      warmup: 300,
      requests: o.requests,
      maxSeconds: 120,
      acceptEncoding: 'gzip, deflate, br',
      timeoutMs: 10_000,
    });
    return { ...summarize(result.latenciesMs, result.wallMs), errors: result.errors, failures: result.failures, timedOut: result.timedOut };
  } finally {
    client.close();
    await app.close();
  }
}

/** Answers the number of figures that missed their aim (or could not be measured). */
export async function runNotify(argv: string[]): Promise<number> {
  const o = parseNotifyOptions(argv);
  if (o === 'help') {
    log(NOTIFY_USAGE);
    return 0;
  }
  const pgUp = o.db === 'pglite' ? false : await reachable(o.pgUrl);
  if (!pgUp && (o.db === 'postgres' || o.db === 'both')) throw new Error(`PostgreSQL at ${new URL(o.pgUrl).host} does not answer (--db ${o.db})`);
  const engines: ('PostgreSQL' | 'PGlite')[] = [...(pgUp && o.db !== 'pglite' ? (['PostgreSQL'] as const) : []), ...(o.db === 'postgres' ? [] : (['PGlite'] as const))];
  const [load1] = os.loadavg();
  log(`RigRest notifications benchmark — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}; load average ${load1?.toFixed(2)} at start`);
  if (!pgUp && o.db === 'auto') log(`PostgreSQL at ${new URL(o.pgUrl).host} does not answer: PGlite only, and no bell figure.`);

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rigrest-notify-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, TOKEN_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent', ...(process.env.NOTIFY_BATCH_SIZE ? { NOTIFY_BATCH_SIZE: process.env.NOTIFY_BATCH_SIZE } : {}) });
  const fanoutRows: (string | number)[][] = [];
  let misses = 0;
  let bell: Awaited<ReturnType<typeof timeBell>> | null = null;
  try {
    for (const engine of engines) {
      log(`\n${engine}: ${count(o.drivers)} drivers, batches of ${count(config.NOTIFY_BATCH_SIZE)}`);
      if (engine === 'PostgreSQL') await ensureDatabase(o.pgUrl, { fresh: true });
      const db = await createDb(engine === 'PostgreSQL' ? { url: o.pgUrl } : { dataDir: path.join(dataDir, 'pglite') });
      try {
        const made = performance.now();
        await prepare(db, o.drivers);
        log(`  database ready in ${((performance.now() - made) / 1000).toFixed(1)} s`);
        const r = await timeFanout(db, config);
        log(`  fan-out: ${count(r.rows)} in-app notifications in ${r.seconds.toFixed(1)} s (${r.batches} batches)`);
        const line = fanoutLine(engine, o.drivers, r);
        if (line.at(-1) !== 'PASS') misses++;
        fanoutRows.push(line);
        if (engine === 'PostgreSQL') {
          bell = await timeBell(db, config, o);
          if (!(bell.p99 <= NOTIFY_AIMS.bell.p99Ms) || bell.errors) misses++;
        }
      } finally {
        await db.destroy();
        if (engine === 'PostgreSQL' && !o.keepDb) await dropDatabase(o.pgUrl);
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  log('\nFan-out of one mass notification (in-app rows for every driver)');
  log(table(['database', 'drivers', 'rows written', 'time', 'rows/s', 'at 100,000', 'aim', ''], fanoutRows));
  if (bell) {
    log(`\nBell list call (GET /api/user/notifications?limit=10), PostgreSQL, ${o.bellDrivers} drivers at once with ${count(o.perDriver)} notifications each`);
    log(
      table(
        ['calls', 'p50', 'p99', 'max', 'calls/s', 'errors', 'aim p99', ''],
        [[count(bell.requests), ms(bell.p50), ms(bell.p99), ms(bell.max), Math.round(bell.rps), bell.errors, `≤ ${NOTIFY_AIMS.bell.p99Ms} ms`, verdict(bell.p99 <= NOTIFY_AIMS.bell.p99Ms && !bell.errors)]],
      ),
    );
    if (bell.failures.length) log(`  failures: ${bell.failures.join('; ')}`);
    if (o.bellDrivers !== NOTIFY_AIMS.bell.drivers || o.perDriver !== NOTIFY_AIMS.bell.perDriver) log('  (not the aim\'s size: 50 drivers with 1,000 notifications each)');
  }
  const [loadEnd] = os.loadavg();
  log(`\nload average ${loadEnd?.toFixed(2)} at the end (${os.cpus().length} cores): figures taken on a busy machine read slower than they are.`);
  return misses;
}
