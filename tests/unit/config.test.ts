import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@server/config';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'rigrest-config-'));
const secret = 's'.repeat(40);

describe('configuration checked at start', () => {
  it('has working defaults outside production', () => {
    const dir = dataDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({ NODE_ENV: 'development', PORT: 3000, TOKEN_TTL_SECONDS: 7_776_000, corsOrigins: [], AUTH_RATE_LIMIT: 10 });
    expect(c.uploadDir).toBe(path.join(dir, 'uploads'));
    expect(c.outboxDir).toBe(path.join(dir, 'outbox'));
    // A development secret is made once and kept beside the data.
    expect(c.TOKEN_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, '.token-secret'), 'utf8')).toBe(c.TOKEN_SECRET);
    expect(loadConfig({ DATA_DIR: dir }).TOKEN_SECRET).toBe(c.TOKEN_SECRET);
  });

  it('a bad PORT stops start-up with a message naming it', () => {
    for (const PORT of ['abc', '70000', '-1', '80.5']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), PORT })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir(), PORT })).toThrow('Invalid configuration:\n  PORT: PORT must be a whole number from 0 to 65535');
    }
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '8080' }).PORT).toBe(8080);
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '' }).PORT).toBe(3000);
  });

  it('lists every problem, one per line', () => {
    try {
      loadConfig({ DATA_DIR: dataDir(), PORT: 'x', DATABASE_URL: 'mysql://db', TOKEN_SECRET: 'short', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (err) {
      const lines = (err as Error).message.split('\n');
      expect(lines[0]).toBe('Invalid configuration:');
      expect(lines.slice(1).map((l) => l.trim().split(':')[0]).sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT', 'TOKEN_SECRET']);
      expect((err as Error).message).toContain('DATABASE_URL must be a postgres:// URL');
      expect((err as Error).message).toContain('TOKEN_SECRET must be at least 32 characters');
    }
  });

  it('production needs its own TOKEN_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow('TOKEN_SECRET: required in production');
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), TOKEN_SECRET: secret, PUBLIC_URL: 'https://rigrest.example' }).TOKEN_SECRET).toBe(secret);
  });

  it('PUBLIC_URL is the site\'s origin, required in production; elsewhere links point at localhost', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), TOKEN_SECRET: secret })).toThrow('PUBLIC_URL: required in production');
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), TOKEN_SECRET: secret, PUBLIC_URL: 'https://rigrest.example/' }).publicOrigin).toBe('https://rigrest.example');
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, PUBLIC_URL: 'https://rigrest.example/path' })).toThrow('PUBLIC_URL must be the site\'s origin');
    expect(loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, PORT: '4100' }).publicOrigin).toBe('http://localhost:4100');
  });

  it('caps the token lifetime at 90 days', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, TOKEN_TTL_SECONDS: '7776001' })).toThrow('TOKEN_TTL_SECONDS');
    expect(loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, TOKEN_TTL_SECONDS: '3600' }).TOKEN_TTL_SECONDS).toBe(3600);
  });

  it('CORS_ORIGINS is a list of origins', () => {
    const c = loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, CORS_ORIGINS: 'https://a.example, http://localhost:5173' });
    expect(c.corsOrigins).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, CORS_ORIGINS: '*' })).toThrow('CORS_ORIGINS must be a comma-separated list of origins');
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, CORS_ORIGINS: 'https://a.example/path' })).toThrow('CORS_ORIGINS');
  });

  it('the sync guard is a share from 0 to 1, 20 % unless set', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret }).SYNC_MAX_DEACTIVATE_SHARE).toBe(0.2);
    expect(loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, SYNC_MAX_DEACTIVATE_SHARE: '0.5' }).SYNC_MAX_DEACTIVATE_SHARE).toBe(0.5);
    expect(loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, SYNC_MAX_DEACTIVATE_SHARE: '0' }).SYNC_MAX_DEACTIVATE_SHARE).toBe(0);
    for (const bad of ['20%', '1.5', '-0.1', 'half']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, SYNC_MAX_DEACTIVATE_SHARE: bad })).toThrow(
        'SYNC_MAX_DEACTIVATE_SHARE: SYNC_MAX_DEACTIVATE_SHARE must be a number from 0 to 1 (a share: 0.2 means 20 %)',
      );
    }
  });

  it('a booking waits on the supplier 15 s unless set, from 1 s to 2 min', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret }).BOOKING_SUPPLIER_DEADLINE_MS).toBe(15_000);
    expect(loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, BOOKING_SUPPLIER_DEADLINE_MS: '2000' }).BOOKING_SUPPLIER_DEADLINE_MS).toBe(2000);
    for (const bad of ['500', '200000', 'soon']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, BOOKING_SUPPLIER_DEADLINE_MS: bad })).toThrow('BOOKING_SUPPLIER_DEADLINE_MS must be a whole number from 1000 to 120000');
    }
  });

  it('the first superuser\'s settings are checked', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, ADMIN_EMAIL: 'not-an-email' })).toThrow('ADMIN_EMAIL must be an email address');
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, ADMIN_PASSWORD: 'short' })).toThrow('ADMIN_PASSWORD must be at least 12 characters');
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, ADMIN_PASSWORD: 'Password1234' })).toThrow('ADMIN_PASSWORD is too common');
    expect(loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, SEED_DEMO: 'maybe' })).toThrow('SEED_DEMO');
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), TOKEN_SECRET: secret, SEED_DEMO: 'true' })).toThrow('Demo data is refused in production');
  });

  it('database limits have defaults, ranges with clear messages, and jobs never get less time than requests', () => {
    const c = loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret });
    expect(c).toMatchObject({ DB_CONNECT_TIMEOUT_MS: 5000, DB_STATEMENT_TIMEOUT_MS: 5000, DB_JOB_STATEMENT_TIMEOUT_MS: 600_000, DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: 60_000, DB_READY_TIMEOUT_MS: 2000 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, DB_CONNECT_TIMEOUT_MS: '0' })).toThrow('DB_CONNECT_TIMEOUT_MS: DB_CONNECT_TIMEOUT_MS must be a whole number from 100 to 120000');
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, DB_STATEMENT_TIMEOUT_MS: '5s' })).toThrow('DB_STATEMENT_TIMEOUT_MS must be a whole number from 0 to 3600000');
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, DB_READY_TIMEOUT_MS: '50' })).toThrow('DB_READY_TIMEOUT_MS must be a whole number from 100 to 60000');
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, CAPTCHA_COST: '10' })).toThrow('CAPTCHA_COST must be a whole number from 100 to 10000000');
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, ADVERTISE_RATE_LIMIT: 'many' })).toThrow('ADVERTISE_RATE_LIMIT must be a whole number');
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '-1' })).toThrow('DB_IDLE_IN_TRANSACTION_TIMEOUT_MS');
    // PGlite's page cache: sized by its database unless a size is given.
    expect(c.PGLITE_SHARED_BUFFERS_MB).toBe('auto');
    expect(loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, PGLITE_SHARED_BUFFERS_MB: '' }).PGLITE_SHARED_BUFFERS_MB).toBe('auto');
    expect(loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, PGLITE_SHARED_BUFFERS_MB: 'auto' }).PGLITE_SHARED_BUFFERS_MB).toBe('auto');
    expect(loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, PGLITE_SHARED_BUFFERS_MB: '64' }).PGLITE_SHARED_BUFFERS_MB).toBe(64);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, PGLITE_SHARED_BUFFERS_MB: '15' })).toThrow('PGLITE_SHARED_BUFFERS_MB must be a whole number from 16 to 4096');
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, PGLITE_SHARED_BUFFERS_MB: 'lots' })).toThrow('PGLITE_SHARED_BUFFERS_MB must be auto or a whole number from 16 to 4096');
    // 0 is "no limit".
    expect(loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, DB_STATEMENT_TIMEOUT_MS: '0', DB_JOB_STATEMENT_TIMEOUT_MS: '0' })).toMatchObject({ DB_STATEMENT_TIMEOUT_MS: 0, DB_JOB_STATEMENT_TIMEOUT_MS: 0 });
    expect(loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, DB_STATEMENT_TIMEOUT_MS: '8000', DB_JOB_STATEMENT_TIMEOUT_MS: '8000' }).DB_JOB_STATEMENT_TIMEOUT_MS).toBe(8000);
    const shorter = 'DB_JOB_STATEMENT_TIMEOUT_MS: must be 0 (no limit) or at least DB_STATEMENT_TIMEOUT_MS';
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, DB_STATEMENT_TIMEOUT_MS: '8000', DB_JOB_STATEMENT_TIMEOUT_MS: '7000' })).toThrow(`${shorter} (8000)`);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, DB_STATEMENT_TIMEOUT_MS: '0', DB_JOB_STATEMENT_TIMEOUT_MS: '7000' })).toThrow(`${shorter} (no limit)`);
  });
});

