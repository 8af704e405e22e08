import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bookings')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('confirmation_code', 'varchar(12)', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('hotel_id', 'bigint', (c) => c.notNull().references('hotels.id').onDelete('restrict'))
    .addColumn('room_id', 'bigint', (c) => c.notNull().references('rooms.id').onDelete('restrict'))
    .addColumn('checkin_date', 'date', (c) => c.notNull())
    .addColumn('checkout_date', 'date', (c) => c.notNull())
    .addColumn('nights', 'integer', (c) => c.notNull())
    .addColumn('rooms', 'integer', (c) => c.notNull())
    .addColumn('adults', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().check(sql`status in ('pending', 'confirmed', 'cancelled', 'failed')`))
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('total_minor', 'integer', (c) => c.notNull())
    .addColumn('nightly', 'jsonb', (c) => c.notNull())
    .addColumn('guest', 'jsonb', (c) => c.notNull())
    .addColumn('truck', 'jsonb', (c) => c.notNull())
    .addColumn('special_requests', 'text')
    /** The driver's language when booking: later mails (supplier confirmation, cancellation) speak it. */
    .addColumn('locale', 'varchar(5)', (c) => c.notNull().defaultTo('en'))
    .addColumn('cancel_policy', 'jsonb')
    .addColumn('supplier', 'varchar(20)', (c) => c.notNull().check(sql`supplier in ('local', 'derbysoft')`))
    .addColumn('rate_id', 'varchar(100)')
    .addColumn('supplier_res_id', 'varchar(100)')
    .addColumn('derby_res_id', 'varchar(100)')
    .addColumn('failure_reason', 'text')
    .addColumn('idempotency_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('failed_at', 'timestamptz')
    .addCheckConstraint('bookings_stay', sql`checkout_date > checkin_date and nights > 0 and rooms > 0`)
    .execute();
  // An Idempotency-Key belongs to its user: the same key from another driver is another booking.
  await sql`create unique index bookings_idempotency_key on bookings (user_id, idempotency_key)`.execute(db);
  await db.schema.createIndex('bookings_user_checkin_idx').on('bookings').columns(['user_id', 'checkin_date', 'id']).execute();
  await db.schema.createIndex('bookings_hotel_checkin_idx').on('bookings').columns(['hotel_id', 'checkin_date']).execute();
  await db.schema.createIndex('bookings_room_idx').on('bookings').column('room_id').execute();
  await db.schema.createIndex('bookings_status_created_idx').on('bookings').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('bookings_checkin_idx').on('bookings').columns(['checkin_date', 'id']).execute();
  await db.schema.createIndex('bookings_created_idx').on('bookings').columns(['created_at', 'id']).execute();
  await sql`create index bookings_guest_trgm_idx on bookings using gin (((guest->>'first_name') || ' ' || (guest->>'last_name') || ' ' || (guest->>'email') || ' ' || confirmation_code) gin_trgm_ops) with (fastupdate = off)`.execute(db);

  /** Every status change of a booking, with who made it. */
  await db.schema
    .createTable('booking_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('booking_id', 'bigint', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('actor_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('booking_events_booking_idx').on('booking_events').columns(['booking_id', 'id']).execute();

  /** In-app notifications of a user (spec: data.title, data.description, created_at; read when the bell opens). */
  await db.schema
    .createTable('user_notifications')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('user_notifications_user_idx').on('user_notifications').columns(['user_id', 'created_at']).execute();
  await sql`create index user_notifications_unread_idx on user_notifications (user_id) where read_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['user_notifications', 'booking_events', 'bookings']) await db.schema.dropTable(t).ifExists().execute();
}
