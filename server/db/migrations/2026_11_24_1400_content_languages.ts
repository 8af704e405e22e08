import { type Kysely, sql } from 'kysely';

/** The DEMO catalogue's amenities and their catalogue keys. Frozen here: this file never imports application code. */
const AMENITY_KEYS: Record<string, string> = {
  'Truck parking': 'truck_parking',
  'Free Wi-Fi': 'free_wifi',
  'Free breakfast': 'free_breakfast',
  Laundry: 'laundry',
  'Pet friendly': 'pet_friendly',
  'Fitness center': 'fitness_center',
  Pool: 'pool',
  '24-hour front desk': 'front_desk_24h',
  'Microwave and fridge': 'microwave_fridge',
  'Restaurant nearby': 'restaurant_nearby',
  'Truck wash nearby': 'truck_wash_nearby',
  'Non-smoking rooms': 'non_smoking_rooms',
};

/**
 * Content in the reader's language (issue 12, item 10): amenities get the key of the fixed catalogue the interface
 * translates; staff-written texts get their other languages beside the English column, `{}` until written.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('amenities').addColumn('key', 'varchar(40)').execute();
  await db.schema.createIndex('amenities_key_key').on('amenities').column('key').unique().execute();
  for (const [name, key] of Object.entries(AMENITY_KEYS)) {
    await db.updateTable('amenities').set({ key }).where(sql`lower(name)`, '=', name.toLowerCase()).execute();
  }
  for (const [table, column] of [
    ['brands', 'promotion_text_i18n'],
    ['hotels', 'parking_description_i18n'],
    ['hotel_pictures', 'caption_i18n'],
  ] as const) {
    await db.schema.alterTable(table).addColumn(column, 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`)).execute();
  }
}

export async function down(): Promise<void> {}