describe('TRUST_PROXY: the proxies whose X-Forwarded-For is believed', () => {
  const load = (TRUST_PROXY?: string) => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }) });

  it('trusts nobody by default, in production too', () => {
    expect(load().trustProxy).toEqual([]);
    expect(load('').trustProxy).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), TOKEN_SECRET: secret, PUBLIC_URL: 'https://rigrest.example' }).trustProxy).toEqual([]);
  });

  it('takes IPv4 and IPv6 addresses and CIDR ranges, comma-separated', () => {
    expect(load(' 10.0.0.5, 10.1.0.0/16,::1 , fd00::/8,192.168.1.0/24').trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8', '192.168.1.0/24']);
    expect(load('loopback').trustProxy).toEqual(['loopback']);
  });

  it('refuses what is not an address or a range, naming the entry', () => {
    for (const bad of ['proxy.internal', '10.0.0.0/33', 'fd00::/129', '10.0.0.1/8/2', '300.1.1.1', '10.0.0.0/-1', '10.0.0.0/']) {
      expect(() => load(bad)).toThrow(ConfigError);
      expect(() => load(bad)).toThrow(`TRUST_PROXY: '${bad}' is not an IP address or CIDR range`);
    }
  });

  it('refuses "trust everyone" and hop counts, which a client reaching the server directly could forge', () => {
    for (const bad of ['true', '*', '1', '2']) {
      expect(() => load(bad)).toThrow(/TRUST_PROXY: .*addresses of the proxies/);
    }
  });
});

