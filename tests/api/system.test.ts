import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { serverI18n } from '@server/lib/i18n';
import { PASSWORD, setupTestApp, type TestContext } from './harness';

describe('the server around the routes', () => {
  let t: TestContext;
  const extra: FastifyInstance[] = [];

  /** The same database behind an app with other settings. */
  const variant = async (env: Record<string, string>, opts: { logStream?: { write(line: string): void }; routes?(app: FastifyInstance): void } = {}) => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.config.DATA_DIR, TOKEN_SECRET: t.config.TOKEN_SECRET, LOG_LEVEL: 'silent', ...env });
    const app = await buildApp({ config, db: t.db, mailer: t.mail, logStream: opts.logStream });
    opts.routes?.(app);
    await app.ready();
    extra.push(app);
    return app;
  };

  beforeAll(async () => {
    t = await setupTestApp();
    await t.createUser({ email: 'driver@example.com', role: 'Trucker' });
  });
  afterAll(async () => {
    for (const app of extra) await app.close();
    await t.close();
  });

  it('GET /api/health answers ok with the version', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('the OpenAPI document lists every call of the spec', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    const expected: [string, string[]][] = [
      ['/api/login', ['post']],
      ['/api/logout', ['post']],
      ['/api/refresh', ['post']],
      ['/api/user', ['get', 'put']],
      ['/api/register', ['post']],
      ['/api/verify', ['post']],
      ['/api/resend', ['post']],
      ['/api/password/forgot', ['post']],
      ['/api/password/verify-pin', ['post']],
      ['/api/password/reset', ['post']],
      ['/api/change-password', ['post']],
      ['/api/admin/login', ['post']],
      ['/api/admin/verify', ['post']],
      ['/api/complete-profile', ['post']],
      ['/api/user/update-avatar', ['put']],
      ['/api/user/update-password', ['put']],
      ['/api/user/address', ['get', 'put']],
      ['/api/auth/countries', ['get']],
      ['/api/admin/search', ['get']],
      ['/api/admin/export/users', ['get']],
      ['/api/admin/users/{id}/update-avatar', ['put']],
      ['/api/admin/users/{id}/address', ['get', 'put']],
    ];
    for (const resource of ['permissions', 'roles', 'users', 'cities', 'states', 'countries']) {
      expected.push([`/api/admin/${resource}`, ['get', 'post']], [`/api/admin/${resource}/{id}`, ['get', 'put', 'patch', 'delete']]);
    }
    for (const [path, methods] of expected) {
      expect(doc.paths[path], path).toBeDefined();
      for (const m of methods) expect(doc.paths[path]![m], `${m} ${path}`).toBeDefined();
    }
    const listParams = (doc.paths['/api/admin/users']!.get as { parameters: { name: string }[] }).parameters.map((p) => p.name);
    expect(listParams).toEqual(expect.arrayContaining(['limit', 'page', 'ordering', 'search', 'role', 'dat', 'staff']));
    expect((await t.request({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('unknown API paths and methods answer the error shape', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not Found' });
    const method = await t.request({ method: 'PATCH', url: '/api/login', payload: {} });
    expect(method.statusCode).toBe(404);
  });

  it('sends helmet\'s security headers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('CORS: no cross-origin access by default; only allowlisted origins when set', async () => {
    const preflight = { method: 'OPTIONS' as const, url: '/api/login', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } };
    const closed = await t.request(preflight);
    expect(closed.headers['access-control-allow-origin']).toBeUndefined();

    const app = await variant({ CORS_ORIGINS: 'https://admin.rigrest.example, https://app.rigrest.example' });
    const evil = await app.inject(preflight);
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const good = await app.inject({ ...preflight, headers: { ...preflight.headers, origin: 'https://app.rigrest.example' } });
    expect(good.statusCode).toBeLessThan(300);
    expect(good.headers['access-control-allow-origin']).toBe('https://app.rigrest.example');
    const get = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://admin.rigrest.example' } });
    expect(get.headers['access-control-allow-origin']).toBe('https://admin.rigrest.example');
  });

  it('limits bodies (413) and answers bad JSON with 400, both in the error shape', async () => {
    const app = await variant({ BODY_LIMIT_BYTES: '2048', REQUEST_TIMEOUT_MS: '5000' });
    expect(app.initialConfig.bodyLimit).toBe(2048);
    expect(app.server.requestTimeout).toBe(5000);
    const big = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@example.com', password: 'x'.repeat(4000) } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ message: 'The request body is too large' });
    const bad = await t.request({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'The request body is not valid JSON' });
    const type = await t.request({ method: 'POST', url: '/api/login', headers: { 'content-type': 'text/xml' }, payload: '<x/>' });
    expect(type.statusCode).toBe(415);
    expect(type.json()).toMatchObject({ message: 'Unsupported Media Type' });
  });

  it('refuses NUL characters (which PostgreSQL text cannot hold) as bad input, not a 500', async () => {
    const auth = await t.login('driver@example.com', PASSWORD);
    const cases = [
      t.request({ method: 'GET', url: '/api/countries?search=a%00b' }),
      t.request({ method: 'GET', url: '/api/auth/countries?x=%00' }),
      t.request({ method: 'PUT', url: '/api/user', token: auth, payload: { first_name: 'a\u0000b', last_name: 'x' } }),
      t.request({ method: 'POST', url: '/api/login', payload: { email: 'driver@example.com', password: 'x\u0000' } }),
    ];
    const [search, unschemed, profile, login] = await Promise.all(cases);
    expect(search!.statusCode).toBe(400);
    expect(search!.json()).toEqual({ message: 'The given data was invalid', errors: { search: ['Search is invalid'] } });
    expect(unschemed!.statusCode).toBe(400);
    expect(profile!.json().errors).toEqual({ first_name: ['First name is invalid'] });
    expect(login!.statusCode).toBe(400);
  });

  it('a 500 answers a bare message, never the stack or the error text', async () => {
    const app = await variant({}, {
      routes: (a) =>
        a.get('/api/boom', { config: { access: { kind: 'public' } } }, async () => {
          throw new Error('connection string postgres://user:hunter2@db');
        }),
    });
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal Server Error' });
    expect(res.body).not.toContain('hunter2');
  });

  it('with gateway credentials set, API calls must carry them (health and docs excepted)', async () => {
    const app = await variant({ GATEWAY_CLIENT_ID: 'rigrest-web', GATEWAY_CLIENT_SECRET: 'gateway-secret-1' });
    const without = await app.inject({ method: 'GET', url: '/api/auth/countries' });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toEqual({ message: 'Unknown API client' });
    const wrong = await app.inject({ method: 'GET', url: '/api/auth/countries', headers: { 'client-id': 'rigrest-web', 'client-secret': 'nope' } });
    expect(wrong.statusCode).toBe(403);
    const right = await app.inject({ method: 'GET', url: '/api/auth/countries', headers: { 'client-id': 'rigrest-web', 'client-secret': 'gateway-secret-1' } });
    expect(right.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('logs requests without passwords, tokens or codes', async () => {
    const lines: string[] = [];
    const app = await variant({ LOG_LEVEL: 'trace' }, { logStream: { write: (line) => void lines.push(line) } });
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'driver@example.com', password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;
    await app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });
    await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'driver@example.com', password: 'Wrong-but-Secret-77' } });
    await app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: 'driver@example.com' } });
    await app.background.idle();
    const pin = t.mail.lastCode('driver@example.com');
    await app.inject({ method: 'POST', url: '/api/password/verify-pin', payload: { email: 'driver@example.com', pin } });
    // Whatever a handler or plugin logs, the known secret fields are censored.
    app.log.info({ req: { headers: { authorization: `Bearer ${token}` }, body: { email: 'driver@example.com', password: PASSWORD, pin } } }, 'debug dump');
    app.log.info({ body: { password: PASSWORD, password_confirmation: PASSWORD, current_password: PASSWORD, token } }, 'another dump');

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain('incoming request');
    expect(log).toContain('debug dump');
    expect(log).toContain('[redacted]');
    for (const secret of [PASSWORD, 'Wrong-but-Secret-77', token, pin]) expect(log).not.toContain(secret);
  });

  it('personal answers are never stored by a cache', async () => {
    const login = await t.request({ method: 'POST', url: '/api/login', payload: { email: 'driver@example.com', password: PASSWORD } });
    expect(login.headers['cache-control']).toBe('no-store');
    const auth = { authorization: `Bearer ${login.json().token}` };
    for (const url of ['/api/user', '/api/bookings', '/api/user/address']) {
      const res = await t.request({ method: 'GET', url, headers: auth });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const unauthorized = await t.request({ method: 'GET', url: '/api/user' });
    expect(unauthorized.headers['cache-control']).toBe('no-store');
  });

  it('the mail outbox logs where a mail is, never its code, subject or body', async () => {
    const lines: string[] = [];
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.config.DATA_DIR, TOKEN_SECRET: t.config.TOKEN_SECRET, LOG_LEVEL: 'trace' });
    const app = await buildApp({ config, db: t.db, logStream: { write: (line) => void lines.push(line) } });
    await app.ready();
    extra.push(app);
    await t.createUser({ email: 'outbox.staff@example.com', role: 'Admin' });
    const send = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api${url}`, payload });
    expect((await send('/admin/login', { email: 'outbox.staff@example.com', password: PASSWORD })).statusCode).toBe(200);
    await send('/password/forgot', { email: 'driver@example.com' });
    await send('/register', { first_name: 'Olly', last_name: 'Outbox', email: 'olly@example.com', password: PASSWORD, password_confirmation: PASSWORD });
    await app.background.idle();

    const files = readdirSync(config.outboxDir).map((f) => readFileSync(path.join(config.outboxDir, f), 'utf8'));
    const codes = files.flatMap((f) => [...f.matchAll(/: (\d{6})\b/g)].map((m) => m[1]));
    expect(codes.length).toBeGreaterThanOrEqual(3);
    const log = lines.join('');
    expect(log).toContain('mail written to outbox');
    for (const code of codes) expect(log).not.toContain(code);
    expect(log).not.toMatch(/sign-in code|reset PIN|verification code/i);
  });

  describe('messages in the caller\'s language', () => {
    const real: Record<string, unknown> = {};
    // Stand-in German bundles (whatever the translators wrote) show the mechanism, fallbacks included: the API's
    // texts in api.json, the validation rules (shared with the browser) in common.json.
    const standIn: Record<string, object> = {
      api: {
        errors: { invalidLogin: 'Die Kombination aus E-Mail und Passwort ist ungültig', invalidData: 'Die Angaben sind ungültig', notFound: 'Nicht gefunden' },
        fields: { email: 'E-Mail-Adresse' },
        messages: { pinSent: 'Falls die Adresse zu einem Konto gehört, ist eine Nachricht unterwegs.' },
      },
      common: { validation: { required: '{{field}} ist erforderlich', email: '{{field}} muss eine gültige E-Mail-Adresse sein' } },
    };
    beforeAll(() => {
      for (const [ns, bundle] of Object.entries(standIn)) {
        real[ns] = serverI18n.getResourceBundle('de', ns);
        serverI18n.removeResourceBundle('de', ns);
        serverI18n.addResourceBundle('de', ns, bundle, true, true);
      }
    });
    afterAll(() => {
      for (const ns of Object.keys(standIn)) {
        serverI18n.removeResourceBundle('de', ns);
        if (real[ns]) serverI18n.addResourceBundle('de', ns, real[ns], true, true);
      }
    });

    it('translates messages and field labels by Accept-Language, falling back to English', async () => {
      const de = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' };
      const login = await t.request({ method: 'POST', url: '/api/login', headers: de, payload: { email: 'driver@example.com', password: 'Wrong-Password-1' } });
      expect(login.json()).toEqual({
        message: 'Die Kombination aus E-Mail und Passwort ist ungültig',
        errors: { email: ['Die Kombination aus E-Mail und Passwort ist ungültig'] },
      });
      const invalid = await t.request({ method: 'POST', url: '/api/register', headers: de, payload: { email: 'nope' } });
      expect(invalid.json().message).toBe('Die Angaben sind ungültig');
      expect(invalid.json().errors).toMatchObject({
        email: ['E-Mail-Adresse muss eine gültige E-Mail-Adresse sein'],
        first_name: ['First name ist erforderlich'],
        password: ['Password ist erforderlich'],
      });
      const missing = await t.request({ method: 'GET', url: '/api/nope', headers: de });
      expect(missing.json()).toEqual({ message: 'Nicht gefunden' });
      const forgot = await t.request({ method: 'POST', url: '/api/password/forgot', headers: de, payload: { email: 'x@example.com' } });
      expect(forgot.json().message).toBe('Falls die Adresse zu einem Konto gehört, ist eine Nachricht unterwegs.');
      // Keys the German file lacks fall back to English.
      const short = await t.request({ method: 'POST', url: '/api/register', headers: de, payload: { first_name: 'A', last_name: 'B', email: 'a@example.com', password: 'short', password_confirmation: 'short' } });
      expect(short.json().errors.password).toEqual(['Password must be at least 8 characters']);
    });

    it('answers English for unknown or missing languages', async () => {
      for (const headers of [{}, { 'accept-language': 'xx-YY' }, { 'accept-language': '*' }]) {
        const res = await t.request({ method: 'POST', url: '/api/login', headers, payload: { email: 'driver@example.com', password: 'Wrong-Password-1' } });
        expect(res.json().message).toBe('The email / password combination is invalid');
      }
    });
  });
});
