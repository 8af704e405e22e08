import { type Kysely } from 'kysely';

/**
 * DEMO hotels with a bobtail-only lot were seeded with a trailer length too ("Bobtail only" beside "Vehicles up to
 * 75 ft"). Only DEMO rows: a length staff gave a real hotel is theirs to keep.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('hotels').set({ parking_max_length_ft: null }).where('demo', '=', true).where('parking_fit', '=', 'bobtail_only').where('parking_max_length_ft', 'is not', null).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
