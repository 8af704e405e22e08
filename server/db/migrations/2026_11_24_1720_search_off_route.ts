import type { Kysely } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // "Along my route": how far each hotel lies off the route (its distance_m is then the distance along the route).
  await db.schema.alterTable('search_results').addColumn('off_route_m', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('search_results').dropColumn('off_route_m').execute();
}
