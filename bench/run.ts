// `npm run bench`: times GET /api/hotels (filters, ordering, paging), GET /api/hotel/{slug} and the async hotel
// search on a large DEMO catalogue, on PGlite and on PostgreSQL, with the real app listening on loopback; then the
// front end's JavaScript weight and Lighthouse (bench/frontend.ts). Not part of `npm test`.
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { limitHeapGrowth } from '../server/lib/heapGrowth';
import { pgliteDirOf, type Db } from '../server/db';
import { openCatalog, type BenchTarget, type CatalogInfo } from './catalog';
import { createQueryCapture, explainQueries, type QueryCapture } from './explain';
import { startLoadClient, type LoadClient } from './loadClient';
import { parseOptions, USAGE, type BenchOptions } from './options';
import { databaseName, dropDatabase, reachable, transportOf, withDatabase } from './postgres';
import { count, ms, perSecond, table } from './report';
import { buildScenarios, type Scenario } from './scenarios';
import { benchBookings, BOOKING_SCENARIO } from './bookingBench';
import { benchSearch, SEARCH_SCENARIO, type SearchRow } from './searchBench';
import { benchRouteSearch, ROUTE_SCENARIO } from './routeBench';
import { startRoutingSimulator } from '../server/modules/search/routingSimulator';

const PGLITE_AIM = { at: 50, p99Ms: 3000, share: 0.5, rssMb: 600 } as const;
import { summarize, type Summary } from './stats';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_SIZE = { hotels: 100_000, days: 7 };
const log = (m = '') => console.log(m);

/** The commit the figures belong to, and whether the working tree differs from it. */
function revision(paths = ['server', 'src/api']): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', ...paths], { encoding: 'utf8' }).trim();
    return dirty ? `${head} + uncommitted changes in ${paths.join(', ')}` : head;
  } catch {
    return 'unknown commit';
  }
}

type Row = { scenario: Scenario; concurrency: number; summary: Summary; errors: number; failures: string[]; timedOut: boolean };

/** One catalogue per size, so a quick run on a small one never throws away the big one. */
async function chooseTargets(o: BenchOptions): Promise<BenchTarget[]> {
  const isDefault = o.hotels === DEFAULT_SIZE.hotels && o.days === DEFAULT_SIZE.days;
  const tag = `h${o.hotels}-d${o.days}`;
  const pglite: BenchTarget = { kind: 'pglite', dataDir: path.join(BENCH_DIR, '.data', tag), sharedBuffersMb: o.pgliteBuffersMb };
  const pgUrl = isDefault ? o.pgUrl : withDatabase(o.pgUrl, `${databaseName(o.pgUrl)}_${tag.replace('-', '_')}`);
  const postgres: BenchTarget = { kind: 'postgres', url: pgUrl };
  if (o.db === 'pglite') return [pglite];
  const up = await reachable(pgUrl);
  if (o.db === 'auto') {
    if (!up) log(`PostgreSQL (${transportOf(pgUrl)}) does not answer: PGlite only.`);
    return up ? [pglite, postgres] : [pglite];
  }
  if (!up) throw new Error(`PostgreSQL (${transportOf(pgUrl)}) does not answer (--db ${o.db})`);
  return o.db === 'postgres' ? [postgres] : [pglite, postgres];
}

const describe = (t: BenchTarget) =>
  t.kind === 'pglite' ? `PGlite (embedded, in the server process; ${path.relative(process.cwd(), pgliteDirOf(t.dataDir))})` : `PostgreSQL server (${new URL(t.url).host}${new URL(t.url).pathname}, pool of 10)`;

/** Hotel slugs spread over the whole catalogue, the same on every run. */
async function sampleSlugs(db: Db): Promise<string[]> {
  const { rows } = await sql<{ slug: string }>`select slug from hotels where status = 'active' order by md5(slug) limit 200`.execute(db);
  return rows.map((r) => r.slug);
}

