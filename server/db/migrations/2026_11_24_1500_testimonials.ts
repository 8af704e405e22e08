import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // Drivers' words on the home page and /testimonials (issue 14); staff publish and order them.
  await db.schema
    .createTable('testimonials')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('home_base', 'varchar(150)')
    .addColumn('photo', 'varchar(500)')
    .addColumn('rating', 'smallint', (c) => c.notNull().defaultTo(5).check(sql`rating between 1 and 5`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('testimonials_published_position_idx').on('testimonials').columns(['published', 'position', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('testimonials').ifExists().execute();
}
