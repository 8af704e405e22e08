import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { inject } from 'vitest';
import pg from 'pg';
import { buildApp, type AppDeps } from '@server/app';
import { loadConfig, type Config } from '@server/config';
import { createDb, type Db } from '@server/db';
import { createUser } from '@server/db/seed/users';
import { hashPassword } from '@server/lib/passwords';
import type { Mail, Mailer } from '@server/mail/mailer';

export type TestMailer = Mailer & { sent: Mail[]; lastCode(to: string): string };

export function memoryMailer(): TestMailer {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
    lastCode(to) {
      const code = [...sent].reverse().flatMap((m) => (m.to === to ? [/\b(\d{6})\b/.exec(m.subject)?.[1]] : [])).find(Boolean);
      if (!code) throw new Error(`no code mailed to ${to}`);
      return code;
    },
  };
}

/** Which database the API tests run on: embedded PGlite, or PostgreSQL when TEST_DB=postgres. */
export const dbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

let snapshot: Promise<Blob> | undefined;

/**
 * A database of its own, migrated and seeded with permissions, roles and some geography (restored from the run's
 * snapshot: tests/api/globalSetup.ts), dropped by `drop`.
 */
export async function freshDatabase(): Promise<{ db: Db; drop(): Promise<void> }> {
  if (dbKind === 'pglite') {
    snapshot ??= readFile(inject('pgliteSnapshot')).then((buf) => new Blob([buf]));
    const db = await createDb({ memory: true, loadDataDir: await snapshot });
    return { db, drop: async () => db.destroy() };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `rigrest_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = await createDb({ url: url.toString() });
  return {
    db,
    drop: async () => {
      await db.destroy();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export type TestContext = {
  app: FastifyInstance;
  db: Db;
  mail: TestMailer;
  config: Config;
  close(): Promise<void>;
  /** Signs in on the storefront (one step: a driver's session, whatever the account's roles) and answers a bearer header. */
  login(email: string, password: string): Promise<Record<string, string>>;
  /** Signs in through the back office's two steps (password, then the mailed code): a staff session's bearer header. */
  staffLogin(email: string, password: string): Promise<Record<string, string>>;
  request(opts: InjectOptions & { token?: Record<string, string> }): Promise<LightMyRequestResponse>;
  /** Waits (up to `timeoutMs`) until no job of `kind` is queued or running: the worker has sent what it was given. */
  jobsDone(kind: string, timeoutMs?: number): Promise<void>;
  createUser(u: { email: string; password?: string; role?: string; is_superuser?: boolean; first_name?: string; last_name?: string }): Promise<number>;
  createRole(name: string, codenames: string[]): Promise<number>;
  /**
   * A user (with a role when given) and a session opened for it directly (no scrypt): a staff session for a superuser
   * or a role other than Trucker, a storefront one otherwise. Its id, email and bearer header.
   */
  signedIn(u: { email: string; role?: string; is_superuser?: boolean; first_name?: string; last_name?: string }): Promise<SignedIn>;
};

export type SignedIn = { id: number; email: string; auth: Record<string, string> };

export const PASSWORD = 'Correct-Horse-9';
let sharedHash: Promise<string> | undefined;

/** What a test may add to the app: supplier adapters and a job worker, Kysely plugins (to watch its queries), the sign-in slow-down's wait, a route listener, a log sink, more area folders. */
export type TestAppOptions = Pick<AppDeps, 'suppliers' | 'push' | 'runWorker' | 'jobPollMs' | 'authDelay' | 'onRoute' | 'logStream' | 'moduleDirs'> & { plugins?: KyselyPlugin[] };

export async function setupTestApp(env: Record<string, string> = {}, opts: TestAppOptions = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rigrest-test-'));
  // Auth limits are wide here so a file's many sign-ins from 127.0.0.1 do not trip them; rate-limit tests set their own.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '1000',
    BOOKING_RATE_LIMIT: '100000',
    ...env,
  });
  const { db, drop } = await freshDatabase();
  const mail = memoryMailer();
  const { plugins = [], ...deps } = opts;
  const appDb = plugins.reduce<Db>((d, plugin) => d.withPlugin(plugin), db);
  // A worker only where a test gives it something to run beside the booking mails (suppliers, push) or asks for one,
  // so a test that counts statements or reads the outbox sees no job it did not start.
  const app = await buildApp({ config, db: appDb, mailer: mail, ...deps, runWorker: deps.runWorker ?? Boolean(deps.suppliers || deps.push) });
  await app.ready();

  const ctx: TestContext = {
    app,
    db,
    mail,
    config,
    async close() {
      await app.close();
      await drop();
    },
    // Mails some answers leave to the background (sign-up, reset) are sent before the test reads the outbox.
    async request({ token, headers, ...opts }) {
      const res = await app.inject({ ...opts, headers: { ...headers, ...token } });
      await app.background.idle();
      return res;
    },
    async jobsDone(kind, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const live = await db.selectFrom('jobs').select('id').where('kind', '=', kind).where('status', 'in', ['queued', 'running']).limit(1).executeTakeFirst();
        if (!live) return;
        if (Date.now() > until) throw new Error(`jobs of kind ${kind} still queued or running after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    async signedIn(u) {
      const id = await ctx.createUser(u);
      const scope = u.is_superuser || (u.role && u.role !== 'Trucker') ? 'staff' : 'site';
      const { token } = await app.tokens.issue(id, { scope });
      return { id, email: u.email, auth: { authorization: `Bearer ${token}` } };
    },
    async login(email, password) {
      const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
      return { authorization: `Bearer ${res.json().token}` };
    },
    async staffLogin(email, password) {
      const first = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
      if (first.statusCode !== 200) throw new Error(`admin login failed for ${email}: ${first.statusCode} ${first.body}`);
      const res = await app.inject({ method: 'POST', url: '/api/admin/verify', payload: { email, code: mail.lastCode(email.toLowerCase()) } });
      if (res.statusCode !== 200) throw new Error(`admin verify failed for ${email}: ${res.statusCode} ${res.body}`);
      return { authorization: `Bearer ${res.json().token}` };
    },
    async createUser({ password, role, ...u }) {
      // scrypt is slow by design: the shared test password is hashed once per worker.
      if (password !== undefined && password !== PASSWORD) {
        return createUser(db, { first_name: 'Test', last_name: 'User', password, role, ...u });
      }
      sharedHash ??= hashPassword(PASSWORD);
      const row = await db
        .insertInto('users')
        .values({
          first_name: u.first_name ?? 'Test',
          last_name: u.last_name ?? 'User',
          email: u.email.toLowerCase(),
          is_superuser: u.is_superuser ?? false,
          password_hash: await sharedHash,
          phone: null,
          country_id: null,
          email_verified_at: new Date().toISOString(),
          avatar: null,
          last_login_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (role) {
        const r = await db.selectFrom('roles').select('id').where('name', '=', role).executeTakeFirstOrThrow();
        await db.insertInto('user_roles').values({ user_id: row.id, role_id: r.id }).execute();
      }
      return row.id;
    },
    async createRole(name, codenames) {
      const role = await db.insertInto('roles').values({ name, description: null }).returning('id').executeTakeFirstOrThrow();
      if (codenames.length) {
        const perms = await db.selectFrom('permissions').select('id').where('codename', 'in', codenames).execute();
        await db.insertInto('role_permissions').values(perms.map((p) => ({ role_id: role.id, permission_id: p.id }))).execute();
      }
      return role.id;
    },
  };
  return ctx;
}

/** A multipart/form-data body with one file, for inject(). */
export function multipart(file: { field?: string; filename: string; type: string; content: Buffer | string }) {
  const boundary = `----rigrest${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest valid PNG (1x1, transparent). */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A built site of our own for the apps that serve pages: a directory holding the repository's index.html (all the
 * server reads from a site, besides what a test writes there) set as SITE_DIR until `remove()`.
 */
export function siteDirectory(prefix = 'rigrest-site-'): { dir: string; remove(): void } {
  const previous = process.env.SITE_DIR;
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  copyFileSync(path.resolve('index.html'), path.join(dir, 'index.html'));
  process.env.SITE_DIR = dir;
  return {
    dir,
    remove: () => {
      if (previous === undefined) delete process.env.SITE_DIR;
      else process.env.SITE_DIR = previous;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An app serving the storefront's pages from a site of its own, beside `t`'s API on the same database (no second job worker). */
export async function siteApp(t: TestContext, deps: Partial<Omit<AppDeps, 'config' | 'db' | 'mailer' | 'serveSite'>> = {}): Promise<{ app: FastifyInstance; dir: string; close(): Promise<void> }> {
  const site = siteDirectory();
  const app = await buildApp({ config: t.config, db: t.db, mailer: t.mail, serveSite: true, runWorker: false, ...deps });
  await app.ready();
  return {
    app,
    dir: site.dir,
    close: async () => {
      await app.close();
      site.remove();
    },
  };
}
