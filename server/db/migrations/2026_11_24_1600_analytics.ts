import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // Searches counted per UTC day as they start: the searches themselves (lookups) are swept when they expire.
  await db.schema
    .createTable('search_days')
    .addColumn('day', 'date', (c) => c.primaryKey())
    .addColumn('searches', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into search_days (day, searches)
            select (created_at at time zone 'UTC')::date, count(*) from lookups where kind = 'search' group by 1`.execute(db);
  // The analytics report counts cancellations by the day they happened.
  await sql`create index bookings_cancelled_idx on bookings (cancelled_at) where cancelled_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists bookings_cancelled_idx`.execute(db);
  await db.schema.dropTable('search_days').ifExists().execute();
}
