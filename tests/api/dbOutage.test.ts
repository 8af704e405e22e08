import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql, type KyselyPlugin } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { loadConfig, type Config } from '@server/config';
import { createDb, dbLimitsOf, withLongStatements, type Db } from '@server/db';
import { createJobQueue, type Job, type JobQueue } from '@server/jobs/queue';
import { startWorker } from '@server/jobs/worker';
import { startDbProxy, type DbProxy } from './dbProxy';
import { dbKind, setupTestApp, type TestContext } from './harness';

/** Polls `check` every 50 ms until it holds, for at most `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Answer and time of one request. */
async function timed(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const res = await app.inject({ method: 'GET', url, headers });
  return { res, ms: performance.now() - started };
}

/** A logger that keeps what it is told (the worker's tests read it). */
function memoryLog() {
  const lines: { level: string; obj: unknown; msg: string }[] = [];
  const at =
    (level: string) =>
    (obj: unknown, msg = '') =>
      void lines.push({ level, obj, msg: typeof obj === 'string' ? obj : msg });
  const log = { info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug'), trace: at('trace'), fatal: at('fatal'), child: () => log, level: 'info', silent: () => undefined };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

/** A TCP port where nothing listens, and a server that takes connections and never says a word. */
async function deadEnds() {
  const closed = createServer();
  closed.listen(0, '127.0.0.1');
  await once(closed, 'listening');
  const closedPort = (closed.address() as AddressInfo).port;
  await new Promise<void>((r) => closed.close(() => r()));
  const held: Socket[] = [];
  const silent: Server = createServer((s) => void held.push(s.on('error', () => undefined)));
  silent.listen(0, '127.0.0.1');
  await once(silent, 'listening');
  return {
    closedPort,
    silentPort: (silent.address() as AddressInfo).port,
    close: () => {
      for (const s of held) s.destroy();
      return new Promise<void>((r) => silent.close(() => r()));
    },
  };
}

describe('health and readiness', () => {
  let t: TestContext;
  const queries: string[] = [];
  const watch: KyselyPlugin = {
    transformQuery: (args) => {
      queries.push(args.node.kind);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const extra: FastifyInstance[] = [];

  beforeAll(async () => {
    t = await setupTestApp({}, { plugins: [watch] });
  });
  afterAll(async () => {
    for (const app of extra) await app.close();
    await t.close();
  });

  it('/api/health is liveness only: it reads nothing from the database, even for a signed-in caller', async () => {
    const user = await t.signedIn({ email: 'health@example.com' });
    queries.length = 0;
    const res = await t.request({ method: 'GET', url: '/api/health', token: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(queries).toEqual([]);
  });

  it('/api/ready answers 200 when the database answers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'ok' });
  });

  it('both are public: no gateway client credentials needed', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.config.DATA_DIR, TOKEN_SECRET: t.config.TOKEN_SECRET, LOG_LEVEL: 'silent', GATEWAY_CLIENT_ID: 'web', GATEWAY_CLIENT_SECRET: 'gateway-secret-1' });
    const app = await buildApp({ config, db: t.db, mailer: t.mail });
    extra.push(app);
    expect((await app.inject({ method: 'GET', url: '/api/countries' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('the OpenAPI document describes them', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, { get?: { responses?: Record<string, unknown> } }> };
    expect(Object.keys(doc.paths['/api/health']?.get?.responses ?? {})).toEqual(['200']);
    expect(Object.keys(doc.paths['/api/ready']?.get?.responses ?? {}).sort()).toEqual(['200', '503']);
  });
});

// Nothing here needs a database server: the driver is pointed at a closed port or at a server that never answers.
describe('a PostgreSQL server that cannot be reached', () => {
  let ends: Awaited<ReturnType<typeof deadEnds>>;
  const apps: { app: FastifyInstance; db: Db }[] = [];

  const appOn = async (port: number, env: Record<string, string> = {}, serveSite = false) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rigrest-outage-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, TOKEN_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent', DB_CONNECT_TIMEOUT_MS: '800', DB_READY_TIMEOUT_MS: '300', ...env });
    const db = await createDb({ url: `postgres://postgres@127.0.0.1:${port}/rigrest` }, { limits: dbLimitsOf(config), onLostConnection: () => undefined });
    // The built site is read when the app is made: a minimal one of our own stands in for dist/.
    const siteDir = process.env.SITE_DIR;
    writeFileSync(path.join(dataDir, 'index.html'), '<!doctype html><html><head><!--rigrest-config--></head><body><div id="root"></div></body></html>');
    process.env.SITE_DIR = dataDir;
    const app = await buildApp({ config, db, serveSite }).finally(() => {
      if (siteDir === undefined) delete process.env.SITE_DIR;
      else process.env.SITE_DIR = siteDir;
    });
    await app.ready();
    apps.push({ app, db });
    return app;
  };

  beforeAll(async () => {
    ends = await deadEnds();
  });
  afterAll(async () => {
    for (const { app, db } of apps) {
      await app.close();
      await db.destroy();
    }
    await ends.close();
  });

  it('connection refused: the API answers 503 database_unavailable with Retry-After at once, in the caller\'s language', async () => {
    const app = await appOn(ends.closedPort);
    for (const url of ['/api/countries', '/api/hotels', '/api/auth/countries']) {
      const { res, ms } = await timed(app, url);
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ message: 'The database is not answering right now. Please try again in a few seconds.', code: 'database_unavailable' });
      expect(ms).toBeLessThan(800);
    }
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@example.com', password: 'whatever-123' } });
    expect(login.statusCode).toBe(503);
    const de = await app.inject({ method: 'GET', url: '/api/countries', headers: { 'accept-language': 'de' } });
    expect(de.json().message).toBe('Die Datenbank antwortet gerade nicht. Bitte versuchen Sie es in einigen Sekunden erneut.');
  });

  it('connection refused: /api/health answers 200 and /api/ready 503 unavailable', async () => {
    const app = await appOn(ends.closedPort);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
  });

  it('a page made on the server (a hotel\'s) answers a readable 503 page that reloads itself, in the visitor\'s language', async () => {
    const app = await appOn(ends.closedPort, {}, true);
    const page = await app.inject({ method: 'GET', url: '/de/hotels/some-hotel' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="de" dir="ltr">');
    expect(page.body).toContain('Die Website erreicht ihre Datenbank gerade nicht.');
    expect(page.body).toContain('<meta http-equiv="refresh" content="5">');
    const api = await app.inject({ method: 'GET', url: '/api/hotel/some-hotel' });
    expect(api.statusCode).toBe(503);
    expect(api.json().code).toBe('database_unavailable');
  });

  it('a server that never answers: 503 within the connect timeout, /api/ready within its own', async () => {
    const app = await appOn(ends.silentPort);
    const [countries, ready, health] = await Promise.all([timed(app, '/api/countries'), timed(app, '/api/ready'), timed(app, '/api/health')]);
    expect(health.res.statusCode).toBe(200);
    expect(health.ms).toBeLessThan(300);
    expect(ready.res.statusCode).toBe(503);
    expect(ready.ms).toBeLessThan(800);
    expect(countries.res.statusCode).toBe(503);
    expect(countries.res.json().code).toBe('database_unavailable');
    expect(countries.ms).toBeGreaterThanOrEqual(700);
    expect(countries.ms).toBeLessThan(2500);
  });
});

describe('the job worker through a database outage', () => {
  const job = (id: number) => ({ id, kind: 'test:outage', attempts: 1 }) as Job;
  const lost = () => Object.assign(new Error('Connection terminated unexpectedly'), {});

  it('a failed claim, completion or failure record is logged and retried; the loop never dies', async () => {
    let claims = 0;
    let runs = 0;
    const outcomes: string[] = [];
    // claim 1 fails; job 1 runs but its completion cannot be written; job 2 fails and its failure cannot be written;
    // job 3 completes.
    const queue = {
      claim: async () => {
        claims += 1;
        if (claims === 1) throw lost();
        return claims <= 4 ? job(claims - 1) : null;
      },
      complete: async (id: number) => {
        if (id === 1) throw lost();
        outcomes.push(`complete ${id}`);
      },
      fail: async (j: Job) => {
        if (j.id === 2) throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
        outcomes.push(`fail ${j.id}`);
      },
      checkpoint: async () => undefined,
      release: async () => undefined,
    } as unknown as JobQueue;
    const { log, lines } = memoryLog();
    const worker = startWorker(
      queue,
      {
        'test:outage': async ({ job: j }) => {
          runs += 1;
          if (j.id === 2) throw new Error('supplier said no');
          return {};
        },
      },
      { log, pollMs: 10 },
    );
    try {
      await until(() => outcomes.includes('complete 3'), 5000, 'job 3 completing');
    } finally {
      await worker.close();
    }
    expect(runs).toBe(3);
    expect(lines.filter((l) => l.level === 'warn').map((l) => l.msg)).toEqual([
      'job claim failed (database unavailable; retried at the next poll)',
      'job outcome not recorded (database unavailable; retried at the next poll)',
      'job outcome not recorded (database unavailable; retried at the next poll)',
    ]);
  });
});

describe.skipIf(dbKind !== 'postgres')('a PostgreSQL server that goes away and comes back', () => {
  let t: TestContext;
  let proxy: DbProxy;
  let admin: pg.Client;
  let dbName: string;
  let directUrl: string;
  const apps: { app: FastifyInstance; db: Db }[] = [];
  const processErrors: unknown[] = [];
  const onProcessError = (err: unknown) => void processErrors.push(err);

  const terminateBackends = async () => {
    const { rows } = await admin.query<{ n: number }>('select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [dbName]);
    return rows[0]!.n;
  };

  let appCount = 0;
  /** An app on the test database through the proxy; its connections carry its own application_name. */
  const appThroughProxy = async (env: Record<string, string> = {}): Promise<{ app: FastifyInstance; db: Db; config: Config; name: string; lost: string[] }> => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.config.DATA_DIR,
      TOKEN_SECRET: t.config.TOKEN_SECRET,
      LOG_LEVEL: 'silent',
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_STATEMENT_TIMEOUT_MS: '500',
      DB_JOB_STATEMENT_TIMEOUT_MS: '5000',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '5000',
      DB_READY_TIMEOUT_MS: '500',
      ...env,
    });
    const name = `rigrest-outage-${++appCount}`;
    const url = new URL(proxy.url(directUrl));
    url.searchParams.set('application_name', name);
    const lost: string[] = [];
    const db = await createDb({ url: url.toString() }, { limits: dbLimitsOf(config), onLostConnection: (err) => void lost.push(err.message) });
    const app = await buildApp({ config, db, mailer: t.mail });
    await app.ready();
    apps.push({ app, db });
    return { app, db, config, name, lost };
  };

  /** `concurrency` loops of GET `url` until `done()`; every answer with its time. */
  const load = async (app: FastifyInstance, url: string, concurrency: number, done: () => boolean) => {
    const answers: { status: number; ms: number; body: string }[] = [];
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (!done()) {
          const { res, ms } = await timed(app, url);
          answers.push({ status: res.statusCode, ms, body: res.body });
        }
      }),
    );
    return answers;
  };

  beforeAll(async () => {
    process.on('uncaughtException', onProcessError);
    process.on('unhandledRejection', onProcessError);
    t = await setupTestApp();
    dbName = (await sql<{ name: string }>`select current_database() as name`.execute(t.db)).rows[0]!.name;
    const base = new URL(process.env.TEST_DATABASE_URL!);
    admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    base.pathname = `/${dbName}`;
    directUrl = base.toString();
    proxy = await startDbProxy({ host: base.hostname, port: Number(base.port || 5432) });
  });
  afterEach(() => {
    expect(processErrors, 'uncaught errors or unhandled rejections').toEqual([]);
  });
  afterAll(async () => {
    process.off('uncaughtException', onProcessError);
    process.off('unhandledRejection', onProcessError);
    for (const { app, db } of apps) {
      await app.close();
      await db.destroy();
    }
    await proxy?.close();
    await admin?.end();
    await t?.close();
  });

  it('every backend killed under load (pg_terminate_backend): 200 or 503 within bounds, never 500, then 200 again', async () => {
    const { app } = await appThroughProxy();
    let stop = false;
    const answers = load(app, '/api/countries', 20, () => stop);
    let killed = 0;
    for (let round = 0; round < 4; round++) {
      await new Promise((r) => setTimeout(r, 300));
      killed += await terminateBackends();
    }
    await new Promise((r) => setTimeout(r, 300));
    stop = true;
    const all = await answers;
    expect(killed).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(40);
    const unexpected = all.filter((a) => a.status !== 200 && a.status !== 503);
    expect(unexpected.map((a) => `${a.status} ${a.body}`)).toEqual([]);
    for (const a of all.filter((x) => x.status === 503)) expect(JSON.parse(a.body).code).toBe('database_unavailable');
    expect(Math.max(...all.map((a) => a.ms))).toBeLessThan(3000);
    // Afterwards every request is served, without any restart.
    const after = await Promise.all(Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/api/countries' })));
    expect(after.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
  });

  it('idle connections killed: each is reported and dropped, and the next request opens a new one', async () => {
    const { app, name, lost } = await appThroughProxy();
    await Promise.all(Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: '/api/countries' })));
    const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where application_name = $1', [name]);
    const open = rows[0]!.n;
    expect(open).toBeGreaterThan(0);
    await terminateBackends();
    await until(() => lost.length === open, 2000, 'the pool reporting each lost connection');
    expect(new Set(lost)).toEqual(new Set(['terminating connection due to administrator command']));
    expect((await app.inject({ method: 'GET', url: '/api/countries' })).statusCode).toBe(200);
  });

  it('the server down (connections cut and refused): 503 with Retry-After at once, ready 503, health 200; back by itself', async () => {
    const { app } = await appThroughProxy();
    expect((await app.inject({ method: 'GET', url: '/api/countries' })).statusCode).toBe(200);
    await proxy.stop();
    try {
      const { res, ms } = await timed(app, '/api/countries');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().code).toBe('database_unavailable');
      expect(ms).toBeLessThan(1000);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().status).toBe('unavailable');
    } finally {
      await proxy.start();
    }
    expect((await app.inject({ method: 'GET', url: '/api/countries' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('a database that does not exist: 503, not 500', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.config.DATA_DIR, TOKEN_SECRET: t.config.TOKEN_SECRET, LOG_LEVEL: 'silent' });
    const url = new URL(directUrl);
    url.pathname = '/rigrest_no_such_database';
    const db = await createDb({ url: url.toString() }, { limits: dbLimitsOf(config) });
    const app = await buildApp({ config, db });
    apps.push({ app, db });
    const res = await app.inject({ method: 'GET', url: '/api/countries' });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('database_unavailable');
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
  });

  it('a server that hangs (nothing passes either way): 503 within the statement limit and margin, then 200 once it answers', async () => {
    const { app } = await appThroughProxy();
    // Warm connections, so the hang hits statements already sent, not only new connections.
    await Promise.all(Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/api/countries' })));
    proxy.freeze();
    let answers;
    try {
      answers = await Promise.all(Array.from({ length: 8 }, () => timed(app, '/api/countries')));
    } finally {
      proxy.thaw();
    }
    for (const { res, ms } of answers) {
      expect(res.statusCode).toBe(503);
      expect(ms).toBeLessThan(3500);
    }
    // The connections whose statements were given up are not handed out again.
    const after = await Promise.all(Array.from({ length: 12 }, () => app.inject({ method: 'GET', url: '/api/countries' })));
    expect(after.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
  });

  it('a lock held past the statement limit: 503 within it; served again once the lock goes', async () => {
    const { app } = await appThroughProxy();
    const locker = new pg.Client({ connectionString: directUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table countries in access exclusive mode');
      const { res, ms } = await timed(app, '/api/countries');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().code).toBe('database_unavailable');
      expect(ms).toBeGreaterThanOrEqual(450);
      expect(ms).toBeLessThan(2000);
      // Readiness asks nothing of that table.
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      await locker.query('commit');
    } finally {
      await locker.end();
    }
    expect((await app.inject({ method: 'GET', url: '/api/countries' })).statusCode).toBe(200);
  });

  it('sessions carry the limits; background jobs get the longer one, and the connection goes back to the short one', async () => {
    const { db } = await appThroughProxy({ DB_STATEMENT_TIMEOUT_MS: '300', DB_JOB_STATEMENT_TIMEOUT_MS: '5000', DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '7000' });
    const show = async (name: string) => (await sql.raw<Record<string, string>>(`show ${name}`).execute(db)).rows[0]![name];
    expect(await show('statement_timeout')).toBe('300ms');
    expect(await show('idle_in_transaction_session_timeout')).toBe('7s');
    await expect(sql`select pg_sleep(0.6)`.execute(db)).rejects.toMatchObject({ code: '57014' });
    await withLongStatements(async () => {
      expect(await show('statement_timeout')).toBe('5s');
      await sql`select pg_sleep(0.6)`.execute(db);
    });
    for (let i = 0; i < 3; i++) expect(await show('statement_timeout')).toBe('300ms');
  });

  it('the job worker on a database that goes away: claims fail quietly, and jobs run once it is back', async () => {
    const { db } = await appThroughProxy();
    const queue = createJobQueue(db, { leaseMs: 400 });
    const { log, lines } = memoryLog();
    let runs = 0;
    const worker = startWorker(
      queue,
      {
        'test:outage': async () => {
          runs += 1;
          // The first run loses the database before its completion is written.
          if (runs === 1) await proxy.stop();
          return { runs };
        },
      },
      { log, pollMs: 50 },
    );
    try {
      const { job } = await createJobQueue(t.db).enqueue('test:outage');
      await until(() => runs === 1, 5000, 'the first run');
      await until(() => lines.some((l) => l.msg.startsWith('job claim failed')), 5000, 'a failed claim');
      await proxy.start();
      await until(async () => (await createJobQueue(t.db).get(job.id))?.status === 'succeeded', 10_000, 'the job succeeding');
      expect(runs).toBe(2);
      expect(lines.some((l) => l.msg.startsWith('job outcome not recorded'))).toBe(true);
      expect(lines.filter((l) => l.level === 'error').map((l) => l.msg)).toEqual([]);
    } finally {
      await proxy.start();
      await worker.close();
    }
  });
});
