import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync, symlinkSync, truncateSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, pgliteDirOf, pgliteSharedBuffersMb } from '@server/db';
import { autoSharedBuffersMb } from '@server/db/pgliteDefaults';

/** Creates an empty file and answers its path. */
const openClose = (file: string) => {
  closeSync(openSync(file, 'w'));
  return file;
};

/** Issue 11 item 6: the embedded database's memory is held down by its own settings, without losing PGlite's. */
describe('embedded database settings', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await openPglite({});
  });
  afterAll(async () => {
    await pglite.close();
  });

  const show = async (name: string) => (await pglite.query<Record<string, string>>(`show ${name}`)).rows[0]![name];

  it('keeps 32 MB of shared buffers, not the 128 MB initdb writes into postgresql.conf (resident from the start)', async () => {
    expect(await show('shared_buffers')).toBe('32MB');
  });

  it('takes another size when asked (PGLITE_SHARED_BUFFERS_MB, for a big catalogue)', async () => {
    const bigger = await openPglite({}, { sharedBuffersMb: 48 });
    try {
      expect((await bigger.query<{ shared_buffers: string }>('show shared_buffers')).rows[0]!.shared_buffers).toBe('48MB');
    } finally {
      await bigger.close();
    }
  });

  it('sizes the cache by the database it opens: a quarter of its tables and indexes, from 32 to 128 MB', () => {
    const mb = 1024 * 1024;
    expect(autoSharedBuffersMb(0)).toBe(32);
    expect(autoSharedBuffersMb(40 * mb)).toBe(32);
    expect(autoSharedBuffersMb(300 * mb)).toBe(75);
    expect(autoSharedBuffersMb(734 * mb)).toBe(128);
    expect(autoSharedBuffersMb(20_000 * mb)).toBe(128);
  });

  it("measures the database's files in its data directory, and a size asked for wins", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rigrest-buffers-'));
    try {
      expect(pgliteSharedBuffersMb(dataDir)).toBe(32);
      expect(pgliteSharedBuffersMb(undefined)).toBe(32);
      // Sparse files: their length counts, no disk is used.
      const base = path.join(pgliteDirOf(dataDir), 'base', '5');
      mkdirSync(base, { recursive: true });
      truncateSync(openClose(path.join(base, '16384')), 300 * 1024 * 1024);
      truncateSync(openClose(path.join(base, '16385')), 100 * 1024 * 1024);
      // Outside `base` (the write-ahead log): not the tables and indexes a search reads.
      mkdirSync(path.join(pgliteDirOf(dataDir), 'pg_wal'), { recursive: true });
      truncateSync(openClose(path.join(pgliteDirOf(dataDir), 'pg_wal', '000000010000000000000001')), 1024 * 1024 * 1024);
      expect(pgliteSharedBuffersMb(dataDir)).toBe(100);
      expect(pgliteSharedBuffersMb(dataDir, 48)).toBe(48);
      // A directory linked in is counted (once, even when linked twice); a link to nothing counts as nothing.
      const elsewhere = path.join(dataDir, 'other-disk');
      mkdirSync(elsewhere);
      truncateSync(openClose(path.join(elsewhere, '16390')), 100 * 1024 * 1024);
      symlinkSync(elsewhere, path.join(base, 'moved'));
      symlinkSync(elsewhere, path.join(base, 'moved-again'));
      symlinkSync(path.join(dataDir, 'nowhere'), path.join(base, 'dangling'));
      expect(pgliteSharedBuffersMb(dataDir)).toBe(125);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('opens a database with the size its files ask for', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rigrest-buffers-'));
    try {
      await (await openPglite({ dataDir })).close();
      // A big catalogue's tables, as far as the sizing sees them: a file the database does not know is left alone.
      const [db] = readdirSync(path.join(pgliteDirOf(dataDir), 'base')).filter((d) => d !== '1');
      truncateSync(openClose(path.join(pgliteDirOf(dataDir), 'base', db!, '999999')), 400 * 1024 * 1024);
      const expected = pgliteSharedBuffersMb(dataDir);
      expect(expected).toBeGreaterThan(100);
      const big = await openPglite({ dataDir });
      try {
        expect((await big.query<{ shared_buffers: string }>('show shared_buffers')).rows[0]!.shared_buffers).toBe(`${expected}MB`);
      } finally {
        await big.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("still starts with PGlite's own settings (search path, no parallel workers)", async () => {
    expect(await show('search_path')).toBe('public');
    expect(await show('max_parallel_workers_per_gather')).toBe('0');
  });
});
