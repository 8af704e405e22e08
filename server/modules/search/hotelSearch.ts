import { sql } from 'kysely';
import {
  nightsBetween,
  type HotelSearchParams,
  type SearchHit,
  type SearchMarker,
  type SearchPlace,
  type SearchSort,
} from '../../../src/api/schemas/hotelSearch';
import type { Db } from '../../db';
import type { SearchResultsTable } from '../../db/types-search';
import type { InventorySupplier } from '../../suppliers/types';
import { hotelBaseQuery } from '../hotels/queries';
import { toHotelSummary, type HotelRow } from '../hotels/mapping';
import { toUsdCents, usdRates } from '../settings/currencyRates';
import { findCandidates } from './candidates';
import { geocode } from './geocode';
import type { Lookup, LookupWork } from './lookups';
import { localRates, supplierRates, type HotelRateResult, type Stay } from './rates';

export type SearchDeps = { db: Db; inventory: InventorySupplier | null; supplierBudgetMs: number; log: { warn(obj: unknown, msg: string): void } };

export const stayOf = (p: Pick<HotelSearchParams, 'checkInDate' | 'checkOutDate' | 'criteria'>): Stay => ({
  checkIn: p.checkInDate,
  checkOut: p.checkOutDate,
  nights: nightsBetween(p.checkInDate, p.checkOutDate),
  rooms: p.criteria.rooms,
  adults: p.criteria.adults,
});

/** The stored request: validated and given its defaults when it was posted (not re-checked: "not in the past" moves). */
export const searchParamsOf = (lookup: Lookup): HotelSearchParams => lookup.params as HotelSearchParams;

type RateColumns = Pick<SearchResultsTable, 'rate_status' | 'nightly_minor' | 'currency' | 'nightly_usd_cents'>;

function rateColumns(rate: HotelRateResult, rates: Record<string, number>): RateColumns {
  return {
    rate_status: rate.status,
    nightly_minor: rate.nightlyMinor,
    currency: rate.currency,
    nightly_usd_cents: rate.nightlyMinor !== null && rate.currency ? toUsdCents(rate.nightlyMinor, rate.currency, rates) : null,
  };
}

/**
 * The search itself: geocode, the hotels in scope, local-inventory rates (written at once, so a first page can be
 * read), then supplier rates for DerbySoft hotels within the time budget. Running it again (a worker took over)
 * starts from scratch.
 */
export function searchWork(deps: SearchDeps): LookupWork {
  return async (lookup, lease) => {
    const { db } = deps;
    const params = searchParamsOf(lookup);
    const stay = stayOf(params);
    const { place, scope } = await geocode(db, params);
    const candidates = await findCandidates(db, scope, params);
    const [local, { rates }] = await Promise.all([localRates(db, candidates.filter((c) => !c.derby_hotel_id).map((c) => c.id), stay), usdRates(db)]);

    await db.transaction().execute(async (trx) => {
      // Still ours? (A process that stalled past its lease must not overwrite the one that took over.)
      await lease.hold(trx);
      await trx.updateTable('lookups').set({ place: place ? JSON.stringify(place) : null }).where('token', '=', lookup.token).execute();
      await trx.deleteFrom('search_results').where('token', '=', lookup.token).execute();
      if (candidates.length) {
        // One statement with seven array parameters, however many hotels (row-by-row VALUES took 1,400 parameters).
        const rows = candidates.map((c) => ({
          hotel_id: c.id,
          distance_m: c.distance_m,
          ...(c.derby_hotel_id ? { rate_status: 'pending' as const, nightly_minor: null, currency: null, nightly_usd_cents: null } : rateColumns(local.get(c.id)!, rates)),
        }));
        await sql`
          insert into search_results (token, hotel_id, distance_m, rate_status, nightly_minor, currency, nightly_usd_cents)
          select ${lookup.token}, * from unnest(
            ${rows.map((r) => r.hotel_id)}::bigint[], ${rows.map((r) => r.distance_m)}::integer[], ${rows.map((r) => r.rate_status)}::varchar[],
            ${rows.map((r) => r.nightly_minor)}::integer[], ${rows.map((r) => r.currency)}::varchar[], ${rows.map((r) => r.nightly_usd_cents)}::integer[])`.execute(trx);
      }
    });

    const derby = candidates.filter((c) => c.derby_hotel_id).map((c) => ({ id: c.id, derbyId: c.derby_hotel_id! }));
    if (derby.length) {
      await lease.hold();
      const supplied = await supplierRates(deps.inventory, derby, stay, deps.supplierBudgetMs, deps.log);
      const values = [...supplied].map(([id, rate]) => {
        const c = rateColumns(rate, rates);
        return sql`(${id}::bigint, ${c.rate_status}::varchar, ${c.nightly_minor}::integer, ${c.currency}::varchar, ${c.nightly_usd_cents}::integer)`;
      });
      await db.transaction().execute(async (trx) => {
        await lease.hold(trx);
        await sql`
        update search_results as sr
           set rate_status = v.rate_status, nightly_minor = v.nightly_minor, currency = v.currency, nightly_usd_cents = v.nightly_usd_cents
          from (values ${sql.join(values)}) as v(hotel_id, rate_status, nightly_minor, currency, nightly_usd_cents)
         where sr.token = ${lookup.token} and sr.hotel_id = v.hotel_id`.execute(trx);
      });
    }
  };
}

