import { sql } from 'kysely';
import type { Db } from '../index';

/**
 * DEMO front desks: a hotel listing the "24-hour front desk" amenity is open around the clock; the others keep
 * day hours (06:00-23:00, every third 07:00-22:00), so late arrivals have something to be flagged against.
 * Their time zones come from the database's guess by state and longitude (migration 2026_11_24_1700).
 */
export async function seedFrontDesks(db: Db, hotelIds: number[]) {
  await sql`
    update hotels set front_desk_24h = false,
           front_desk_opens = case when id % 3 = 0 then time '07:00' else time '06:00' end,
           front_desk_closes = case when id % 3 = 0 then time '22:00' else time '23:00' end
     where id = any(${sql.val(hotelIds)}::bigint[])
       and not exists (select 1 from hotel_amenities ha join amenities a on a.id = ha.amenity_id where ha.hotel_id = hotels.id and a.key = 'front_desk_24h')`.execute(db);
}
