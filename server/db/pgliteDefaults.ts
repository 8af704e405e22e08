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

/** Bytes of the files under `dir` (0 when it does not exist): a PGlite data directory's `base`, its tables and indexes. */
export function directoryBytes(dir: string): number {
  let total = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) total += directoryBytes(p);
    else if (entry.isFile()) total += statSync(p).size;
  }
  return total;
}