async function probe(baseUrl: string, s: Scenario): Promise<number | null> {
  const res = await fetch(new URL(s.paths[0]!, baseUrl));
  if (!res.ok) throw new Error(`${s.paths[0]} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  const body = (await res.json()) as { data?: unknown[]; meta?: { total: number; page: number; limit: number } };
  if (!s.list) return null;
  if (!body.meta || !Array.isArray(body.data)) throw new Error(`${s.paths[0]} is not a { data, meta } list`);
  const expected = Math.max(0, Math.min(body.meta.limit, body.meta.total - (body.meta.page - 1) * body.meta.limit));
  if (body.data.length !== expected) throw new Error(`${s.paths[0]} counts ${body.meta.total} rows but returned ${body.data.length} on page ${body.meta.page}`);
  return body.meta.total;
}

async function explainSlowest(target: BenchTarget, db: Db, capture: QueryCapture, baseUrl: string, rows: Row[], o: BenchOptions) {
  const lowest = Math.min(...o.concurrency);
  const candidates = rows.filter((r) => r.concurrency === lowest);
  const chosen = o.explain
    ? candidates.find((r) => r.scenario.key === o.explain)?.scenario
    : [...candidates].sort((a, b) => b.summary.p50 - a.summary.p50)[0]?.scenario;
  if (!chosen) {
    log(o.explain ? `(no scenario "${o.explain}" ran; nothing to explain)` : '');
    return;
  }
  const { queries } = await capture.record(async () => {
    const res = await fetch(new URL(chosen.paths[0]!, baseUrl));
    await res.arrayBuffer();
  });
  const timing = target.kind === 'postgres';
  const explained = await explainQueries(db, queries, { timing });
  log(`\nThe queries behind one "${chosen.key}" request (${chosen.paths[0]}), ${o.explain ? 'as asked' : 'the slowest scenario at concurrency ' + lowest}; median of 5 runs each:`);
  for (const [i, q] of explained.entries()) log(`  ${i + 1}. ${ms(q.medianMs).padStart(7)} ms  ${q.sql.replace(/\s+/g, ' ').slice(0, 110)}…`);
  // The plans of the two most expensive queries show which indexes carry the request.
  for (const q of [...explained].sort((a, b) => b.medianMs - a.medianMs).slice(0, 2)) {
    log(`\n-- ${ms(q.medianMs)} ms: EXPLAIN (ANALYZE, BUFFERS${timing ? '' : ', TIMING OFF'}) of\n${q.sql}\n-- parameters: ${JSON.stringify(q.parameters)}`);
    log(q.plan.map((l) => `   ${l}`).join('\n'));
  }
}

function printCatalog(info: CatalogInfo) {
  log(
    `  catalogue: ${count(info.hotels)} hotels, ${count(info.rooms)} rooms, ${count(info.inventory)} nightly inventory rows (${info.days} nights), ` +
      `${count(info.pictures)} pictures, ${count(info.hotel_amenities)} hotel amenities; ` +
      (info.reused ? `reused (built ${info.built_at.slice(0, 16).replace('T', ' ')} UTC in ${info.build_seconds} s)` : `built now in ${info.build_seconds} s`),
  );
}

/** The search rows of each database, for the comparison of PGlite with PostgreSQL in the same run. */
const searchRows = new Map<BenchTarget['kind'], SearchRow[]>();

/** Issue 11 item 6: PGlite at 50 searchers against PostgreSQL's throughput in the same run. */
function comparePglite() {
  const lite = searchRows.get('pglite')?.find((r) => r.concurrency === PGLITE_AIM.at);
  const pg = searchRows.get('postgres')?.find((r) => r.concurrency === PGLITE_AIM.at);
  if (!lite) return;
  const share = pg ? lite.perSecond / pg.perSecond : Number.NaN;
  const checks = [
    { what: `p99 < ${PGLITE_AIM.p99Ms.toLocaleString('en-US')} ms`, value: `${ms(lite.complete.p99)} ms`, ok: lite.complete.p99 < PGLITE_AIM.p99Ms },
    { what: `≥ ${PGLITE_AIM.share}× PostgreSQL's searches/s`, value: pg ? `${perSecond(lite.perSecond)} / ${perSecond(pg.perSecond)} = ${share.toFixed(2)}×` : 'PostgreSQL not run', ok: pg ? share >= PGLITE_AIM.share : null },
    { what: `RSS ≤ ${PGLITE_AIM.rssMb} MB`, value: `${Math.round(lite.rssMb)} MB`, ok: lite.rssMb <= PGLITE_AIM.rssMb },
  ];
  log(`\nPGlite under ${PGLITE_AIM.at} concurrent searches (issue 11 item 6)\n`);
  log(table(['aim', 'measured', 'verdict'], checks.map((c) => [c.what, c.value, c.ok === null ? '—' : c.ok ? 'PASS' : 'MISS'])));
}

