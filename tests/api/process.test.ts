import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDb } from '@server/db';
import { migrateToLatest } from '@server/db/migrate';
import { seedAccessControl } from '@server/db/seed/base';
import { seedGeography } from '@server/db/seed/geography';
import { dbKind } from './harness';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs `node --import tsx server/main.ts` with the given environment, collecting its output. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    // A small DEMO catalogue and no supplier latency keep the first start short.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', SEED_HOTELS: '10', SEED_DAYS: '2', SUPPLIER_SIM_LATENCY: 'none', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (text: string, ms: number) => {
    const until = Date.now() + ms;
    while (!output.includes(text)) {
      if (Date.now() > until || child.exitCode !== null) throw new Error(`"${text}" did not appear:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return { child, exited, waitFor, output: () => output };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

// Runs once, with the embedded database; the PostgreSQL project has nothing to add here.
describe.skipIf(dbKind === 'postgres')('server/main.ts as a process', () => {
  it('a bad setting stops start-up with a clear message and exit code 1', async () => {
    const run = start({ PORT: 'eighty', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'rigrest-main-')) });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Invalid configuration:\n  PORT: PORT must be a whole number from 0 to 65535');
    expect(run.output()).not.toMatch(/\n\s+at /);
  });

  it('demo data in production is refused at start', async () => {
    const run = start({ NODE_ENV: 'production', SEED_DEMO: 'true', TOKEN_SECRET: 'p'.repeat(40), DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'rigrest-main-')) });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Demo data is refused in production');
  });

  it('serves, then on SIGTERM finishes and closes the database cleanly', async () => {
    // A data dir prepared with the trimmed test geography, so start-up skips the full seed.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rigrest-main-'));
    const db = await createDb({ dataDir });
    await migrateToLatest(db);
    await seedAccessControl(db);
    await seedGeography(db, { countries: ['CA'], citiesPerState: 1 });
    await db.destroy();

    const port = await freePort();
    const run = start({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SITE_DIR: dataDir });
    await run.waitFor('RigRest is running', 90_000);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('shutting down');

    // The embedded database opens again after the shutdown, with the demo accounts it made.
    const again = await createDb({ dataDir });
    const users = await again.selectFrom('users').select('email').orderBy('email').execute();
    await again.destroy();
    expect(users.map((u) => u.email)).toEqual(['admin@rigrest.demo', 'trucker@rigrest.demo']);
  }, 180_000);
});
