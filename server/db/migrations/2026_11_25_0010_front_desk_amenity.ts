import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // The front-desk facts decide: a hotel lists the amenity "24-hour front desk" (key front_desk_24h) exactly when its
  // desk is open around the clock. The database keeps it so on every write of a hotel (staff, supplier syncs,
  // scripts); the amenity list staff send leaves that one amenity alone (setHotelAmenities).
  await sql`
    create function hotels_front_desk_amenity() returns trigger language plpgsql as $$
    begin
      if new.front_desk_24h then
        insert into hotel_amenities (hotel_id, amenity_id)
          select new.id, a.id from amenities a where a.key = 'front_desk_24h'
          on conflict do nothing;
      else
        delete from hotel_amenities ha using amenities a where ha.hotel_id = new.id and ha.amenity_id = a.id and a.key = 'front_desk_24h';
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger hotels_front_desk_amenity_insert after insert on hotels for each row execute function hotels_front_desk_amenity()`.execute(db);
  await sql`create trigger hotels_front_desk_amenity_update after update of front_desk_24h on hotels
            for each row when (old.front_desk_24h is distinct from new.front_desk_24h) execute function hotels_front_desk_amenity()`.execute(db);

  // Hotels as they are: the amenity where the desk is open around the clock, not where it keeps hours.
  await sql`insert into hotel_amenities (hotel_id, amenity_id)
            select h.id, a.id from hotels h cross join amenities a where a.key = 'front_desk_24h' and h.front_desk_24h
            on conflict do nothing`.execute(db);
  await sql`delete from hotel_amenities ha using hotels h, amenities a
             where ha.hotel_id = h.id and ha.amenity_id = a.id and a.key = 'front_desk_24h' and not h.front_desk_24h`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger hotels_front_desk_amenity_update on hotels`.execute(db);
  await sql`drop trigger hotels_front_desk_amenity_insert on hotels`.execute(db);
  await sql`drop function hotels_front_desk_amenity()`.execute(db);
}
