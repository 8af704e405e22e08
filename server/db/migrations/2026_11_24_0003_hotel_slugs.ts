import { type Kysely, sql } from 'kysely';

/** The longest slug a hotel gets (a page address drivers share and crawlers read). Frozen here: see mapping.ts. */
const MAX = 80;
const cap = (slug: string) => slug.slice(0, MAX).replace(/-+[^-]*$/, (tail) => (slug.length > MAX ? '' : tail)).replace(/-+$/, '') || 'hotel';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // Old addresses of a hotel: a shortened or renamed slug keeps answering, by a redirect to the hotel's current one.
  await db.schema
    .createTable('hotel_slugs')
    .addColumn('slug', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('hotel_id', 'bigint', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('hotel_slugs_hotel_idx').on('hotel_slugs').column('hotel_id').execute();

  // A hotel with a long name had no page (its slug passed the server's path limit): shorten, keep the old one.
  const long = await db.selectFrom('hotels').select(['id', 'slug']).where(sql`length(slug)`, '>', MAX).execute();
  for (const h of long as { id: number; slug: string }[]) {
    const root = cap(h.slug);
    let slug = root;
    for (let n = 2; await db.selectFrom('hotels').select('id').where('slug', '=', slug).executeTakeFirst(); n++) slug = `${root.slice(0, MAX - String(n).length - 1)}-${n}`;
    await db.insertInto('hotel_slugs').values({ slug: h.slug, hotel_id: h.id }).execute();
    await db.updateTable('hotels').set({ slug }).where('id', '=', h.id).execute();
  }
}

export async function down(): Promise<void> {}
