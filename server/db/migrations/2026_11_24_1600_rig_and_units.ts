import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // A driver's rig (null: not saved) and the distance unit they chose (null: the language's own).
  await db.schema
    .alterTable('users')
    .addColumn('rig', 'jsonb')
    .addColumn('distance_unit', 'varchar(2)', (c) => c.check(sql`distance_unit in ('km', 'mi')`))
    .execute();

  // Where a truck turns in, written by staff, and when the parking facts were last confirmed or changed.
  await db.schema
    .alterTable('hotels')
    .addColumn('truck_entrance', 'text')
    .addColumn('truck_entrance_i18n', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('parking_checked_at', 'timestamptz')
    .execute();
  await sql`update hotels set parking_checked_at = updated_at`.execute(db);
  // Stamped by the database, so staff edits, supplier syncs and scripts all keep it honest.
  await sql`
    create function hotels_parking_checked() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' or (new.commercial_parking_available, new.parking_spaces, new.parking_fit, new.parking_max_length_ft,
                               new.parking_fee, new.parking_price_minor, new.parking_currency, new.parking_lit, new.parking_fenced,
                               new.parking_camera, new.parking_description, new.truck_entrance)
         is distinct from (old.commercial_parking_available, old.parking_spaces, old.parking_fit, old.parking_max_length_ft,
                           old.parking_fee, old.parking_price_minor, old.parking_currency, old.parking_lit, old.parking_fenced,
                           old.parking_camera, old.parking_description, old.truck_entrance) then
        new.parking_checked_at := now();
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger hotels_parking_checked before insert or update on hotels for each row execute function hotels_parking_checked()`.execute(db);

  // "Fits my rig" keeps only hotels whose lot takes a truck (full rig, or bobtail for a bobtail): the radius search
  // reads this smaller earthdistance index instead of the whole one.
  await sql`create index hotels_earth_truck_idx on hotels using gist (ll_to_earth(latitude, longitude))
            where latitude is not null and longitude is not null and parking_fit in ('full_rig', 'bobtail_only')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index hotels_earth_truck_idx`.execute(db);
  await sql`drop trigger hotels_parking_checked on hotels`.execute(db);
  await sql`drop function hotels_parking_checked()`.execute(db);
  await db.schema.alterTable('hotels').dropColumn('truck_entrance').dropColumn('truck_entrance_i18n').dropColumn('parking_checked_at').execute();
  await db.schema.alterTable('users').dropColumn('rig').dropColumn('distance_unit').execute();
}
