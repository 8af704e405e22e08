import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';

export type SiteServer = {
  baseUrl: string;
  /** Where the server writes its mail (.eml files; the bench sets no SMTP_URL). */
  outboxDir: string;
  stop(): Promise<void>;
};

/** A 256×256 light-grey PNG: what the map shows in place of real tiles, so nothing is fetched from the internet. */
function blankTile(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const size = 256;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc(size * (size + 1), 0xe5);
  for (let y = 0; y < size; y++) rows[y * (size + 1)] = 0; // filter byte of each row
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** Waits until the server is ready (it listens at once and answers 503 "preparing" while it seeds its catalogue). */
async function waitForReady(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering /api/ready`);
    try {
      const res = await fetch(`${baseUrl}/api/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server was not ready at ${baseUrl}/api/ready within ${timeoutMs / 1000} s`);
}

/**
 * The real server (server/main.ts, as `npm start` runs it) over the built site in `siteDir`, on a fresh PGlite data
 * dir with a small DEMO catalogue. Map tiles point at one blank tile in the site itself (same origin, so the CSP
 * allows it, and nothing leaves the machine).
 */
export async function startSite(opts: { root: string; siteDir: string; port: number; hotels: number }): Promise<SiteServer> {
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  mkdirSync(path.join(opts.siteDir, 'tiles'), { recursive: true });
  writeFileSync(path.join(opts.siteDir, 'tiles', 'blank.png'), blankTile());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rigrest-bench-site-data-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(opts.port),
    DATA_DIR: dataDir,
    SITE_DIR: opts.siteDir,
    LOG_LEVEL: 'warn',
    SEED_HOTELS: String(opts.hotels),
    SEED_DAYS: '60',
    MAP_TILE_URL: `${baseUrl}/tiles/blank.png?z={z}&x={x}&y={y}`,
    // The admin page is measured signed in as the DEMO admin, its emailed code read from the outbox.
    SEED_DEMO: 'true',
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(opts.root, 'server', 'main.ts')], { cwd: opts.root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The first start seeds the geography of three countries and the catalogue: about a minute here.
    await waitForReady(baseUrl, child, 240_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, outboxDir: path.join(dataDir, 'outbox'), stop };
}
