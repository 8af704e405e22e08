import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // The room code a content supplier gives a room type (ICE Portal's roomCode, e.g. K1), beside its own id (room_id).
  await db.schema.alterTable('rooms').addColumn('supplier_code', 'varchar(50)').execute();

  // Which of our rooms a rates supplier's room type is (DerbySoft's roomId, e.g. K1, against ICE Portal's 14005941):
  // made on the first live check that meets the code, by the room code or as a room of the supplier's own type, and
  // seen and corrected by staff in the admin.
  await db.schema
    .createTable('supplier_room_maps')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('hotel_id', 'bigint', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('supplier', 'varchar(20)', (c) => c.notNull().check(sql`supplier in ('derbysoft')`))
    .addColumn('supplier_room_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('room_id', 'bigint', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    // 'code': matched by the room code; 'supplier': a room made for the supplier's own type; 'staff': set by hand.
    .addColumn('source', 'varchar(10)', (c) => c.notNull().check(sql`source in ('code', 'supplier', 'staff')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('supplier_room_maps_key', ['hotel_id', 'supplier', 'supplier_room_id'])
    .execute();
  await db.schema.createIndex('supplier_room_maps_room_idx').on('supplier_room_maps').column('room_id').execute();
}

export async function down(): Promise<void> {}
