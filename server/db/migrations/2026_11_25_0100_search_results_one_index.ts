import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // A search writes up to 200 result rows and reads them back only by its token (its primary key's first column):
  // a page sorts at most 200 rows in memory, which costs less than keeping two more indexes on every row written —
  // 400 index entries per search, on the write every search pays.
  await sql`drop index if exists search_results_distance_idx`.execute(db);
  await sql`drop index if exists search_results_price_idx`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
