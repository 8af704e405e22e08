import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // Searches and live checks are scratch: they expire within the hour, and a lookup the server no longer has is
  // simply searched again by the storefront. Unlogged, their writes skip the write-ahead log, so a search's two
  // writes (the lookup, then its results) no longer each wait for the disk to flush (about 5 ms here) and write no
  // WAL for 200 result rows. After a PostgreSQL crash these two tables come back empty, nothing else is touched.
  await sql`alter table search_results set unlogged`.execute(db);
  await sql`alter table lookups set unlogged`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
