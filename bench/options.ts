import { parseArgs } from 'node:util';
import type { SharedBuffersSetting } from '../server/db';
import { DEFAULT_PG_URL, defaultPgUrl, onThisMachine, PG_SOCKET_DIR } from './postgres';

export type BenchOptions = {
  db: 'pglite' | 'postgres' | 'both' | 'auto';
  fresh: boolean;
  hotels: number;
  days: number;
  requests: number;
  warmup: number;
  concurrency: number[];
  maxSeconds: number;
  only: string[] | null;
  explain: string | null;
  pgUrl: string;
  acceptEncoding: string;
  /** The async search scenario: searches timed per concurrency, warm-up searches, searchers at once, poll pause. */
  searches: number;
  searchWarmup: number;
  /** bookings: untimed bookings before the timed lines, so they time a warm server (its code compiled, its connections' statements prepared). */
  bookingWarmup: number;
  searchers: number[];
  pollMs: number;
  /** PGlite's shared_buffers, MB or 'auto': the server's PGLITE_SHARED_BUFFERS_MB. */
  pgliteBuffersMb: SharedBuffersSetting;
  /** Keep the PostgreSQL benchmark database for the next run instead of dropping it at the end. */
  keepDb: boolean;
  /** hotel-search: run the one-statement anchor before and after the app's searches at each concurrency. */
  anchor: boolean;
  /** hotel-search: replay one search's SQL with EXPLAIN ANALYZE afterwards. */
  explainSearch: boolean;
};

export const USAGE = `npm run bench -- api [options]
  --db pglite|postgres|both   default: both when 127.0.0.1:5432 answers, else pglite
  --fresh                     rebuild the catalogue instead of reusing it
  --hotels N --days N         catalogue size (default 100000 hotels, 7 nights of inventory)
  --requests N --warmup N     measured and warm-up requests per scenario and concurrency (default 300, 30)
  --concurrency 1,10          requests in flight (default 1,10)
  --max-seconds N             time limit of each measured run (default 60)
  --only key,key              scenarios to run (default, deep-page, search, parking, brand, not-derby, newest, combined, detail,
                              hotel-search, route-search, bookings)
  --searches N                hotel-search, route-search and bookings: searches / bookings timed per concurrency (default 200)
  --search-warmup N           hotel-search, route-search: warm-up searches (default 20; at least one per searcher)
  --booking-warmup N          bookings: untimed bookings over other room types before the timed lines (default 2000)
  --searchers 1,50            hotel-search, route-search and bookings: drivers searching / booking at once (default 1,50)
  --poll-ms N                 hotel-search, route-search: pause between two polls of a running search (default 50)
  --no-anchor                 hotel-search: skip the one-statement anchor run beside the app's searches
  --no-search-explain         hotel-search: skip the EXPLAIN ANALYZE of one search's statements
  --pglite-buffers-mb N|auto  PGlite's shared_buffers in MB, as PGLITE_SHARED_BUFFERS_MB sets the server's (default auto: a quarter
                              of the database's tables and indexes, from 32 to 128 MB)
  --keep-db                   keep the PostgreSQL benchmark database (default: dropped at the end; --fresh drops the PGlite one)
  --explain key               whose SQL to EXPLAIN ANALYZE (default: the slowest scenario at concurrency 1)
  --pg-url URL                default $BENCH_DATABASE_URL, else PostgreSQL's unix socket in ${PG_SOCKET_DIR} when it has
                              one, else ${DEFAULT_PG_URL}
  --accept-encoding VALUE     default "gzip, deflate, br" (what browsers send); "identity" for no compression`;

function whole(name: string, value: string, min: number, max: number) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      db: { type: 'string', default: 'auto' },
      fresh: { type: 'boolean', default: false },
      hotels: { type: 'string', default: '100000' },
      days: { type: 'string', default: '7' },
      requests: { type: 'string', default: '300' },
      warmup: { type: 'string', default: '30' },
      concurrency: { type: 'string', default: '1,10' },
      'max-seconds': { type: 'string', default: '60' },
      only: { type: 'string' },
      explain: { type: 'string' },
      'pg-url': { type: 'string' },
      'accept-encoding': { type: 'string', default: 'gzip, deflate, br' },
      searches: { type: 'string', default: '200' },
      'search-warmup': { type: 'string', default: '20' },
      'booking-warmup': { type: 'string', default: '2000' },
      searchers: { type: 'string', default: '1,50' },
      'poll-ms': { type: 'string', default: '50' },
      'pglite-buffers-mb': { type: 'string', default: 'auto' },
      'keep-db': { type: 'boolean', default: false },
      'no-anchor': { type: 'boolean', default: false },
      'no-search-explain': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  if (!['pglite', 'postgres', 'both', 'auto'].includes(values.db)) throw new Error('--db must be pglite, postgres or both');
  const pgUrl = values['pg-url'] ?? env.BENCH_DATABASE_URL ?? defaultPgUrl();
  if (!onThisMachine(pgUrl)) throw new Error('--pg-url must point at 127.0.0.1 or a unix socket\'s directory: the benchmark stays on this machine');
  return {
    db: values.db as BenchOptions['db'],
    fresh: values.fresh,
    hotels: whole('hotels', values.hotels, 1, 1_000_000),
    days: whole('days', values.days, 1, 730),
    requests: whole('requests', values.requests, 1, 100_000),
    warmup: whole('warmup', values.warmup, 0, 10_000),
    concurrency: values.concurrency.split(',').map((c) => whole('concurrency', c.trim(), 1, 100)),
    maxSeconds: whole('max-seconds', values['max-seconds'], 1, 600),
    only: values.only ? values.only.split(',').map((s) => s.trim()).filter(Boolean) : null,
    explain: values.explain ?? null,
    pgUrl,
    acceptEncoding: values['accept-encoding'],
    searches: whole('searches', values.searches, 1, 100_000),
    searchWarmup: whole('search-warmup', values['search-warmup'], 0, 10_000),
    bookingWarmup: whole('booking-warmup', values['booking-warmup'], 0, 10_000),
    searchers: values.searchers.split(',').map((c) => whole('searchers', c.trim(), 1, 500)),
    pollMs: whole('poll-ms', values['poll-ms'], 1, 10_000),
    pgliteBuffersMb: values['pglite-buffers-mb'] === 'auto' ? 'auto' : whole('pglite-buffers-mb', values['pglite-buffers-mb'], 16, 4096),
    keepDb: values['keep-db'],
    anchor: !values['no-anchor'],
    explainSearch: !values['no-search-explain'],
  };
}

/**
 * The warm-up searches before a timed run: as asked, and at least one per searcher, so the timed searches start on
 * connections already open (otherwise every searcher opens its own at the same instant and the run's first moment
 * times that herd, not the search).
 */
export const searchWarmupAt = (o: Pick<BenchOptions, 'searchWarmup'>, concurrency: number) => Math.max(o.searchWarmup, concurrency);

/** The searches one run at each concurrency takes from the plan: the largest warm-up, then the timed ones. */
export const searchesPerRun = (o: Pick<BenchOptions, 'searchWarmup' | 'searches' | 'searchers'>) => searchWarmupAt(o, Math.max(...o.searchers)) + o.searches;
