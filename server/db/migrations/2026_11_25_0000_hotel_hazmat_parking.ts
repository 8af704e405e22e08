import { type Kysely, sql } from 'kysely';

// The parking facts whose change stamps parking_checked_at, before and after this migration.
const BEFORE = ['commercial_parking_available', 'parking_spaces', 'parking_fit', 'parking_max_length_ft', 'parking_fee', 'parking_price_minor', 'parking_currency', 'parking_lit', 'parking_fenced', 'parking_camera', 'parking_description', 'truck_entrance'];
const AFTER = [...BEFORE, 'parking_hazmat'];

const stampFunction = (columns: string[]) => `
  create or replace function hotels_parking_checked() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' or (${columns.map((c) => `new.${c}`).join(', ')})
       is distinct from (${columns.map((c) => `old.${c}`).join(', ')}) then
      new.parking_checked_at := now();
    end if;
    return new;
  end $$`;

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // Whether a lot takes placarded (hazmat) loads: true, false, or null when nobody has said.
  await db.schema.alterTable('hotels').addColumn('parking_hazmat', 'boolean').execute();
  await sql.raw(stampFunction(AFTER)).execute(db);
  // "Fits my rig" for a hazmat rig leaves out the lots that refuse hazmat: the radius and corridor searches read this
  // index, the truck lots less those, instead of hotels_earth_truck_idx and a filter.
  await sql`create index hotels_earth_hazmat_idx on hotels using gist (ll_to_earth(latitude, longitude))
            where latitude is not null and longitude is not null and parking_fit in ('full_rig', 'bobtail_only') and parking_hazmat is not false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index hotels_earth_hazmat_idx`.execute(db);
  await sql.raw(stampFunction(BEFORE)).execute(db);
  await db.schema.alterTable('hotels').dropColumn('parking_hazmat').execute();
}
