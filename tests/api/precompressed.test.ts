import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { setupTestApp, siteDirectory, type TestContext } from './harness';

/** The build's .br / .gz files (vite.config.ts) are what the server sends, to clients that accept them. */
describe('precompressed assets', () => {
  let t: TestContext;
  let site: FastifyInstance;
  let siteFiles: ReturnType<typeof siteDirectory>;
  let siteDir: string;
  const script = `export const words = ${JSON.stringify('truck parking '.repeat(400))};\n`;

  beforeAll(async () => {
    t = await setupTestApp();
    siteFiles = siteDirectory();
    siteDir = siteFiles.dir;
    mkdirSync(path.join(siteDir, 'assets'));
    writeFileSync(path.join(siteDir, 'assets', 'app-abc123.js'), script);
    writeFileSync(path.join(siteDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(siteDir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
    site = await buildApp({ config: t.config, db: t.db, mailer: t.mail, serveSite: true });
    await site.ready();
  });
  afterAll(async () => {
    await site?.close();
    await t?.close();
    siteFiles?.remove();
  });

  it('sends the .br file to a browser that takes brotli, the .gz to one that takes gzip, the plain file otherwise', async () => {
    const br = await site.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(brotliCompressSync(script))).toBe(true);
    expect(br.headers['cache-control']).toContain('immutable');

    const gz = await site.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await site.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
