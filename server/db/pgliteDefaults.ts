import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** PGlite's shared_buffers, MB, for a small database, and the least the automatic size gives (see openPglite in ./index.ts). */
export const PGLITE_SHARED_BUFFERS_MB = 32;
/** The most the automatic size gives: the server with the 100,000-hotel catalogue stays within 600 MB resident. */
export const PGLITE_SHARED_BUFFERS_AUTO_MAX_MB = 128;

/**
 * shared_buffers for a database of `databaseBytes` (its tables and indexes): a quarter of it, from 32 to 128 MB. A
 * search reads a part of the catalogue that grows with it; pages the cache does not hold are read back through a
 * JavaScript file call each, and the cache is resident from the start whatever is in it.
 */
export function autoSharedBuffersMb(databaseBytes: number): number {
  const quarterMb = Math.ceil(databaseBytes / 4 / 1024 / 1024);
  return Math.min(PGLITE_SHARED_BUFFERS_AUTO_MAX_MB, Math.max(PGLITE_SHARED_BUFFERS_MB, quarterMb));
}

/**
 * Bytes of the files under `dir` (0 when it does not exist): a PGlite data directory's `base`, its tables and indexes.
 * Links are followed (a database moved to another disk), each directory counted once; an entry that cannot be read
 * (gone meanwhile, no permission) counts as nothing: this only sizes a cache, it must not stop a start.
 */
export function directoryBytes(dir: string, seen = new Set<string>()): number {
  let total = 0;
  let names: string[];
  try {
    const st = statSync(dir);
    const id = `${st.dev}:${st.ino}`;
    if (!st.isDirectory() || seen.has(id)) return 0;
    seen.add(id);
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  for (const name of names) {
    const p = path.join(dir, name);
    try {
      const st = statSync(p);
      if (st.isDirectory()) total += directoryBytes(p, seen);
      else if (st.isFile()) total += st.size;
    } catch {
      // Gone or unreadable: not counted.
    }
  }
  return total;
}

/** A size in MB, or 'auto': sized by the database found in the data directory when it opens (autoSharedBuffersMb). */
export type SharedBuffersSetting = number | 'auto';

/** Where the embedded database of a data directory (DATA_DIR) keeps its files. */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * The shared_buffers the embedded database of `dataDir` opens with: the size asked for, or with 'auto' a quarter of its
 * tables and indexes, from 32 to 128 MB (a new or in-memory database: 32 MB). A database seeded on its first start is
 * sized on the next one.
 */
export function pgliteSharedBuffersMb(dataDir: string | undefined, setting: SharedBuffersSetting = 'auto'): number {
  if (setting !== 'auto') return setting;
  return dataDir ? autoSharedBuffersMb(directoryBytes(path.join(pgliteDirOf(dataDir), 'base'))) : PGLITE_SHARED_BUFFERS_MB;
}
