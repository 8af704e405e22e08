import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  const stamps = (t: any) =>
    t
      .addColumn('created_at', 'timestamptz', (c: any) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c: any) => c.notNull().defaultTo(sql`now()`));

  await stamps(
    db.schema
      .createTable('brands')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'varchar(150)', (c) => c.notNull())
      .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('chain_code', 'varchar(20)')
      .addColumn('logo', 'varchar(500)')
      .addColumn('description', 'text')
      .addColumn('website', 'varchar(500)')
      .addColumn('promotion_text', 'text')
      .addColumn('featured', 'boolean', (c) => c.notNull().defaultTo(false)),
  ).execute();
  await db.schema.createIndex('brands_name_idx').on('brands').column('name').execute();
  await db.schema.createIndex('brands_chain_code_idx').on('brands').column('chain_code').execute();

  await stamps(
    db.schema
      .createTable('amenities')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('icon', 'varchar(100)')
      .addColumn('featured', 'boolean', (c) => c.notNull().defaultTo(false)),
  ).execute();
  await db.schema.createIndex('amenities_featured_name_idx').on('amenities').columns(['featured', 'name']).execute();

  await stamps(
    db.schema
      .createTable('hotels')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
      .addColumn('hotel_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('brand_code', 'varchar(20)')
      .addColumn('chain_code', 'varchar(20)')
      .addColumn('brand_id', 'bigint', (c) => c.references('brands.id').onDelete('set null'))
      .addColumn('address', 'varchar(300)')
      .addColumn('city', 'varchar(100)')
      .addColumn('province', 'varchar(100)')
      .addColumn('country', 'varchar(100)')
      .addColumn('postal_code', 'varchar(20)')
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active').check(sql`status in ('active', 'inactive')`))
      .addColumn('available_on_derby', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('description', 'text')
      .addColumn('phone', 'varchar(40)')
      .addColumn('website', 'varchar(500)')
      .addColumn('show_contact_info', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('show_website_info', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('interstate_hwy', 'varchar(50)')
      .addColumn('latitude', 'double precision')
      .addColumn('longitude', 'double precision')
      .addColumn('commercial_parking_available', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('parking_description', 'text')
      .addColumn('parking_spaces', 'integer', (c) => c.check(sql`parking_spaces >= 0`))
      .addColumn('parking_fit', 'varchar(20)', (c) => c.notNull().defaultTo('unknown').check(sql`parking_fit in ('full_rig', 'bobtail_only', 'unknown')`))
      .addColumn('parking_max_length_ft', 'integer', (c) => c.check(sql`parking_max_length_ft > 0`))
      .addColumn('parking_fee', 'varchar(10)', (c) => c.notNull().defaultTo('free').check(sql`parking_fee in ('free', 'paid')`))
      .addColumn('parking_price_minor', 'integer', (c) => c.check(sql`parking_price_minor >= 0`))
      .addColumn('parking_currency', 'varchar(3)')
      .addColumn('parking_lit', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('parking_fenced', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('parking_camera', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo('USD'))
      .addColumn('ice_listing_id', 'varchar(50)', (c) => c.unique())
      .addColumn('derby_hotel_id', 'varchar(50)', (c) => c.unique())
      .addColumn('supplier_mapped_id', 'varchar(50)')
      .addColumn('supplier_hash', 'varchar(64)')
      .addColumn('supplier_synced_at', 'timestamptz')
      .addColumn('demo', 'boolean', (c) => c.notNull().defaultTo(false)),
  ).execute();
  for (const [name, cols] of [
    ['hotels_name_idx', ['hotel_name']],
    ['hotels_city_idx', ['city']],
    ['hotels_province_idx', ['province', 'hotel_name']],
    ['hotels_brand_idx', ['brand_id', 'hotel_name']],
    // Lists always end their order with id, so `ordering=status` reads this index in order.
    ['hotels_status_idx', ['status', 'id']],
    ['hotels_parking_idx', ['commercial_parking_available', 'hotel_name']],
    ['hotels_derby_idx', ['available_on_derby', 'hotel_name']],
    ['hotels_created_at_idx', ['created_at']],
    ['hotels_updated_at_idx', ['updated_at']],
  ] as const) {
    await db.schema.createIndex(name).on('hotels').columns([...cols]).execute();
  }
  await db.schema.createIndex('hotels_mapped_idx').on('hotels').column('supplier_mapped_id').execute();
  // Without fastupdate a new hotel is searchable by index at once; a pending list (which only VACUUM merges, and
  // embedded PGlite has no autovacuum) made the planner give up the index after a sync or a seed.
  await sql`create index hotels_search_trgm_idx on hotels using gin ((hotel_name || ' ' || coalesce(city, '')) gin_trgm_ops) with (fastupdate = off)`.execute(db);
  // Finding a free slug asks for `slug = x or slug like 'x-%'`: a prefix search, whatever the database collation.
  await sql`create index hotels_slug_prefix_idx on hotels (slug varchar_pattern_ops)`.execute(db);
  await sql`create index hotels_earth_idx on hotels using gist (ll_to_earth(latitude, longitude)) where latitude is not null and longitude is not null`.execute(db);

  await db.schema
    .createTable('hotel_amenities')
    .addColumn('hotel_id', 'bigint', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('amenity_id', 'bigint', (c) => c.notNull().references('amenities.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('hotel_amenities_pk', ['hotel_id', 'amenity_id'])
    .execute();
  await db.schema.createIndex('hotel_amenities_amenity_idx').on('hotel_amenities').columns(['amenity_id', 'hotel_id']).execute();

  await stamps(
    db.schema
      .createTable('rooms')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('hotel_id', 'bigint', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
      .addColumn('room_id', 'varchar(50)', (c) => c.notNull())
      .addColumn('name', 'varchar(150)', (c) => c.notNull())
      .addColumn('beds', 'varchar(100)')
      .addColumn('max_occupancy', 'integer', (c) => c.notNull().defaultTo(2).check(sql`max_occupancy between 1 and 20`))
      .addColumn('description', 'text')
      .addUniqueConstraint('rooms_hotel_room_key', ['hotel_id', 'room_id']),
  ).execute();

  // One row per room type and night: what can be sold, what is sold, and the price. The CHECK is the last
  // guard against overselling; bookings take nights with a conditional update.
  await db.schema
    .createTable('room_inventory')
    .addColumn('room_id', 'bigint', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('allotment', 'integer', (c) => c.notNull().check(sql`allotment >= 0`))
    .addColumn('booked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_minor', 'integer', (c) => c.notNull().check(sql`price_minor >= 0`))
    .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo('USD'))
    .addColumn('closed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('room_inventory_pk', ['room_id', 'date'])
    .addCheckConstraint('room_inventory_booked_range', sql`booked >= 0 and booked <= allotment`)
    .execute();

  await db.schema
    .createTable('hotel_pictures')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('hotel_id', 'bigint', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    // A room's pictures go back to the hotel's gallery when the room is deleted (their files stay in use).
    .addColumn('room_id', 'bigint', (c) => c.references('rooms.id').onDelete('set null'))
    .addColumn('url', 'varchar(1000)', (c) => c.notNull())
    .addColumn('caption', 'varchar(300)')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source', 'varchar(20)', (c) => c.notNull().defaultTo('upload').check(sql`source in ('upload', 'ice_portal', 'seed')`))
    .addColumn('supplier_ref', 'varchar(200)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('hotel_pictures_hotel_idx').on('hotel_pictures').columns(['hotel_id', 'position']).execute();
  await db.schema.createIndex('hotel_pictures_room_idx').on('hotel_pictures').column('room_id').execute();
  await sql`create unique index hotel_pictures_supplier_key on hotel_pictures (hotel_id, supplier_ref) where supplier_ref is not null`.execute(db);

  // Durable background jobs (supplier sync now; search and notification fan-out later). A worker claims a
  // row with FOR UPDATE SKIP LOCKED and holds a lease it renews; an expired lease lets another process resume.
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('queued').check(sql`status in ('queued', 'running', 'succeeded', 'failed')`))
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('state', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('result', 'jsonb')
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_by', 'varchar(100)')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('run_after', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index jobs_claim_idx on jobs (run_after, id) where status in ('queued', 'running')`.execute(db);
  await db.schema.createIndex('jobs_kind_created_idx').on('jobs').columns(['kind', 'created_at']).execute();
  // At most one live sync per supplier: pressing the button twice joins the running job.
  await sql`create unique index jobs_one_live_sync on jobs (kind) where status in ('queued', 'running') and kind like 'sync:%'`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
