import { type Kysely, sql } from 'kysely';

const programmes = [
  {
    key: 'choice',
    title: 'Choice Privileges for drivers',
    summary: 'Earn points at Comfort Inn, Quality Inn, Econo Lodge, Sleep Inn and Rodeway Inn when you book through RigRest.',
    benefits: '<ul><li>Points on every night booked through RigRest</li><li>Member rates at participating hotels</li><li>Late check-out when the hotel can offer it</li></ul>',
    how_to_join: '<p>Join the programme on the brand’s website, add your member number to your RigRest profile, and book one of the hotels below.</p>',
    website: 'https://www.choicehotels.com/choice-privileges',
  },
  {
    key: 'nait',
    title: 'NAIT driver rewards',
    summary: 'A rewards card for long-haul drivers: discounts at partner hotels on the interstates.',
    benefits: '<ul><li>A discount at partner hotels on the interstates</li><li>Points towards free nights</li></ul>',
    how_to_join: '<p>Ask for the card at a partner hotel’s front desk and show it when you check in.</p>',
    website: null,
  },
  {
    key: 'truckstop',
    title: 'Truck stop partner hotels',
    summary: 'Hotels next to truck stops where your rig can stay while you sleep.',
    benefits: '<ul><li>Truck parking beside or across from the hotel</li><li>Early breakfast before your start</li></ul>',
    how_to_join: '<p>Nothing to join: book one of the hotels below through RigRest.</p>',
    website: null,
  },
  {
    key: 'wyndham',
    title: 'Wyndham Rewards for drivers',
    summary: 'Free nights at Super 8, Days Inn, Travelodge and La Quinta after qualifying stays.',
    benefits: '<ul><li>A free night after qualifying stays</li><li>Member rates at participating hotels</li></ul>',
    how_to_join: '<p>Join Wyndham Rewards on the brand’s website, then book the hotels below through RigRest.</p>',
    website: 'https://www.wyndhamhotels.com/wyndham-rewards',
  },
];

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('promotions')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('summary', 'varchar(500)')
    .addColumn('body', 'text')
    .addColumn('image', 'varchar(500)')
    .addColumn('brand_id', 'bigint', (c) => c.references('brands.id').onDelete('set null'))
    .addColumn('valid_from', 'date')
    .addColumn('valid_until', 'date')
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('promotions_validity', sql`valid_until is null or valid_from is null or valid_until >= valid_from`)
    .execute();
  await db.schema.createIndex('promotions_published_idx').on('promotions').columns(['published', 'created_at']).execute();
  await db.schema.createIndex('promotions_brand_idx').on('promotions').column('brand_id').execute();

  // The four partner programme pages of spec section 2: fixed addresses, text staff edit. DEMO until staff rewrite it.
  await db.schema
    .createTable('programmes')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('key', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('summary', 'varchar(500)')
    .addColumn('benefits', 'text')
    .addColumn('how_to_join', 'text')
    .addColumn('website', 'varchar(500)')
    .addColumn('brand_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('demo', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.insertInto('programmes').values(programmes).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('programmes').ifExists().execute();
  await db.schema.dropTable('promotions').ifExists().execute();
}
