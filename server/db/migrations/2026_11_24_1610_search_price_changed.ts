import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // A live check on the hotel's page found the shown price gone (another price, or sold out): the result says so.
  await db.schema.alterTable('search_results').addColumn('price_changed', 'boolean', (c) => c.notNull().defaultTo(sql`false`)).execute();
}

export async function down(): Promise<void> {}
