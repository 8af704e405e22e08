import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // Searches per UTC day, added by the sweep that removes expired searches (lookups); the live ones are counted there.
  await db.schema
    .createTable('search_days')
    .addColumn('day', 'date', (c) => c.primaryKey())
    .addColumn('searches', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The analytics report counts cancellations by the day they happened.
  await sql`create index bookings_cancelled_idx on bookings (cancelled_at) where cancelled_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists bookings_cancelled_idx`.execute(db);
  await db.schema.dropTable('search_days').ifExists().execute();
}
