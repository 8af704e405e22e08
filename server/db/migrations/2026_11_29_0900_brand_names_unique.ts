import { sql, type Kysely } from 'kysely';

/**
 * A brand's name is what drivers filter and read by, so two brands may not share one (in any letter case): a second
 * "Motel 6" made a filter with two identical choices. Brands already named alike keep the oldest one's name; each later
 * one gets its code in brackets ("Motel 6 (M6X)"), which is unique because codes are, so nothing is lost or merged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update brands b set name = left(b.name, 147 - length(b.code)) || ' (' || b.code || ')'
    where exists (select 1 from brands older where lower(older.name) = lower(b.name) and older.id < b.id)`.execute(db);
  await sql`create unique index brands_name_key on brands (lower(name))`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