async function benchTarget(target: BenchTarget, o: BenchOptions, client: LoadClient): Promise<number> {
  log(`\n== ${describe(target)}`);
  const { db, info } = await openCatalog(target, { hotels: o.hotels, days: o.days, fresh: o.fresh }, log);
  const capture = createQueryCapture();
  // Quiet logs (a line per request would time pino, not the API); no job worker; nothing else runs in the app.
  const dataDir = target.kind === 'pglite' ? target.dataDir : path.join(BENCH_DIR, '.data', 'postgres');
  // Every simulated driver comes from 127.0.0.1, so the per-address limit on starting searches is lifted.
  // Route searches ask the local routing simulator, as `npm start` does (answering at once: the app is timed, not it).
  const routing = await startRoutingSimulator();
  const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEARCH_RATE_LIMIT: '1000000', BOOKING_RATE_LIMIT: '1000000', ROUTING_URL: routing.url });
  const app = await buildApp({ config, db: db.withPlugin(capture.plugin), runWorker: false });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const version = (await sql<{ server_version: string }>`show server_version`.execute(db)).rows[0]?.server_version;
    printCatalog(info);
    const pageCache = target.kind === 'pglite' ? (await sql<{ shared_buffers: string }>`show shared_buffers`.execute(db)).rows[0]?.shared_buffers : null;
    log(`  server: PostgreSQL ${version} (${target.kind === 'postgres' ? transportOf(target.url) : `PGlite, in the server's process, shared_buffers ${pageCache}`}); app on ${baseUrl}; load generator in a child process; accept-encoding "${o.acceptEncoding}"`);

    const scenarios = buildScenarios(await sampleSlugs(db)).filter((s) => !o.only || o.only.includes(s.key));
    const runSearch = !o.only || o.only.includes(SEARCH_SCENARIO);
    const runBookings = !o.only || o.only.includes(BOOKING_SCENARIO);
    const runRoute = !o.only || o.only.includes(ROUTE_SCENARIO);
    const totals = new Map<string, number | null>();
    for (const s of scenarios) totals.set(s.key, await probe(baseUrl, s));

    const loadBefore = os.loadavg()[0]!;
    const rows: Row[] = [];
    for (const s of scenarios) {
      for (const concurrency of o.concurrency) {
        const result = await client.run({
          baseUrl,
          paths: s.paths,
          concurrency,
          warmup: o.warmup,
          requests: o.requests,
          maxSeconds: o.maxSeconds,
          acceptEncoding: o.acceptEncoding,
          timeoutMs: 30_000,
        });
        const summary = summarize(result.latenciesMs, result.wallMs);
        rows.push({ scenario: s, concurrency, summary, errors: result.errors, failures: result.failures, timedOut: result.timedOut });
        log(`  ${s.key.padEnd(10)} c=${String(concurrency).padEnd(3)} p50 ${ms(summary.p50).padStart(6)} ms  p99 ${ms(summary.p99).padStart(6)} ms  ${perSecond(summary.rps).padStart(5)} req/s${result.errors ? `  ${result.errors} errors: ${result.failures.join('; ')}` : ''}${result.timedOut ? `  (stopped at ${o.maxSeconds} s)` : ''}`);
      }
    }
    const loadAfter = os.loadavg()[0]!;
    if (rows.length) {
      log(`\n${describe(target)} — ${count(info.hotels)} hotels; ${o.requests} requests per line after ${o.warmup} warm-up; 1-minute load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${os.cpus().length} CPUs\n`);
      log(
        table(
          ['scenario', 'concurrency', 'requests', 'p50 ms', 'p99 ms', 'req/s', 'total rows', 'errors'],
          rows.map((r) => [r.scenario.title, r.concurrency, r.summary.requests, ms(r.summary.p50), ms(r.summary.p99), perSecond(r.summary.rps), totals.get(r.scenario.key) == null ? '—' : count(totals.get(r.scenario.key)!), r.errors]),
        ),
      );
      const cut = rows.filter((r) => r.timedOut);
      if (cut.length) log(`\n${cut.length} runs reached --max-seconds ${o.maxSeconds} before ${o.requests} requests: their "requests" column says how many were timed.`);
      await explainSlowest(target, db, capture, baseUrl, rows, o);
    }
    const search = runSearch ? await benchSearch(db, capture, baseUrl, client, o, target.kind === 'postgres', log) : null;
    if (search) searchRows.set(target.kind, search.rows);
    const routeErrors = runRoute ? await benchRouteSearch(db, baseUrl, client, o, search?.rows ?? [], log) : 0;
    const bookingErrors = runBookings ? await benchBookings(db, baseUrl, client, { bookings: o.searches, warmup: o.bookingWarmup, concurrency: o.searchers, maxSeconds: o.maxSeconds, acceptEncoding: o.acceptEncoding, onPostgres: target.kind === 'postgres' }, log, app.mailer) : 0;
    return rows.reduce((n, r) => n + r.errors, 0) + (search?.errors ?? 0) + routeErrors + bookingErrors;
  } finally {
    await app.close();
    await routing.close();
    await db.destroy();
    if (target.kind === 'postgres' && !o.keepDb) {
      await dropDatabase(target.url);
      log(`  dropped the database ${databaseName(target.url)} (--keep-db keeps it for the next run)`);
    }
  }
}

