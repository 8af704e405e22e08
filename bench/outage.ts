// `npm run bench -- outage`: how the API answers while its PostgreSQL server goes away, and how soon it serves again
// once the server is back. The real app listens on loopback, on a scratch database reached through a TCP proxy that
// plays each outage; clients keep asking GET /api/countries. PostgreSQL only (the embedded PGlite cannot go away).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createDb, dbLimitsOf } from '../server/db';
import { migrateToLatest } from '../server/db/migrate';
import { seedAccessControl } from '../server/db/seed/base';
import { seedGeography } from '../server/db/seed/geography';
import { startDbProxy, type DbProxy } from '../tests/api/dbProxy';
import { databaseName, DEFAULT_PG_URL, dropDatabase, ensureDatabase, reachable, withDatabase } from './postgres';
import { ms, table } from './report';
import { percentile } from './stats';

export const OUTAGE_USAGE = `npm run bench -- outage [options]
  --pg-url URL                PostgreSQL server (default $BENCH_DATABASE_URL or ${DEFAULT_PG_URL}); a scratch database
                              <name>_outage is made there and dropped at the end
  --clients N                 clients asking GET /api/countries in a loop (default 20)
  --pause-ms N                pause of each client between two requests (default 10)
  --outage-ms N               how long the server stays down, hung or locked (default 10000, past the default limits)
  --connect-timeout-ms N      the app's DB_CONNECT_TIMEOUT_MS (default: the setting's default)
  --statement-timeout-ms N    the app's DB_STATEMENT_TIMEOUT_MS (default: the setting's default)`;

type Options = { pgUrl: string; clients: number; pauseMs: number; outageMs: number; connectMs?: number; statementMs?: number };

function whole(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
}