/** Only hotels whose known nightly price (US cents) falls in one of the chosen price ranges. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- applied to two differently shaped Kysely queries
function withPriceFilter<Q extends { where: (...args: any[]) => Q }>(q: Q, params: HotelSearchParams): Q {
  const ranges = params.filter.prices;
  if (!ranges.length) return q;
  return q.where(
    sql<boolean>`(${sql.join(
      ranges.map((r) =>
        r.to === null || r.to === undefined
          ? sql`search_results.nightly_usd_cents >= ${Math.round(r.from * 100)}`
          : sql`search_results.nightly_usd_cents between ${Math.round(r.from * 100)} and ${Math.round(r.to * 100 + 99)}`,
      ),
      sql` or `,
    )})`,
  );
}

const sortOrder = {
  distance: sql`search_results.distance_m asc nulls last, search_results.hotel_id asc`,
  price_asc: sql`search_results.nightly_usd_cents asc nulls last, search_results.distance_m asc nulls last, search_results.hotel_id asc`,
  price_desc: sql`search_results.nightly_usd_cents desc nulls last, search_results.distance_m asc nulls last, search_results.hotel_id asc`,
} satisfies Record<SearchSort, unknown>;

type ResultRow = Pick<SearchResultsTable, 'hotel_id' | 'distance_m'> & RateColumns;

/**
 * One page of a search's results and their total, in the requested order. The page is cut from search_results
 * alone (by its token index), then only its hotels are read, so a deep page costs what a first page does.
 */
export async function readResultsPage(db: Db, token: string, params: HotelSearchParams, sort: SearchSort, page: number, limit: number) {
  const base = withPriceFilter(db.selectFrom('search_results').where('search_results.token', '=', token), params);
  const [{ total }, results] = await Promise.all([
    base.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    base
      .select(['search_results.hotel_id', 'search_results.distance_m', 'search_results.rate_status', 'search_results.nightly_minor', 'search_results.currency', 'search_results.nightly_usd_cents'])
      .orderBy(sortOrder[sort])
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  const hotels = results.length ? await hotelBaseQuery(db).where('hotels.id', 'in', results.map((r) => r.hotel_id)).execute() : [];
  const byId = new Map((hotels as HotelRow[]).map((h) => [h.id, h]));
  return { total: Number(total), data: results.flatMap((r) => (byId.has(r.hotel_id) ? [toSearchHit(byId.get(r.hotel_id)!, r)] : [])) };
}

function toSearchHit(row: HotelRow, result: ResultRow): SearchHit {
  const h = toHotelSummary(row);
  return {
    id: h.id,
    slug: h.slug,
    hotelName: h.hotelName,
    brand: h.brand,
    thumbnail: h.thumbnail,
    address: h.address,
    city: h.city,
    province: h.province,
    country: h.country,
    latitude: h.latitude,
    longitude: h.longitude,
    distance_km: result.distance_m === null ? null : Math.round(result.distance_m / 100) / 10,
    interstate_hwy: h.interstate_hwy,
    commercialParkingAvailable: h.commercialParkingAvailable,
    parkingDescription: h.parkingDescription,
    parking: h.parking,
    rate: {
      status: result.rate_status,
      nightly: result.nightly_minor === null ? null : result.nightly_minor / 100,
      currency: result.currency,
      nightly_usd: result.nightly_usd_cents === null ? null : result.nightly_usd_cents / 100,
    },
  };
}

/** Every result as a map point, in the requested order. */
export async function readMarkers(db: Db, token: string, params: HotelSearchParams, sort: SearchSort): Promise<SearchMarker[]> {
  const rows = await withPriceFilter(
    db
      .selectFrom('search_results')
      .innerJoin('hotels', 'hotels.id', 'search_results.hotel_id')
      .select(['hotels.id', 'hotels.latitude', 'hotels.longitude', 'hotels.hotel_name', 'search_results.nightly_usd_cents', 'search_results.rate_status'])
      .where('search_results.token', '=', token),
    params,
  )
    .orderBy(sortOrder[sort])
    .execute();
  return rows.flatMap((r, position) =>
    r.latitude === null || r.longitude === null
      ? []
      : [{ id: r.id, position, latitude: r.latitude, longitude: r.longitude, hotelName: r.hotel_name, nightly_usd: r.nightly_usd_cents === null ? null : r.nightly_usd_cents / 100, rate_status: r.rate_status }],
  );
}

export const placeOf = (lookup: Lookup): SearchPlace | null => (lookup.place as SearchPlace | null) ?? null;
