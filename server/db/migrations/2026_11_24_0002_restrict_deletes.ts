import { type Kysely, sql } from 'kysely';

/** Re-points a foreign key's ON DELETE, keeping its name (PostgreSQL's default `<table>_<column>_fkey`). */
async function onDelete(db: Kysely<any>, table: string, column: string, target: string, action: 'restrict') {
  const name = `${table}_${column}_fkey`;
  await sql`alter table ${sql.table(table)} drop constraint if exists ${sql.id(name)}`.execute(db);
  await sql`alter table ${sql.table(table)} add constraint ${sql.id(name)} foreign key (${sql.id(column)}) references ${sql.table(target)} (id) on delete ${sql.raw(action)}`.execute(db);
}

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // Deleting a country silently took its states and cities (cascade), and deleting a brand, an amenity or a role
  // quietly emptied what pointed at it. The API now refuses a record still in use (409, naming what uses it); these
  // keys refuse too, so nothing else (a script, a bulk delete) can wipe the geography by one statement.
  await onDelete(db, 'states', 'country_id', 'countries', 'restrict');
  await onDelete(db, 'cities', 'country_id', 'countries', 'restrict');
  await onDelete(db, 'cities', 'state_id', 'states', 'restrict');
  await onDelete(db, 'users', 'country_id', 'countries', 'restrict');
  await onDelete(db, 'addresses', 'country_id', 'countries', 'restrict');
  await onDelete(db, 'hotels', 'brand_id', 'brands', 'restrict');
  await onDelete(db, 'hotel_amenities', 'amenity_id', 'amenities', 'restrict');
  await onDelete(db, 'user_roles', 'role_id', 'roles', 'restrict');
}

export async function down(): Promise<void> {}
