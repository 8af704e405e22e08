import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('advertise_requests')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('hotel_name', 'varchar(150)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(150)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('phone', 'varchar(30)', (c) => c.notNull())
    .addColumn('address', 'varchar(300)', (c) => c.notNull())
    .addColumn('rooms', 'integer', (c) => c.notNull())
    .addColumn('parking_spaces', 'integer', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('new').check(sql`status in ('new', 'contacted', 'won', 'lost')`))
    .addColumn('notes', 'text')
    .addColumn('locale', 'varchar(5)', (c) => c.notNull().defaultTo('en'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('advertise_requests_status_idx').on('advertise_requests').columns(['status', 'created_at']).execute();
  // Captcha solutions already used: a solved challenge answers once (replay-proof) until it expires.
  await db.schema
    .createTable('captcha_uses')
    .addColumn('signature', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('captcha_uses').ifExists().execute();
  await db.schema.dropTable('advertise_requests').ifExists().execute();
}
