import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // The search box suggests "I-40": typed text that names no place also finds the hotels on that highway (their
  // interstate_hwy, "I-40 Exit 143"), read by a trigram index of its own beside the names' one.
  await sql`create index hotels_highway_trgm_idx on hotels using gin (interstate_hwy gin_trgm_ops) with (fastupdate = off)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