async function benchApi(argv: string[]): Promise<number> {
  const o = parseOptions(argv);
  if (o === 'help') {
    log(USAGE);
    return 0;
  }
  const keys = [...buildScenarios([]).map((s) => s.key), SEARCH_SCENARIO, ROUTE_SCENARIO, BOOKING_SCENARIO];
  const unknown = [...(o.only ?? []), ...(o.explain ? [o.explain] : [])].filter((k) => !keys.includes(k));
  if (unknown.length) throw new Error(`unknown scenario ${unknown.join(', ')}; the scenarios are ${keys.join(', ')}`);
  // The server runs in this process, so with the heap settings server/main.ts gives it.
  limitHeapGrowth();
  const targets = await chooseTargets(o);
  log(`RigRest hotel API benchmark — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; code ${revision()}; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}; Node ${process.version}`);
  const client = startLoadClient();
  let problems = 0;
  try {
    for (const t of targets) problems += await benchTarget(t, o, client);
    comparePglite();
  } finally {
    client.close();
  }
  if (problems) console.error(`\n${problems} requests failed (see the errors above): the figures are not comparable.`);
  return problems;
}

const PARTS = ['api', 'frontend', 'outage', 'notify'] as const;

/**
 * `npm run bench` runs the api and frontend parts; `npm run bench -- api [options]` or `-- frontend [options]` one of
 * them; `-- outage [options]` (database outages, PostgreSQL only) and `-- notify [options]` (mass-notification fan-out
 * and the bell) run only when named.
 */
async function main() {
  const argv = process.argv.slice(2);
  const part = PARTS.find((p) => p === argv[0]);
  const rest = part ? argv.slice(1) : argv;
  // Loaded only when used: Vite, Playwright and Lighthouse take a while to import.
  const frontend = () => import('./frontend');
  if (!part && (rest.includes('--help') || rest.includes('-h'))) {
    const { FRONTEND_USAGE } = await frontend();
    const { OUTAGE_USAGE } = await import('./outage');
    const { NOTIFY_USAGE } = await import('./notifyBench');
    log(`npm run bench [-- api|frontend|outage|notify] [options]: api and frontend when none is named (the options then go to api)\n\n${USAGE}\n\n${FRONTEND_USAGE}\n\n${OUTAGE_USAGE}\n\n${NOTIFY_USAGE}`);
    return;
  }
  if (part === 'outage') {
    if (await (await import('./outage')).runOutage(rest)) process.exitCode = 1;
    return;
  }
  if (part === 'notify') {
    if (await (await import('./notifyBench')).runNotify(rest)) process.exitCode = 1;
    return;
  }
  let problems = 0;
  if (part !== 'frontend') problems += await benchApi(rest);
  if (part !== 'api') {
    log(`\nRigRest front-end weight and Lighthouse — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; code ${revision(['src', 'locales', 'index.html', 'vite.config.ts'])}`);
    problems += await (await frontend()).runFrontend(part === 'frontend' ? rest : []);
  }
  if (problems) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
