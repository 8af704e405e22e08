import { sql } from 'kysely';
import type { Db } from '../server/db';
import { createRng } from '../server/suppliers/simulators/prng';
import { priceOptions, type HotelSearchRequest } from '../src/api/schemas/hotelSearch';

/** What share of the searches carry a price filter, and what share a brand filter (the rest: the defaults). */
export const SEARCH_MIX = { price: 0.2, brand: 0.2, nearMe: 0.25 } as const;
const MAX_NIGHTS = 3;

export type SearchPlan = {
  searches: HotelSearchRequest[];
  /** First and last check-in date the plan uses. */
  window: { from: string; to: string };
  cities: number;
  share: { price: number; brand: number; nearMe: number };
};

type CityRow = { city: string; province: string; country: string; latitude: number; longitude: number };

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/**
 * `count` realistic searches on the catalogue in `db`, the same on every run: a city that has hotels (as a city,
 * province and country, the way a picked suggestion fills them, or as "near me" coordinates a few km off its
 * centre), a stay of 1-3 nights inside the inventory window, the default filters (parking on, sort by distance,
 * 60 km), and a share with a price range or a brand.
 */
export async function planSearches(db: Db, count: number, seed = 'rigrest-bench-search'): Promise<SearchPlan> {
  const { rows: cities } = await sql<CityRow>`
    select city, province, country, avg(latitude)::float8 as latitude, avg(longitude)::float8 as longitude
      from hotels
     where status = 'active' and city is not null and province is not null and country is not null and latitude is not null
     group by city, province, country
     order by city, province, country`.execute(db);
  if (!cities.length) throw new Error('the catalogue has no active hotels with a city and coordinates');
  const { rows: brands } = await sql<{ id: number }>`select distinct brand_id as id from hotels where brand_id is not null order by brand_id`.execute(db);
  // Check-ins from today (as the API counts it, in UTC) to the night before the last night of inventory.
  const { rows: [span] } = await sql<{ first: string | null; last: string | null }>`
    select to_char(greatest(min(date), (now() at time zone 'utc')::date), 'YYYY-MM-DD') as first, to_char(max(date), 'YYYY-MM-DD') as last
      from room_inventory`.execute(db);
  if (!span?.first || !span.last || span.last < span.first) {
    throw new Error('the catalogue has no inventory from today on (it was built more than --days ago): run again with --fresh');
  }
  const rand = createRng(seed);
  const lastCheckIn = span.last;
  const searches: HotelSearchRequest[] = [];
  const share = { price: 0, brand: 0, nearMe: 0 };
  for (let i = 0; i < count; i++) {
    const c = rand.pick(cities);
    const checkInDate = addDays(span.first, rand.int(0, Math.max(0, daysBetween(span.first, lastCheckIn))));
    // The stay ends at most the morning after the last night of inventory.
    const nights = rand.int(1, Math.max(1, Math.min(MAX_NIGHTS, daysBetween(checkInDate, span.last) + 1)));
    const body: HotelSearchRequest = { search: '', checkInDate, checkOutDate: addDays(checkInDate, nights), parkingAvailable: true, sortBy: 'distance' };
    if (rand.chance(SEARCH_MIX.nearMe)) {
      share.nearMe++;
      body.location = { latitude: Number((c.latitude + (rand.next() - 0.5) * 0.1).toFixed(5)), longitude: Number((c.longitude + (rand.next() - 0.5) * 0.1).toFixed(5)) };
    } else {
      Object.assign(body, { search: `${c.city}, ${c.province}`, city: c.city, province: c.province, country: c.country });
    }
    const roll = rand.next();
    if (roll < SEARCH_MIX.price) {
      share.price++;
      const option = rand.pick(priceOptions);
      body.filter = { distances: [], prices: [{ from: option.from, to: option.to }] };
    } else if (roll < SEARCH_MIX.price + SEARCH_MIX.brand && brands.length) {
      share.brand++;
      body.brands = [rand.pick(brands).id];
    }
    searches.push(body);
  }
  return { searches, window: { from: span.first, to: lastCheckIn }, cities: cities.length, share };
}
