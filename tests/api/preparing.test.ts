import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '@server/app';
import { createDb, yieldAfterEachStatement, type Db } from '@server/db';
import { createReadiness, type Readiness } from '@server/lib/readiness';
import type { ContentSupplier, InventorySupplier } from '@server/suppliers/types';
import { dbKind, setupTestApp, type TestContext } from './harness';

// The app while main.ts migrates and seeds after listening: `readiness` stands in for the seed, opened by the test.
describe('while the database is being prepared', () => {
  let t: TestContext;
  let app: FastifyInstance;
  let readiness: Readiness;

  beforeAll(async () => {
    t = await setupTestApp();
    readiness = createReadiness({ ready: false });
    // Suppliers so that the app has a job worker, which must wait for the database too.
    const suppliers = { content: {} as ContentSupplier, inventory: {} as InventorySupplier };
    // The readiness probe's own timeout is tested in dbOutage.test.ts; here a busy machine must not fail it.
    app = await buildApp({ config: { ...t.config, DB_READY_TIMEOUT_MS: 30_000 }, db: t.db, mailer: t.mail, readiness, suppliers, jobPollMs: 20 });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('/api/health answers at once; /api/ready says preparing', async () => {
    expect((await get('/api/health')).statusCode).toBe(200);
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toEqual({ status: 'preparing' });
  });

  it('the API answers 503 preparing with Retry-After, in the caller\'s language', async () => {
    for (const res of [await get('/api/countries'), await get('/api/user'), await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@example.com', password: 'x' } })]) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ message: 'RigRest is starting up. Please try again in a few seconds.', code: 'preparing' });
    }
    expect((await get('/api/countries', { 'accept-language': 'fr-FR,fr;q=0.9' })).json().message).toBe('RigRest démarre. Veuillez réessayer dans quelques secondes.');
  });

  it('pages answer a small self-contained page that reloads itself, in the visitor\'s language', async () => {
    readiness.setPhase('migrating');
    const page = await get('/hotels?city=Dallas');
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="en" dir="ltr">');
    expect(page.body).toContain('<meta http-equiv="refresh" content="5">');
    expect(page.body).toContain('Updating the database…');
    expect(page.body).not.toContain('demo catalogue');
    // Nothing to fetch: no script, no stylesheet or image of its own, no other origin.
    expect(page.body).not.toMatch(/<script|<link|<img|\bsrc=|\bhref=|https?:\/\//i);
    expect(page.body.length).toBeLessThan(4000);
    // The security headers of every answer.
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");

    readiness.setPhase('seeding');
    expect((await get('/')).body).toContain('Preparing the demo catalogue…');
    const ja = await get('/admin', { 'accept-language': 'ja' });
    expect(ja.body).toContain('<html lang="ja" dir="ltr">');
    expect(ja.body).toContain('デモカタログを準備しています…');
    // The URL's language prefix wins, then the site's language cookie; Arabic reads right to left.
    const ar = await get('/ar/hotels', { 'accept-language': 'de' });
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain('جارٍ تجهيز الكتالوج التجريبي…');
    expect((await get('/', { cookie: 'x=1; rigrest_locale=pl', 'accept-language': 'de' })).body).toContain('<html lang="pl"');
    expect((await get('/sitemap.xml')).statusCode).toBe(503);
  });

  it('the job worker waits until the database is ready', () => {
    expect(app.worker).toBeNull();
  });

  it('once ready, everything answers as before', async () => {
    readiness.markReady();
    await readiness.whenReady;
    expect((await get('/api/ready')).json()).toEqual({ status: 'ready', database: 'ok' });
    const countries = await get('/api/countries');
    expect(countries.statusCode).toBe(200);
    expect(countries.headers['retry-after']).toBeUndefined();
    expect((await get('/api/nope')).statusCode).toBe(404);
    // The worker starts after one statement of its own (queueing the pending-booking check), not synchronously.
    await vi.waitFor(() => expect(app.worker).not.toBeNull(), { timeout: 10_000 });
  });
});

// PGlite shares the server's thread: the first-start seed gives the event loop a turn after each statement, so the
// "preparing" answers are not held until the seed ends.
describe.skipIf(dbKind === 'postgres')('statements on embedded PGlite during the first start', () => {
  const statementsBeforeATurn = async (db: Db) => {
    let done = 0;
    let seenAt = -1;
    setImmediate(() => (seenAt = done));
    for (let i = 0; i < 20; i++) {
      await sql`select ${i}::int`.execute(db);
      done += 1;
    }
    await new Promise((resolve) => setImmediate(resolve));
    return seenAt;
  };

  it('the database is made by its first statement, not by createDb: main.ts listens before that', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rigrest-lazy-'));
    const db = await createDb({ dataDir });
    try {
      expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(false);
      await sql`select 1`.execute(db);
      expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it('yieldAfterEachStatement lets other work run between statements', async () => {
    const db = await createDb({ memory: true });
    try {
      // Opening the database (on the first statement) takes turns of its own.
      await sql`select 1`.execute(db);
      // Without it the whole series runs before anything else gets a turn (requests included).
      expect(await statementsBeforeATurn(db)).toBe(20);
      expect(await statementsBeforeATurn(db.withPlugin(yieldAfterEachStatement))).toBeLessThanOrEqual(1);
    } finally {
      await db.destroy();
    }
  });
});
