import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // Drivers' reports of tonight's truck parking (issue 15, item 2): one per booking night, live for 24 hours.
  await db.schema
    .createTable('parking_reports')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('hotel_id', 'bigint', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('booking_id', 'bigint', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('night', 'date', (c) => c.notNull())
    .addColumn('level', 'varchar(10)', (c) => c.notNull().check(sql`level in ('plenty', 'tight', 'full')`))
    .addColumn('note', 'varchar(200)')
    .addColumn('hidden_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('parking_reports_booking_night_key', ['booking_id', 'night'])
    .execute();
  // A hotel's reports newest first: its latest live one (result cards, the hotel page; hidden ones are rare and
  // skipped on the way) and staff's list of one hotel.
  await db.schema.createIndex('parking_reports_hotel_created_idx').on('parking_reports').columns(['hotel_id', 'created_at']).execute();
  // Staff's list of every report, newest first.
  await db.schema.createIndex('parking_reports_created_idx').on('parking_reports').column('created_at').execute();
  // A user's reports go with the account.
  await db.schema.createIndex('parking_reports_user_idx').on('parking_reports').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('parking_reports').ifExists().execute();
}
