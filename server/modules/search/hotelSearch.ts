import { sql, type RawBuilder, type Selectable } from 'kysely';
import { fromMinor, toMinor } from '@/api/money';
import { guestsPerRoom } from '@/api/party';
import { nightsBetween } from '@/api/stay';
import { SEARCH_MAX_RESULTS, type HotelSearchParams, type SearchHit, type SearchMarker, type SearchPlace, type SearchSort } from '@/api/schemas/hotelSearch';
import type { Db } from '@server/db';
import type { SearchResultsTable } from '@server/db/types-search';
import type { InventorySupplier } from '@server/suppliers/types';
import { toHotelSummary, type HotelRow } from '../hotels/mapping';
import { latestParkingReport, parkingReportOf } from '../parkingReports/queries';
import { toUsdCents, usdRates } from '../settings/currencyRates';
import { candidatesQuery } from './candidates';
import { detourM } from './routeGeometry';
import { locate } from './routePlan';
import type { Router } from './routing';
import { FinishedByWork, LOOKUP_LEASE_MS, LookupLeaseLost, type Lookup, type LookupLease, type LookupWork } from './lookups';
import { localRatesQuery, supplierRates, type HotelRateResult, type Stay } from './rates';
import { driveMetresSql, reachValuesSql } from './reach';
import { arrivalOf } from './reachArrival';

/** The first page a new search answers with its token (POST /hotels/search?wait), cut by the search's own statement. */
export type FirstPageWanted = { sort: SearchSort; limit: number };
/** What the statement that stored a new search answered: its lookup as stored, and its first page when the search ended there. */
export type SearchStored = { lookup: Lookup; firstPage: ResultsPage | null };
export type ResultsPage = ReturnType<typeof pageOf>;
/**
 * A search's work: a lookup's (LookupWork: it updates the stored row while its lease holds), or, given `stored`, one
 * that stores the new lookup itself in its statement (StoringWork) and, given `firstPage`, cuts that page there too.
 */
type SearchWork = (lookup: Lookup, lease: LookupLease, stored?: (answer: SearchStored) => void, firstPage?: FirstPageWanted) => ReturnType<LookupWork>;

export type SearchDeps = { db: Db; inventory: InventorySupplier | null; supplierBudgetMs: number; router: Router; log: { warn(obj: unknown, msg: string): void } };

export const stayOf = (p: Pick<HotelSearchParams, 'checkInDate' | 'checkOutDate' | 'criteria'>): Stay => ({
  checkIn: p.checkInDate,
  checkOut: p.checkOutDate,
  nights: nightsBetween(p.checkInDate, p.checkOutDate),
  rooms: p.criteria.rooms,
  adults: p.criteria.adults,
});

/** The stored request: validated and given its defaults when it was posted (not re-checked: "not in the past" moves). */
export const searchParamsOf = (lookup: Lookup): HotelSearchParams => lookup.params as HotelSearchParams;

/** Stored US cents as dollars. */
const usdOf = (cents: number | null) => (cents === null ? null : fromMinor(cents, 'USD'));

type RateColumns = Pick<SearchResultsTable, 'rate_status' | 'nightly_minor' | 'currency' | 'nightly_usd_cents'>;

function rateColumns(rate: HotelRateResult, rates: Record<string, number>): RateColumns {
  return {
    rate_status: rate.status,
    nightly_minor: rate.nightlyMinor,
    currency: rate.currency,
    nightly_usd_cents: rate.nightlyMinor !== null && rate.currency ? toUsdCents(rate.nightlyMinor, rate.currency, rates) : null,
  };
}

/** The conversion rates as two arrays (codes, units per US dollar) for a statement. */
const ratesArrays = (rates: Record<string, number>) => {
  const codes = Object.keys(rates).filter((c) => rates[c]! > 0);
  return { codes, units: codes.map((c) => rates[c]!) };
};

/**
 * The search itself: geocode, then ONE statement that finds the hotels in scope, prices the local-inventory ones
 * for the stay, writes them all to search_results and ends the lookup (or leaves it running for the DerbySoft hotels,
 * which it answers) — only if this process still holds the lookup's lease. Supplier rates for DerbySoft hotels
 * follow within the time budget, and their statement ends the lookup. Running it again (a worker took over) starts
 * from scratch.
 */
