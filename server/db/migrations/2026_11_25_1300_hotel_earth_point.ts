import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // A hotel's point on the earth, kept by PostgreSQL from its coordinates. The radius, corridor and "at this point"
  // searches read and measure it for every hotel in the box around the point; as ll_to_earth(latitude, longitude) it
  // was worked out again (three cube constructions and the earth domain's checks) each time a row was filtered,
  // measured and sorted: on 100,000 hotels that was two thirds of a city search's time in the database.
  await sql`alter table hotels add column earth earth generated always as (ll_to_earth(latitude, longitude)) stored`.execute(db);
  // The same three earthdistance indexes, now over the stored point (same names, same rows).
  await sql`drop index if exists hotels_earth_idx`.execute(db);
  await sql`drop index if exists hotels_earth_truck_idx`.execute(db);
  await sql`drop index if exists hotels_earth_hazmat_idx`.execute(db);
  await sql`create index hotels_earth_idx on hotels using gist (earth) where latitude is not null and longitude is not null`.execute(db);
  await sql`create index hotels_earth_truck_idx on hotels using gist (earth)
            where latitude is not null and longitude is not null and parking_fit in ('full_rig', 'bobtail_only')`.execute(db);
  await sql`create index hotels_earth_hazmat_idx on hotels using gist (earth)
            where latitude is not null and longitude is not null and parking_fit in ('full_rig', 'bobtail_only') and parking_hazmat is not false`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
