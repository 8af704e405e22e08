import { sql } from 'kysely';
import type { Db } from '../server/db';
import type { HotelSearchRequest } from '../src/api/schemas/hotelSearch';
import type { LoadClient } from './loadClient';
import { searchesPerRun, searchWarmupAt, type BenchOptions } from './options';
import { count, ms, perSecond, table } from './report';
import type { SearchRow } from './searchBench';
import { planSearches } from './searchPlan';
import { percentile } from './stats';

export const ROUTE_SCENARIO = 'route-search';

/** Issue 15: a route search's p99 at 50 searchers no worse than twice the city search's in the same run. */
export const ROUTE_AIM = { p99VsCity: 2, at: 50 } as const;

type Point = { latitude: number; longitude: number };

/** Where the catalogue's hotels of a city gather (the DEMO catalogue spreads them around the city's centre). */
async function cityCentre(db: Db, city: string, province: string): Promise<Point> {
  const { rows } = await sql<{ latitude: number | null; longitude: number | null }>`
    select avg(latitude)::float8 as latitude, avg(longitude)::float8 as longitude from hotels where city = ${city} and province = ${province}`.execute(db);
  const c = rows[0];
  if (c?.latitude == null || c.longitude == null) throw new Error(`the catalogue has no hotels in ${city}, ${province}: build a larger one (--hotels)`);
  return { latitude: c.latitude, longitude: c.longitude };
}

/**
 * Dallas -> Oklahoma City (the issue's route) with the city search's own mix of stays and filters (same dates, price
 * ranges and brands), so only the scope differs: a corridor of 8 km along the route instead of 60 km around a city.
 */
export async function planRouteSearches(db: Db, n: number): Promise<HotelSearchRequest[]> {
  const [from, to] = await Promise.all([cityCentre(db, 'Dallas', 'TX'), cityCentre(db, 'Oklahoma City', 'OK')]);
  const { searches } = await planSearches(db, n, 'rigrest-bench-route');
  return searches.map((s) => ({
    search: '',
    checkInDate: s.checkInDate,
    checkOutDate: s.checkOutDate,
    parkingAvailable: s.parkingAvailable,
    sortBy: s.sortBy,
    ...(s.filter?.prices?.length ? { filter: { distances: [], prices: s.filter.prices } } : {}),
    ...(s.brands?.length ? { brands: s.brands } : {}),
    route: { from: { location: from }, to: { location: to } },
  }));
}

const p99 = (values: number[]) => percentile([...values].sort((a, b) => a - b), 99);
const p50 = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/**
 * The "route search" line: the storefront's route search as a driver waits for it (POST, then page 1 polled until
 * complete), at each number of searchers, against the city search's p99 at the same concurrency.
 */
export async function benchRouteSearch(db: Db, baseUrl: string, client: LoadClient, o: BenchOptions, cityRows: SearchRow[], log: (m?: string) => void): Promise<number> {
  const perRun = searchesPerRun(o);
  const plan = await planRouteSearches(db, perRun * o.searchers.length);
  log(`\n  ${ROUTE_SCENARIO}: Dallas -> Oklahoma City, 8 km corridor, the city search's stays and filters; routes from the local routing simulator (no added latency)`);
  const rows: { concurrency: number; searches: number; p50: number; p99: number; perSecond: number; medianTotal: number; errors: number; failures: string[] }[] = [];
  for (const [i, concurrency] of o.searchers.entries()) {
    const searches = plan.slice(i * perRun, (i + 1) * perRun);
    const result = await client.search({ baseUrl, searches, concurrency, warmup: searchWarmupAt(o, concurrency), count: o.searches, maxSeconds: o.maxSeconds, pollMs: o.pollMs, timeoutMs: 30_000, acceptEncoding: o.acceptEncoding });
    const complete = result.timings.map((t) => t.completeMs);
    const row = {
      concurrency,
      searches: result.timings.length,
      p50: p50(complete),
      p99: p99(complete),
      perSecond: result.wallMs > 0 ? (result.timings.length * 1000) / result.wallMs : Number.NaN,
      medianTotal: p50(result.timings.map((t) => t.total)),
      errors: result.errors,
      failures: result.failures,
    };
    rows.push(row);
    log(`  ${ROUTE_SCENARIO} c=${String(concurrency).padEnd(3)} complete first page p50 ${ms(row.p50).padStart(6)} ms  p99 ${ms(row.p99).padStart(6)} ms  ${perSecond(row.perSecond).padStart(5)} searches/s${row.errors ? `  ${row.errors} errors: ${row.failures.join('; ')}` : ''}`);
  }
  log(`\nRoute search against the city search (aim: p99 ≤ ${ROUTE_AIM.p99VsCity}× the city search's at ${ROUTE_AIM.at} searchers)\n`);
  log(
    table(
      ['searchers', 'searches', 'route p50 ms', 'route p99 ms', 'city p99 ms', 'p99 ×', 'searches/s', 'median results', 'errors', 'verdict'],
      rows.map((r) => {
        const city = cityRows.find((c) => c.concurrency === r.concurrency);
        const ratio = city ? r.p99 / city.complete.p99 : Number.NaN;
        const verdict = r.concurrency !== ROUTE_AIM.at || !city ? '—' : ratio <= ROUTE_AIM.p99VsCity ? 'PASS' : 'MISS';
        return [r.concurrency, r.searches, ms(r.p50), ms(r.p99), city ? ms(city.complete.p99) : 'not run', Number.isNaN(ratio) ? '—' : ratio.toFixed(2), perSecond(r.perSecond), count(r.medianTotal), r.errors, verdict];
      }),
    ),
  );
  return rows.reduce((n, r) => n + r.errors, 0);
}