export function searchWork(deps: SearchDeps): SearchWork {
  return async (lookup: Lookup, lease: LookupLease, stored?: (answer: SearchStored) => void, firstPage?: FirstPageWanted) => {
    const { db } = deps;
    const params = searchParamsOf(lookup);
    const stay = stayOf(params);
    const [{ place, scope, route }, { rates }] = await Promise.all([locate(db, deps.router, params), usdRates(db)]);
    // A lookup taken over from a process that died may have written results already.
    if (lookup.attempts > 1) await db.deleteFrom('search_results').where('token', '=', lookup.token).execute();

    const now = new Date().toISOString();
    const { codes, units } = ratesArrays(rates);
    // Hundredths of the hotel's currency as US cents, the way toUsdCents does it (float8 is JavaScript's number).
    const usdCents = (minor: RawBuilder<unknown>, currency: RawBuilder<unknown>) => sql`(
      select floor(((${minor})::float8 / 100 / u.units) * 100 + 0.5)::int from unnest(${codes}::varchar[], ${units}::float8[]) as u(code, units) where u.code = upper(${currency}))`;
    // The parts are built without the database's plugins: they are not statements of their own.
    const parts = db.withoutPlugins();
    const derbyPending = sql`exists (select 1 from priced where derby)`;
    const cappedSql = sql`(select count(*) from near_plus) > ${SEARCH_MAX_RESULTS}`;
    // A local hotel without a price whose biggest room type sold for the stay (one with nights in our inventory, open
    // or not) sleeps fewer than the party's guests a room is too small, not sold out. A room type we do not sell has a
    // size nobody entered (2 by default), so it says nothing. One guest a room (nearly every search) fits any room:
    // only a party of more asks.
    const guests = guestsPerRoom(stay);
    const tooSmallSql = guests > 1
      ? sql`(local.total is null and (
          select max(r.max_occupancy) from rooms r
           where r.hotel_id = near.id
             and exists (select 1 from room_inventory ri where ri.room_id = r.id and ri.date >= ${stay.checkIn}::date and ri.date < ${stay.checkOut}::date)
        ) < ${guests})`
      : sql`false`;
    const leaseUntil = new Date(Date.now() + LOOKUP_LEASE_MS).toISOString();
    const placeJson = place ? JSON.stringify(place) : null;
    const resultJson = route ? JSON.stringify({ route }) : null;
    // A new lookup is stored by this statement; one started earlier (no wait, or taken over) is updated while ours.
    const insertLookup = sql`
        insert into lookups (token, kind, params, status, place, result, error, hotel_id, user_id, session_id, session_time, locked_by, locked_until, attempts, capped, created_at, finished_at, expires_at)
        select ${lookup.token}, ${lookup.kind}, ${JSON.stringify(lookup.params)}::jsonb,
               case when ${derbyPending} then 'running' else 'complete' end, ${placeJson}::jsonb, ${resultJson}::jsonb, null,
               ${lookup.hotel_id}::bigint, ${lookup.user_id}::bigint, ${lookup.session_id}::varchar, ${lookup.session_time}::varchar,
               case when ${derbyPending} then ${lease.owner}::varchar end, case when ${derbyPending} then ${leaseUntil}::timestamptz end,
               ${lookup.attempts}::int, ${cappedSql}, ${lookup.created_at}::timestamptz,
               case when ${derbyPending} then null else ${now}::timestamptz end, ${lookup.expires_at}::timestamptz
        returning token, capped`;
    const updateLookup = sql`
        update lookups
           set place = ${placeJson}::jsonb,
               result = ${resultJson}::jsonb,
               capped = ${cappedSql},
               status = case when ${derbyPending} then 'running' else 'complete' end,
               finished_at = case when ${derbyPending} then null else ${now}::timestamptz end,
               locked_by = case when ${derbyPending} then locked_by else null end,
               locked_until = case when ${derbyPending} then ${leaseUntil}::timestamptz else null end
         where token = ${lookup.token} and locked_by = ${lease.owner}
        returning token, capped`;
    const { rows } = await sql<{ held: number; capped: boolean; derby: { id: number; derby_hotel_id: string }[] } & Partial<PageRow>>`
      with near_plus as (${candidatesQuery(parts, scope, params, SEARCH_MAX_RESULTS + 1)}),
      -- One hotel past the cap is read only to say that more matched than the search keeps ("200+").
      near as (select * from near_plus limit ${SEARCH_MAX_RESULTS}),
      local as (
        select near.id as hotel_id, rate.total, rate.currency
          from near
          join lateral (${localRatesQuery(parts, sql`near.id`, stay)}) as rate on true
         where not (near.available_on_derby and near.derby_hotel_id is not null)
      ),
      priced as (
        select near.id, near.distance, near.off_route, near.available_on_derby and near.derby_hotel_id is not null as derby,
               case when local.total is null then null else floor(local.total::float8 / ${stay.nights} + 0.5)::int end as nightly_minor,
               local.currency, ${tooSmallSql} as too_small
          from near left join local on local.hotel_id = near.id
      ),
      held as (${stored ? insertLookup : updateLookup}),
      written as (
        insert into search_results (token, hotel_id, distance_m, off_route_m, rate_status, nightly_minor, currency, nightly_usd_cents, drive_m, beyond_reach)
        select held.token, priced.id, case when priced.distance is null then null else floor(priced.distance + 0.5)::int end,
               case when priced.off_route is null then null else floor(priced.off_route + 0.5)::int end,
               case when priced.derby then 'pending' when priced.too_small then 'too_small' when priced.nightly_minor is null then 'sold_out' else 'available' end,
               priced.nightly_minor, priced.currency,
               case when priced.nightly_minor is null then null else ${usdCents(sql`priced.nightly_minor`, sql`priced.currency`)} end,
               ${reachValuesSql(params, driveMetresSql(sql`priced.distance`, scope.kind === 'route' ? sql`priced.off_route` : null))}
          from held cross join priced
        ${firstPage ? sql`returning *` : sql``}
      ),
      summary as (
        select (select count(*) from held)::int as held, coalesce((select capped from held), false) as capped,
               coalesce((select json_agg(json_build_object('id', id, 'derby_hotel_id', derby_hotel_id)) from near where available_on_derby and derby_hotel_id is not null), '[]'::json) as derby
      )
      ${firstPage
        // The first page, cut from the rows being written (a statement does not see its own writes in the table).
        ? sql`select summary.*, first_page.* from summary left join (${resultsPageQuery(parts, 'written', params, firstPage.sort, 1, firstPage.limit, { showBeyondReach: false })}) as first_page on true order by first_page.page_position`
        : sql`select * from summary`}`.execute(db);
    // Still ours? (A process that stalled past its lease must not overwrite the one that took over: it wrote nothing.)
    if (!rows[0]?.held) throw new LookupLeaseLost();
    const derby = rows[0].derby.map((d) => ({ id: Number(d.id), derbyId: d.derby_hotel_id }));
    // What the statements set on the lookup's row, so this process answers the settled search without reading it.
    const wrote = (status: Lookup['status'], finishedAt: string | null) => ({
      status,
      finished_at: finishedAt,
      place: (place ?? null) as Lookup['place'],
      result: (route ? { route } : null) as Lookup['result'],
      capped: rows[0]!.capped,
    });
    const settled = (finishedAt: string) => new FinishedByWork(wrote('complete', finishedAt));
    // The first page is the answer only of a search that ended here (not one still waiting for its supplier).
    const pageRows = rows.filter((r): r is typeof r & PageRow => r.hotel_id !== null && r.hotel_id !== undefined);
    stored?.({
      lookup: derby.length
        ? { ...lookup, ...wrote('running', null), locked_by: lease.owner, locked_until: leaseUntil }
        : { ...lookup, ...wrote('complete', now), locked_by: null, locked_until: null },
      firstPage: firstPage && !derby.length ? pageOf(pageRows, params, { showBeyondReach: false, departAt: lookup.created_at }, 0) : null,
    });
    if (!derby.length) return settled(now);

    const supplied = await supplierRates(deps.inventory, derby, stay, deps.supplierBudgetMs, deps.log);
    const values = [...supplied].map(([id, rate]) => {
      const c = rateColumns(rate, rates);
      return sql`(${id}::bigint, ${c.rate_status}::varchar, ${c.nightly_minor}::integer, ${c.currency}::varchar, ${c.nightly_usd_cents}::integer)`;
    });
    // The supplier's rates and the lookup's end in one statement, again only while the lease is ours.
    const endedAt = new Date().toISOString();
    const ended = await sql<{ held: number }>`
      with held as (
        update lookups set status = 'complete', finished_at = ${endedAt}::timestamptz, locked_by = null, locked_until = null
         where token = ${lookup.token} and locked_by = ${lease.owner}
        returning token
      ),
      written as (
        update search_results as sr
           set rate_status = v.rate_status, nightly_minor = v.nightly_minor, currency = v.currency, nightly_usd_cents = v.nightly_usd_cents
          from (values ${sql.join(values)}) as v(hotel_id, rate_status, nightly_minor, currency, nightly_usd_cents), held
         -- Only rows still waiting for this answer: a live check of the same stay that finished meanwhile wrote the
         -- supplier's live price (the truth), which this older cached answer must not overwrite.
         where sr.token = held.token and sr.hotel_id = v.hotel_id and sr.rate_status = 'pending'
      )
      select count(*)::int as held from held`.execute(db);
    if (!ended.rows[0]?.held) throw new LookupLeaseLost();
    return settled(endedAt);
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
          ? sql`search_results.nightly_usd_cents >= ${toMinor(r.from, 'USD')}`
          : // "to 120" takes $120.99: up to the last cent before the next whole dollar.
            sql`search_results.nightly_usd_cents between ${toMinor(r.from, 'USD')} and ${toMinor(r.to + 1, 'USD') - 1}`,
      ),
      sql` or `,
    )})`,
  );
}

/** Hotels past the driver's hours left are left out, unless the driver asked to see them too. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- applied to two differently shaped Kysely queries
function withReachFilter<Q extends { where: (...args: any[]) => Q }>(q: Q, showBeyondReach: boolean): Q {
  return showBeyondReach ? q : q.where(sql<boolean>`not search_results.beyond_reach`);
}

/** How a page of results is read: the hours filter's switch, and when the search set off (arrival times). */
export type ResultsView = { showBeyondReach: boolean; departAt: string };

/** Sold-out and too-small hotels come after every other one, whatever the sort: a driver looks for a room that can be had. */
const soldOutLast = sql`(search_results.rate_status in ('sold_out', 'too_small')) asc`;
const sortOrder = {
  distance: sql`${soldOutLast}, search_results.distance_m asc nulls last, search_results.hotel_id asc`,
  price_asc: sql`${soldOutLast}, search_results.nightly_usd_cents asc nulls last, search_results.distance_m asc nulls last, search_results.hotel_id asc`,
  price_desc: sql`${soldOutLast}, search_results.nightly_usd_cents desc nulls last, search_results.distance_m asc nulls last, search_results.hotel_id asc`,
} satisfies Record<SearchSort, unknown>;

type ResultRow = Pick<SearchResultsTable, 'hotel_id' | 'distance_m' | 'off_route_m'> & RateColumns & { price_changed: boolean; drive_m: number | null; beyond_reach: boolean };

/** Where a page of results is cut from: a settled search's stored rows, or the rows the search statement is writing. */
type ResultsSource = { token: string } | 'written';

/** A search's results the driver's filters keep (the price ranges, the hours' reach unless shown anyway). */
function filteredResults(db: Db, source: ResultsSource, params: HotelSearchParams, showBeyondReach: boolean) {
  const from =
    source === 'written'
      ? db.selectFrom(sql<Selectable<SearchResultsTable>>`written`.as('search_results'))
      : db.selectFrom('search_results').where('search_results.token', '=', source.token);
  return withReachFilter(withPriceFilter(from, params), showBeyondReach);
}

/**
 * One page of a search's results and their total, in the requested order, in one statement: the page is cut from
 * the search's results alone (by its token index, the total counted over the same rows before the cut), then only
 * its hotels are read, so a deep page costs what a first page does.
 */
function resultsPageQuery(db: Db, source: ResultsSource, params: HotelSearchParams, sort: SearchSort, page: number, limit: number, view: Pick<ResultsView, 'showBeyondReach'>) {
  const base = filteredResults(db, source, params, view.showBeyondReach);
  return db
    .with('page', () =>
      base
        .select(['search_results.hotel_id', 'search_results.distance_m', 'search_results.off_route_m', 'search_results.rate_status', 'search_results.nightly_minor', 'search_results.currency', 'search_results.nightly_usd_cents', 'search_results.price_changed', 'search_results.drive_m', 'search_results.beyond_reach'])
        .select(sql<number>`count(*) over ()`.as('total'))
        .select(sql<number>`row_number() over (order by ${sortOrder[sort]})`.as('position'))
        .orderBy(sortOrder[sort])
        .limit(limit)
        .offset((page - 1) * limit),
    )
    .selectFrom('page')
    .innerJoin('hotels', 'hotels.id', 'page.hotel_id')
    .leftJoin('brands', 'brands.id', 'hotels.brand_id')
    .selectAll('hotels')
    .select([
      'page.hotel_id',
      'page.distance_m',
      'page.off_route_m',
      'page.rate_status',
      'page.nightly_minor',
      'page.currency as rate_currency',
      'page.nightly_usd_cents',
      'page.price_changed',
      'page.drive_m',
      'page.beyond_reach',
      'page.total',
      'page.position as page_position',
      'brands.name as brand_name',
      'brands.code as brand_code_ref',
      'brands.logo as brand_logo',
      sql<string | null>`(select p.url from hotel_pictures p where p.hotel_id = hotels.id and p.room_id is null order by p.position, p.id limit 1)`.as('thumbnail'),
      latestParkingReport(sql.ref('hotels.id')).as('parking_report'),
    ])
    .orderBy('page.position');
}

type PageRow = Awaited<ReturnType<ReturnType<typeof resultsPageQuery>['execute']>>[number];

/** A page's rows as the results answer them; `emptyTotal`: the total when the page has no rows (a page past the end). */
function pageOf(rows: PageRow[], params: HotelSearchParams, view: ResultsView, emptyTotal: number) {
  return {
    total: rows.length ? Number(rows[0]!.total) : emptyTotal,
    data: rows.map((r) => ({
      ...toSearchHit(
        r as unknown as HotelRow,
        { hotel_id: r.hotel_id, distance_m: r.distance_m, off_route_m: r.off_route_m, rate_status: r.rate_status, nightly_minor: r.nightly_minor, currency: r.rate_currency, nightly_usd_cents: r.nightly_usd_cents, price_changed: r.price_changed, drive_m: r.drive_m, beyond_reach: r.beyond_reach },
        params,
        view,
      ),
      parkingReport: parkingReportOf(r.parking_report),
    })),
  };
}

/** A page of a settled (or running) search's results; a page past the end counts the results apart. */
export async function readResultsPage(db: Db, token: string, params: HotelSearchParams, sort: SearchSort, page: number, limit: number, view: ResultsView) {
  const rows = await resultsPageQuery(db, { token }, params, sort, page, limit, view).execute();
  const counted = async () => Number((await filteredResults(db, { token }, params, view.showBeyondReach).select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow()).total);
  return pageOf(rows, params, view, rows.length || page === 1 ? 0 : await counted());
}

function toSearchHit(row: HotelRow, result: ResultRow, params: HotelSearchParams, view: ResultsView): Omit<SearchHit, 'parkingReport'> {
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
    detour_km: result.off_route_m === null ? null : Math.round(detourM(result.off_route_m) / 100) / 10,
    interstate_hwy: h.interstate_hwy,
    commercialParkingAvailable: h.commercialParkingAvailable,
    parkingDescription: h.parkingDescription,
    parking: h.parking,
    demo: h.demo,
    rate: {
      status: result.rate_status,
      nightly: result.nightly_minor === null || result.currency === null ? null : fromMinor(result.nightly_minor, result.currency),
      currency: result.currency,
      nightly_usd: usdOf(result.nightly_usd_cents),
      changed: result.price_changed,
    },
    arrival: params.hoursLeft
      ? arrivalOf({
          departAt: Date.parse(view.departAt),
          driveKm: result.drive_m === null ? null : result.drive_m / 1000,
          hoursLeft: params.hoursLeft,
          reachable: !result.beyond_reach,
          hotel: h,
          checkIn: params.checkInDate,
        })
      : null,
  };
}

/** Every result as a map point, in the requested order. */
export async function readMarkers(db: Db, token: string, params: HotelSearchParams, sort: SearchSort, showBeyondReach: boolean): Promise<SearchMarker[]> {
  const rows = await withReachFilter(withPriceFilter(
    db
      .selectFrom('search_results')
      .innerJoin('hotels', 'hotels.id', 'search_results.hotel_id')
      .select(['hotels.id', 'hotels.latitude', 'hotels.longitude', 'hotels.hotel_name', 'search_results.nightly_usd_cents', 'search_results.rate_status', 'search_results.price_changed'])
      .where('search_results.token', '=', token),
    params,
  ), showBeyondReach)
    .orderBy(sortOrder[sort])
    .execute();
  return rows.flatMap((r, position) =>
    r.latitude === null || r.longitude === null
      ? []
      : [{ id: r.id, position, latitude: r.latitude, longitude: r.longitude, hotelName: r.hotel_name, nightly_usd: usdOf(r.nightly_usd_cents), rate_status: r.rate_status, rate_changed: r.price_changed }],
  );
}

export const placeOf = (lookup: Lookup): SearchPlace | null => (lookup.place as SearchPlace | null) ?? null;
