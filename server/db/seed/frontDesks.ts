import { sql } from 'kysely';
import type { Db } from '../index';

/**
 * DEMO front desks: a hotel drawn with the "24-hour front desk" amenity is open around the clock; the others keep
 * day hours (06:00-23:00, every third 07:00-22:00), so late arrivals have something to be flagged against. The facts
 * decide the amenity from then on: the database takes it off the hotels given hours (migration 2026_11_25_0010).
 * Their time zones come from the database's guess by state and longitude (migration 2026_11_24_1700).
 */
export async function seedFrontDesks(db: Db, hotelIds: number[], open24h: ReadonlySet<number>) {
  const withHours = hotelIds.filter((id) => !open24h.has(id));
  if (!withHours.length) return;
  await sql`
    update hotels set front_desk_24h = false,
           front_desk_opens = case when id % 3 = 0 then time '07:00' else time '06:00' end,
           front_desk_closes = case when id % 3 = 0 then time '22:00' else time '23:00' end
     where id = any(${sql.val(withHours)}::bigint[])`.execute(db);
}
