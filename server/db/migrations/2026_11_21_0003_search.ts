import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  /**
   * A hotel search or a room live check, posted once and read by token while its work runs (spec section 4).
   * The row is the durable job: the process that took the request works on it and holds a lease; any process
   * that finds the lease lapsed (its worker died) takes the work over.
   */
  await db.schema
    .createTable('lookups')
    .addColumn('token', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull().check(sql`kind in ('search', 'live_check')`))
    .addColumn('params', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('running').check(sql`status in ('running', 'complete', 'failed')`))
    .addColumn('place', 'jsonb')
    .addColumn('result', 'jsonb')
    .addColumn('error', 'text')
    .addColumn('hotel_id', 'bigint', (c) => c.references('hotels.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('session_id', 'varchar(100)')
    .addColumn('session_time', 'varchar(50)')
    .addColumn('locked_by', 'varchar(100)')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lookups_expires_idx').on('lookups').column('expires_at').execute();
  await db.schema.createIndex('lookups_hotel_idx').on('lookups').column('hotel_id').execute();
  await db.schema.createIndex('lookups_user_idx').on('lookups').column('user_id').execute();

  /** A search's hotels with their distance and live rate; paged and sorted per request. */
  await db.schema
    .createTable('search_results')
    .addColumn('token', 'varchar(64)', (c) => c.notNull().references('lookups.token').onDelete('cascade'))
    .addColumn('hotel_id', 'bigint', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('distance_m', 'integer')
    .addColumn('rate_status', 'varchar(12)', (c) => c.notNull().check(sql`rate_status in ('available', 'sold_out', 'unavailable', 'pending')`))
    .addColumn('nightly_minor', 'integer')
    .addColumn('currency', 'varchar(3)')
    .addColumn('nightly_usd_cents', 'integer')
    .addPrimaryKeyConstraint('search_results_pk', ['token', 'hotel_id'])
    .execute();
  await db.schema.createIndex('search_results_distance_idx').on('search_results').columns(['token', 'distance_m', 'hotel_id']).execute();
  await db.schema.createIndex('search_results_price_idx').on('search_results').columns(['token', 'nightly_usd_cents', 'hotel_id']).execute();
  await db.schema.createIndex('search_results_hotel_idx').on('search_results').column('hotel_id').execute();

  // Geocoding: a city typed in any case, a country by name, a postal code from the hotels that have it.
  await sql`create index cities_lower_name_idx on cities (lower(name))`.execute(db);
  await sql`create index states_lower_name_idx on states (lower(name))`.execute(db);
  await sql`create index states_code_idx on states (upper(code))`.execute(db);
  await sql`create index countries_lower_name_idx on countries (lower(name))`.execute(db);
  await db.schema.createIndex('hotels_postal_code_idx').on('hotels').column('postal_code').execute();
  await db.schema.createIndex('hotels_country_idx').on('hotels').columns(['country', 'hotel_name']).execute();

  /** Settings staff keep (display-currency conversion rates, …): one JSON value per key. */
  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['search_results', 'lookups', 'settings']) await db.schema.dropTable(t).ifExists().execute();
}
