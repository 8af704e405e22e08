import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from './index';

/** Every file of server/db/migrations, in name order: a new migration is one new file, and nothing to register. */
export const migrationFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Kysely's FileMigrationProvider, but importing from here: its own import() runs inside node_modules, where a
 * TypeScript file cannot be loaded (tsx and Vite only translate imports made by our code).
 */
const folderProvider: MigrationProvider = {
  async getMigrations() {
    const files = (await readdir(migrationFolder)).filter((f) => /\.(ts|js|mjs)$/.test(f) && !f.endsWith('.d.ts')).sort();
    const entries = await Promise.all(
      files.map(async (f) => [f.replace(/\.(ts|js|mjs)$/, ''), (await import(pathToFileURL(path.join(migrationFolder, f)).href)) as Migration] as const),
    );
    return Object.fromEntries(entries);
  },
};

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: folderProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  const failed = results?.find((r) => r.status === 'Error');
  if (failed) throw new Error(`Migration ${failed.migrationName} failed`);
  return (results ?? []).map((r) => r.migrationName);
}