describe('REDIS_URL and the sign-in slow-down settings', () => {
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, ...env });

  it('REDIS_URL is optional and must be a redis:// or rediss:// URL', () => {
    expect(load({}).REDIS_URL).toBeUndefined();
    expect(load({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).REDIS_URL).toBe('redis://127.0.0.1:6379/2');
    expect(load({ REDIS_URL: 'rediss://user:pw@cache.example.com:6380' }).REDIS_URL).toBe('rediss://user:pw@cache.example.com:6380');
    for (const REDIS_URL of ['127.0.0.1:6379', 'http://cache:6379', 'redis://']) {
      expect(() => load({ REDIS_URL })).toThrow('REDIS_URL: REDIS_URL must be a redis:// or rediss:// URL');
    }
  });

  it('REDIS_KEY_PREFIX keeps to letters, digits and : . _ -', () => {
    expect(load({}).REDIS_KEY_PREFIX).toBe('rigrest:');
    expect(load({ REDIS_KEY_PREFIX: 'staging:rigrest:' }).REDIS_KEY_PREFIX).toBe('staging:rigrest:');
    expect(() => load({ REDIS_KEY_PREFIX: 'has space' })).toThrow('REDIS_KEY_PREFIX');
  });

  it('the slow-down has defaults and a cap that is not below its first step', () => {
    expect(load({})).toMatchObject({ AUTH_SLOWDOWN_AFTER: 10, AUTH_SLOWDOWN_BASE_MS: 250, AUTH_SLOWDOWN_MAX_MS: 5000 });
    expect(() => load({ AUTH_SLOWDOWN_BASE_MS: '2000', AUTH_SLOWDOWN_MAX_MS: '1000' })).toThrow('AUTH_SLOWDOWN_MAX_MS must not be below AUTH_SLOWDOWN_BASE_MS');
    expect(() => load({ AUTH_SLOWDOWN_MAX_MS: '120000' })).toThrow('AUTH_SLOWDOWN_MAX_MS must be a whole number from 1 to 60000');
  });
});
