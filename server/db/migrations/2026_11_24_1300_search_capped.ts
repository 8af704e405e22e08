import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // A search keeps the nearest N hotels: whether there were more, so "200" is never shown as the whole count.
  await db.schema.alterTable('lookups').addColumn('capped', 'boolean', (c) => c.notNull().defaultTo(sql`false`)).execute();
}

export async function down(): Promise<void> {}
