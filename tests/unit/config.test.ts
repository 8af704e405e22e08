import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

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
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), TOKEN_SECRET: secret }).TOKEN_SECRET).toBe(secret);
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

  it('the first superuser\'s settings are checked', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, ADMIN_EMAIL: 'not-an-email' })).toThrow('ADMIN_EMAIL must be an email address');
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, ADMIN_PASSWORD: 'short' })).toThrow('ADMIN_PASSWORD must be at least 12 characters');
    expect(loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret, SEED_DEMO: 'maybe' })).toThrow('SEED_DEMO');
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), TOKEN_SECRET: secret, SEED_DEMO: 'true' })).toThrow('Demo data is refused in production');
  });
});
