import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { Db } from '../server/db';
import { geocode } from '../server/modules/search/geocode';
import { SEARCH_DEFAULTS, SEARCH_MAX_RESULTS, SEARCH_PAGE_SIZE, hotelSearchRequest, type HotelSearchRequest } from '../src/api/schemas/hotelSearch';
import { nightsBetween } from '../src/api/stay';
import { percentile } from './stats';

/**
 * The one-statement anchor of issue 11: what a search essentially costs the database. The 200 nearest active hotels
 * with truck parking within 60 km of the point (and of the brand, when the search asks for one), each priced from
 * local inventory for the stay (its cheapest room type open and with a room left on every night), then the first
 * 20 by distance with the number of hotels found and priced. One statement, straight through the pool, no HTTP.
 * It measures hotels by their stored point (hotels.earth) as the app does: what made the app's search cheaper there
 * makes the anchor cheaper too.
 */
export type AnchorSearch = { latitude: number; longitude: number; checkIn: string; checkOut: string; nights: number; guests: number; brands: number[] };

export function anchorQuery(s: AnchorSearch) {
  const here = sql`ll_to_earth(${s.latitude}::float8, ${s.longitude}::float8)`;
  const meters = SEARCH_DEFAULTS.distance.to * 1000;
  const brand = s.brands.length ? sql`and h.brand_id in (${sql.join(s.brands)})` : sql``;
  return sql<{ id: number; hotel_name: string; distance_m: number; nightly_minor: number | null; currency: string | null; found: number; priced: number }>`
    with near as (
      select h.id, h.hotel_name, earth_distance(${here}, h.earth) as distance_m
        from hotels h
       where h.status = 'active' and h.commercial_parking_available
         and h.latitude is not null and h.longitude is not null
         and earth_box(${here}, ${meters}::float8) @> h.earth
         and earth_distance(${here}, h.earth) <= ${meters}::float8
         ${brand}
       order by distance_m, h.id
       limit ${SEARCH_MAX_RESULTS}
    ), priced as (
      select near.*, rate.nightly_minor, rate.currency
        from near
        left join lateral (
          select round(min(st.total)::numeric / ${s.nights})::int as nightly_minor, min(st.currency) as currency
            from rooms r
            cross join lateral (
              select sum(ri.price_minor) as total, count(*) as nights, min(ri.currency) as currency,
                     bool_and(not ri.closed and ri.allotment - ri.booked >= 1) as open
                from room_inventory ri
               where ri.room_id = r.id and ri.date >= ${s.checkIn}::date and ri.date < ${s.checkOut}::date
            ) st
           where r.hotel_id = near.id and r.max_occupancy >= ${s.guests} and st.nights = ${s.nights} and st.open
        ) rate on true
    )
    select id, hotel_name, distance_m, nightly_minor, currency, count(*) over ()::int as found, count(nightly_minor) over ()::int as priced
      from priced
     order by distance_m, id
     limit ${SEARCH_PAGE_SIZE}`;
}

/** The anchor's input for each planned search: the same point the app geocodes it to (worked out once, not timed). */
export async function anchorSearches(db: Db, searches: HotelSearchRequest[]): Promise<AnchorSearch[]> {
  const out: AnchorSearch[] = [];
  const points = new Map<string, { latitude: number; longitude: number } | null>();
  for (const body of searches) {
    const params = hotelSearchRequest.parse(body);
    const key = JSON.stringify([params.location, params.city, params.province, params.country, params.search]);
    if (!points.has(key)) {
      const { scope } = await geocode(db, params);
      points.set(key, scope.kind === 'radius' || (scope.kind === 'region' && scope.latitude !== null && scope.longitude !== null) ? { latitude: scope.latitude!, longitude: scope.longitude! } : null);
    }
    const point = points.get(key);
    if (!point) continue;
    out.push({
      ...point,
      checkIn: params.checkInDate,
      checkOut: params.checkOutDate,
      nights: nightsBetween(params.checkInDate, params.checkOutDate),
      guests: Math.ceil(params.criteria.adults / params.criteria.rooms),
      brands: params.brands,
    });
  }
  return out;
}

export type AnchorResult = { perSecond: number; p50: number; p99: number; searches: number; medianFound: number; errors: number; failures: string[] };

/** `warmup` then `count` anchor statements, `concurrency` at once, back to back (as the app's searchers are). */
export async function runAnchor(db: Db, searches: AnchorSearch[], o: { concurrency: number; warmup: number; count: number; maxSeconds: number }): Promise<AnchorResult> {
  let next = 0;
  const latencies: number[] = [];
  const found: number[] = [];
  const failures: string[] = [];
  let errors = 0;
  const phase = async (n: number, record: boolean) => {
    let issued = 0;
    const deadline = performance.now() + o.maxSeconds * 1000;
    await Promise.all(
      Array.from({ length: o.concurrency }, async () => {
        while (issued < n && performance.now() < deadline) {
          issued++;
          const s = searches[next++ % searches.length]!;
          const started = performance.now();
          try {
            const { rows } = await anchorQuery(s).execute(db);
            if (record) {
              latencies.push(performance.now() - started);
              found.push(rows[0]?.found ?? 0);
            }
          } catch (err) {
            errors++;
            if (failures.length < 5) failures.push(err instanceof Error ? err.message : String(err));
          }
        }
      }),
    );
  };
  await phase(o.warmup, false);
  const started = performance.now();
  await phase(o.count, true);
  const wallMs = performance.now() - started;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    perSecond: wallMs > 0 ? (latencies.length * 1000) / wallMs : Number.NaN,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    searches: latencies.length,
    medianFound: percentile([...found].sort((a, b) => a - b), 50),
    errors,
    failures,
  };
}