function parse(argv: string[]): Options | 'help' {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      'pg-url': { type: 'string' },
      clients: { type: 'string' },
      'pause-ms': { type: 'string' },
      'outage-ms': { type: 'string' },
      'connect-timeout-ms': { type: 'string' },
      'statement-timeout-ms': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  return {
    pgUrl: values['pg-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_PG_URL,
    clients: whole('clients', values.clients, 1, 200) ?? 20,
    pauseMs: whole('pause-ms', values['pause-ms'], 0, 10_000) ?? 10,
    outageMs: whole('outage-ms', values['outage-ms'], 100, 120_000) ?? 10_000,
    connectMs: whole('connect-timeout-ms', values['connect-timeout-ms'], 100, 120_000),
    statementMs: whole('statement-timeout-ms', values['statement-timeout-ms'], 0, 3_600_000),
  };
}

type Answer = { client: number; start: number; end: number; status: number };

/** `clients` loops of GET `url` (0 for no answer within 30 s), until stopped. Times are performance.now(). */
function startLoad(url: string, clients: number, pauseMs: number) {
  const answers: Answer[] = [];
  let stopped = false;
  const loops = Array.from({ length: clients }, async (_, client) => {
    while (!stopped) {
      const start = performance.now();
      const status = await fetch(url, { signal: AbortSignal.timeout(30_000) }).then(
        async (res) => (await res.arrayBuffer(), res.status),
        () => 0,
      );
      answers.push({ client, start, end: performance.now(), status });
      if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
    }
  });
  return {
    answers,
    /** Resolves once every client had a 200 to a request it sent after `since`, or after `limitMs`. */
    async allServedSince(since: number, limitMs: number) {
      const deadline = performance.now() + limitMs;
      while (performance.now() < deadline) {
        const served = new Set(answers.filter((a) => a.start >= since && a.status === 200).map((a) => a.client));
        if (served.size === clients) return;
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

type Outage = {
  name: string;
  what: string;
  /** Starts the outage; answers how to end it (nothing for one that ends by itself). */
  begin(): Promise<(() => Promise<void>) | null>;
};

type Row = (string | number)[];

/** One outage under load: the answers sent while it lasted, and how long until the clients were served again. */
async function measure(baseUrl: string, o: Options, outage: Outage): Promise<Row> {
  const load = startLoad(`${baseUrl}/api/countries`, o.clients, o.pauseMs);
  await new Promise((r) => setTimeout(r, 500));
  const began = performance.now();
  const end = await outage.begin();
  if (end) {
    await new Promise((r) => setTimeout(r, o.outageMs));
    await end();
  }
  const back = performance.now();
  await load.allServedSince(back, 60_000);
  await load.stop();

  const during = load.answers.filter((a) => a.start >= began && a.start < (end ? back : began + 1000));
  const times = during.map((a) => a.end - a.start).sort((a, b) => a - b);
  const others = load.answers.filter((a) => a.status !== 200 && a.status !== 503).length;
  const firstOk = load.answers.filter((a) => a.start >= back && a.status === 200).sort((a, b) => a.end - b.end);
  const perClient = new Map<number, number>();
  for (const a of firstOk) if (!perClient.has(a.client)) perClient.set(a.client, a.end - back);
  const everyone = perClient.size === o.clients ? Math.max(...perClient.values()) : Number.NaN;
  return [
    outage.name,
    during.length,
    during.filter((a) => a.status === 200).length,
    during.filter((a) => a.status === 503).length,
    others,
    ms(percentile(times, 50)),
    ms(times.at(-1) ?? Number.NaN),
    ms(firstOk[0] ? firstOk[0].end - back : Number.NaN),
    ms(everyone),
  ];
}

export async function runOutage(argv: string[]): Promise<number> {
  const o = parse(argv);
  if (o === 'help') {
    console.log(OUTAGE_USAGE);
    return 0;
  }
  if (!(await reachable(o.pgUrl))) throw new Error(`PostgreSQL at ${new URL(o.pgUrl).host} does not answer: the outage bench needs a server`);
  const url = withDatabase(o.pgUrl, `${databaseName(o.pgUrl)}_outage`);
  const name = databaseName(url);
  await ensureDatabase(url, { fresh: true });
  let proxy: DbProxy | null = null;
  const admin = new pg.Client({ connectionString: withDatabase(o.pgUrl, 'postgres') });
  await admin.connect();
  try {
    const setup = await createDb({ url });
    await migrateToLatest(setup);
    await seedAccessControl(setup);
    await seedGeography(setup, { countries: ['US', 'CA'], citiesPerState: 3 });
    await setup.destroy();

    const target = new URL(url);
    proxy = await startDbProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'rigrest-outage-')),
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      ...(o.connectMs !== undefined ? { DB_CONNECT_TIMEOUT_MS: String(o.connectMs) } : {}),
      ...(o.statementMs !== undefined ? { DB_STATEMENT_TIMEOUT_MS: String(o.statementMs) } : {}),
    });
    let lost = 0;
    const db = await createDb({ url: proxy.url(url) }, { limits: dbLimitsOf(config), onLostConnection: () => void (lost += 1) });
    const app = await buildApp({ config, db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const p = proxy;
    const outages: Outage[] = [
      {
        name: 'terminated',
        what: 'every backend of the database ended by pg_terminate_backend (a restart, a failover)',
        begin: async () => {
          await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
          return null;
        },
      },
      {
        name: 'down',
        what: `connections cut and refused for ${o.outageMs} ms (the server stopped), then accepted again`,
        begin: async () => {
          await p.stop();
          return () => p.start();
        },
      },
      {
        name: 'hung',
        what: `nothing passes either way for ${o.outageMs} ms (a hung server, a cut network), then everything does`,
        begin: async () => {
          p.freeze();
          return async () => p.thaw();
        },
      },
      {
        name: 'locked',
        what: `countries held under an ACCESS EXCLUSIVE lock by another session for ${o.outageMs} ms`,
        begin: async () => {
          const locker = new pg.Client({ connectionString: url });
          await locker.connect();
          await locker.query('begin');
          await locker.query('lock table countries in access exclusive mode');
          return async () => {
            await locker.query('commit');
            await locker.end();
          };
        },
      },
    ];

    console.log(
      `RigRest database outage benchmark — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}; Node ${process.version}`,
    );
    console.log(
      `${o.clients} clients asking GET /api/countries (${o.pauseMs} ms apart); DB_CONNECT_TIMEOUT_MS=${config.DB_CONNECT_TIMEOUT_MS}, DB_STATEMENT_TIMEOUT_MS=${config.DB_STATEMENT_TIMEOUT_MS}; pool of 10\n`,
    );
    const rows: Row[] = [];
    for (const outage of outages) rows.push(await measure(baseUrl, o, outage));
    console.log(
      table(['outage', 'requests during', '200', '503', 'other', 'answer p50 ms', 'answer max ms', 'first 200 after ms', 'every client served after ms'], rows),
    );
    console.log('');
    for (const outage of outages) console.log(`${outage.name}: ${outage.what}`);
    console.log(
      `\n"requests during": sent from the outage's start until the server's return (the first second after the kill for "terminated"), with their answer times; "other": answers neither 200 nor 503 (none expected) over the whole run; "after" counts from the server's return. Idle connections reported lost: ${lost}.`,
    );
    await app.close();
    await db.destroy();
    return rows.reduce((n, r) => n + Number(r[4]), 0);
  } finally {
    await proxy?.close();
    await admin.end();
    await dropDatabase(url);
  }
}
