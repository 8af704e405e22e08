import { sql } from 'kysely';
import os from 'node:os';
import type { Db } from '../server/db';
import { explainQueries, type QueryCapture } from './explain';
import type { LoadClient } from './loadClient';
import { searchesPerRun, searchWarmupAt, type BenchOptions } from './options';
import { count, ms, perSecond, table } from './report';
import { planSearches, type SearchPlan } from './searchPlan';
import { runSearchLoad, type SearchTiming } from './searchLoad';
import { percentile } from './stats';
import { anchorSearches, runAnchor, type AnchorResult } from './anchor';
import { cpuWhile, type CpuSpent } from './cpu';

/** Issue 11's aims for the app's search against the one-statement anchor, at 50 searchers on PostgreSQL. */
export const SEARCH_AIM = { throughput: 1.0, p99: 1.5, at: 50 } as const;

export const SEARCH_SCENARIO = 'hotel-search';

export type SearchRow = {
  concurrency: number;
  searches: number;
  post: { p50: number; p99: number };
  firstPage: { p50: number; p99: number };
  complete: { p50: number; p99: number };
  perSecond: number;
  polls: number;
  medianTotal: number;
  empty: number;
  /** Hits on the complete first pages, per rate status. */
  rates: Record<string, number>;
  errors: number;
  failures: string[];
  timedOut: boolean;
  /** The one-statement anchor at the same concurrency, run just before and just after the app's searches. */
  anchor?: { before: AnchorResult; after: AnchorResult; perSecond: number; p99: number };
  /** Largest resident set of the process (the app's server) while the app's searches ran, MB. */
  rssMb: number;
  /** CPU per search, ms: the app's (server, PostgreSQL, load client) and the anchor's (this process, PostgreSQL; mean of its two runs). */
  cpu: { app: PerSearchCpu; anchor?: PerSearchCpu };
};

type PerSearchCpu = { process: number; postgres: number | null; client: number | null };

const perSearch = (spent: CpuSpent, n: number): PerSearchCpu => ({
  process: spent.processMs / Math.max(1, n),
  postgres: spent.backendsMs === null ? null : spent.backendsMs / Math.max(1, n),
  client: spent.otherMs === null ? null : spent.otherMs / Math.max(1, n),
});
const meanCpu = (a: PerSearchCpu, b: PerSearchCpu): PerSearchCpu => ({
  process: (a.process + b.process) / 2,
  postgres: a.postgres === null || b.postgres === null ? null : (a.postgres + b.postgres) / 2,
  client: null,
});
const cpuTotal = (c: PerSearchCpu) => c.process + (c.postgres ?? 0) + (c.client ?? 0);

const p = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

function summarizeSearches(concurrency: number, timings: SearchTiming[], wallMs: number): Omit<SearchRow, 'errors' | 'failures' | 'timedOut' | 'anchor' | 'rssMb' | 'cpu'> {
  const rates: Record<string, number> = {};
  for (const t of timings) for (const [status, n] of Object.entries(t.rates)) rates[status] = (rates[status] ?? 0) + n;
  return {
    concurrency,
    searches: timings.length,
    post: p(timings.map((t) => t.postMs)),
    firstPage: p(timings.map((t) => t.firstPageMs)),
    complete: p(timings.map((t) => t.completeMs)),
    perSecond: wallMs > 0 ? (timings.length * 1000) / wallMs : Number.NaN,
    polls: timings.length ? timings.reduce((n, t) => n + t.polls, 0) / timings.length : Number.NaN,
    medianTotal: percentile(timings.map((t) => t.total).sort((a, b) => a - b), 50),
    empty: timings.filter((t) => t.total === 0).length,
    rates,
  };
}

const describePlan = (plan: SearchPlan, n: number) =>
  `${count(n)} searches around ${count(plan.cities)} cities that have hotels, check-in ${plan.window.from} to ${plan.window.to}, 1-3 nights; ` +
  `${Math.round((plan.share.nearMe / n) * 100)}% "near me" coordinates, the rest city + province + country; ` +
  `${Math.round((plan.share.price / n) * 100)}% with a price range, ${Math.round((plan.share.brand / n) * 100)}% with a brand, the rest default filters (parking on, 60 km, by distance)`;

/**
 * The storefront's search as a driver waits for it: POST /api/hotels/search, then page 1 of
 * GET /api/hotels/search/results polled until `searching` is false; at each number of searchers at once.
 */
export async function benchSearch(db: Db, capture: QueryCapture, baseUrl: string, client: LoadClient, o: BenchOptions, timing: boolean, log: (m?: string) => void) {
  const perRun = searchesPerRun(o);
  const plan = await planSearches(db, perRun * o.searchers.length);
  log(`\n  ${SEARCH_SCENARIO}: ${describePlan(plan, plan.searches.length)}; polled every ${o.pollMs} ms`);

  const loadBefore = os.loadavg()[0]!;
  const rows: SearchRow[] = [];
  for (const [i, concurrency] of o.searchers.entries()) {
    // Each concurrency gets searches of its own, so no run reads what an earlier one warmed.
    const searches = plan.searches.slice(i * perRun, (i + 1) * perRun);
    const warmup = searchWarmupAt(o, concurrency);
    const anchorInput = o.anchor ? await anchorSearches(db, searches) : [];
    // Warm-up searches count: the CPU readings span them too.
    const anchorRun = () => cpuWhile(db, () => runAnchor(db, anchorInput, { concurrency, warmup, count: o.searches, maxSeconds: o.maxSeconds }));
    const beforeRun = o.anchor ? await anchorRun() : undefined;
    const before = beforeRun?.result;
    if (before) log(`  anchor      c=${String(concurrency).padEnd(3)} p50 ${ms(before.p50).padStart(6)} ms  p99 ${ms(before.p99).padStart(6)} ms  ${perSecond(before.perSecond).padStart(5)} searches/s (before)`);
    let rssMb = process.memoryUsage().rss / 2 ** 20;
    const sampler = setInterval(() => (rssMb = Math.max(rssMb, process.memoryUsage().rss / 2 ** 20)), 200);
    const appRun = await cpuWhile(
      db,
      () => client.search({ baseUrl, searches, concurrency, warmup, count: o.searches, maxSeconds: o.maxSeconds, pollMs: o.pollMs, timeoutMs: 30_000, acceptEncoding: o.acceptEncoding }).finally(() => clearInterval(sampler)),
      client.pid,
    );
    const result = appRun.result;
    const appCpu = perSearch(appRun, warmup + result.timings.length + result.errors);
    const afterRun = o.anchor ? await anchorRun() : undefined;
    const after = afterRun?.result;
    if (after) log(`  anchor      c=${String(concurrency).padEnd(3)} p50 ${ms(after.p50).padStart(6)} ms  p99 ${ms(after.p99).padStart(6)} ms  ${perSecond(after.perSecond).padStart(5)} searches/s (after)`);
    const anchor = before && after ? { before, after, perSecond: (before.perSecond + after.perSecond) / 2, p99: (before.p99 + after.p99) / 2 } : undefined;
    const anchorCpu = beforeRun && afterRun
      ? meanCpu(perSearch(beforeRun, warmup + beforeRun.result.searches + beforeRun.result.errors), perSearch(afterRun, warmup + afterRun.result.searches + afterRun.result.errors))
      : undefined;
    const row: SearchRow = { ...summarizeSearches(concurrency, result.timings, result.wallMs), errors: result.errors, failures: result.failures, timedOut: result.timedOut, anchor, rssMb, cpu: { app: appCpu, anchor: anchorCpu } };
    log(
      `  ${SEARCH_SCENARIO} c=${String(concurrency).padEnd(3)} complete first page p50 ${ms(row.complete.p50).padStart(6)} ms  p99 ${ms(row.complete.p99).padStart(6)} ms  ${perSecond(row.perSecond).padStart(5)} searches/s  RSS ≤ ${Math.round(rssMb)} MB  server CPU ${ms(appCpu.process)} ms a search` +
        `${row.errors ? `  ${row.errors} errors: ${row.failures.join('; ')}` : ''}${row.timedOut ? `  (stopped at ${o.maxSeconds} s)` : ''}`,
    );
    rows.push(row);
  }
  const loadAfter = os.loadavg()[0]!;
  log(`\nAsync hotel search — POST, then page 1 polled until complete; ${o.searches} searches per line after ${o.searchers.map((c) => searchWarmupAt(o, c)).join(' / ')} warm-up; 1-minute load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}\n`);
  log(
    table(
      ['searchers', 'searches', 'complete p50 ms', 'complete p99 ms', 'POST p50 ms', 'POST p99 ms', 'first answer p99 ms', 'polls', 'searches/s', 'median results', 'empty', 'errors'],
      rows.map((r) => [r.concurrency, r.searches, ms(r.complete.p50), ms(r.complete.p99), ms(r.post.p50), ms(r.post.p99), ms(r.firstPage.p99), r.polls.toFixed(2), perSecond(r.perSecond), count(r.medianTotal), r.empty, r.errors]),
    ),
  );
  const rates = rows.reduce<Record<string, number>>((all, r) => {
    for (const [k, v] of Object.entries(r.rates)) all[k] = (all[k] ?? 0) + v;
    return all;
  }, {});
  log(`  rates on the complete first pages: ${Object.entries(rates).map(([k, v]) => `${k} ${count(v)}`).join(', ') || 'none'}`);
  const anchored = rows.filter((r) => r.anchor);
  if (anchored.length) {
    log(`\nThe app's search against the one-statement anchor (the ${'200'} nearest hotels with truck parking within 60 km, each priced from local inventory for the stay, first 20 by distance; run through the pool just before and just after the app's searches, their mean); aim at ${SEARCH_AIM.at} searchers${timing ? '' : ' (on PostgreSQL)'}: ≥ ${SEARCH_AIM.throughput.toFixed(1)}× the anchor's searches/s and p99 ≤ ${SEARCH_AIM.p99}× its p99\n`);
    log(
      table(
        ['searchers', 'anchor searches/s (before, after)', 'anchor p99 ms', 'app searches/s', 'app p99 ms', 'throughput ×', 'p99 ×', 'verdict'],
        anchored.map((r) => {
          const a = r.anchor!;
          const tx = r.perSecond / a.perSecond;
          const px = r.complete.p99 / a.p99;
          const verdict = r.concurrency !== SEARCH_AIM.at ? '—' : tx >= SEARCH_AIM.throughput && px <= SEARCH_AIM.p99 ? 'PASS' : 'MISS';
          return [r.concurrency, `${perSecond(a.perSecond)} (${perSecond(a.before.perSecond)}, ${perSecond(a.after.perSecond)})`, ms(a.p99), perSecond(r.perSecond), ms(r.complete.p99), tx.toFixed(2), px.toFixed(2), verdict];
        }),
      ),
    );
    log(`\nWhere a search's time goes: CPU per search (ms, user + system, warm-up included) of the app's server, of the PostgreSQL backends serving the benchmark's database and of the load client, against the anchor's; "${os.cpus().length} cores allow" is the searches per second that CPU would allow with every core busy\n`);
    const cell = (v: number | null) => (v === null ? '—' : v.toFixed(1));
    const allow = (c: PerSearchCpu) => perSecond((os.cpus().length * 1000) / cpuTotal(c));
    log(
      table(
        ['searchers', 'app: server', 'app: PostgreSQL', 'app: load client', 'app: total', `app: ${os.cpus().length} cores allow /s`, 'anchor: this process', 'anchor: PostgreSQL', 'anchor: total', `anchor: ${os.cpus().length} cores allow /s`],
        anchored.map((r) => {
          const a = r.cpu.anchor;
          return [r.concurrency, cell(r.cpu.app.process), cell(r.cpu.app.postgres), cell(r.cpu.app.client), cell(cpuTotal(r.cpu.app)), allow(r.cpu.app), a ? cell(a.process) : '—', a ? cell(a.postgres) : '—', a ? cell(cpuTotal(a)) : '—', a ? allow(a) : '—'];
        }),
      ),
    );
    const anchorErrors = anchored.reduce((n, r) => n + r.anchor!.before.errors + r.anchor!.after.errors, 0);
    if (anchorErrors) log(`  anchor errors: ${anchorErrors} (${anchored.flatMap((r) => [...r.anchor!.before.failures, ...r.anchor!.after.failures]).slice(0, 3).join('; ')})`);
  }

  if (o.explainSearch) await explainSearch(db, capture, baseUrl, plan, o, timing, log);
  return { errors: rows.reduce((n, r) => n + r.errors, 0), rows };
}

/** Records the SQL of one default search (POST and polls until complete) and prints each statement's plan. */
async function explainSearch(db: Db, capture: QueryCapture, baseUrl: string, plan: SearchPlan, o: BenchOptions, timing: boolean, log: (m?: string) => void) {
  const body = plan.searches.find((s) => s.city && !s.brands?.length && !s.filter?.prices?.length) ?? plan.searches[0]!;
  const { rows: [clock] } = await sql<{ now: string }>`select now()::text as now`.execute(db);
  const { queries } = await capture.record(() =>
    runSearchLoad({ baseUrl, searches: [body], concurrency: 1, warmup: 0, count: 1, maxSeconds: 30, pollMs: o.pollMs, timeoutMs: 30_000, acceptEncoding: o.acceptEncoding }),
  );
  // Replayed without the rows the search stored (in the rolled-back transaction): a search that stores its own lookup
  // would otherwise fail on its token, and its results' write would be left out of the plan.
  const storedSince = async (trx: Db) => {
    await sql`delete from search_results where token in (select token from lookups where created_at >= ${clock!.now}::timestamptz)`.execute(trx);
    await sql`delete from lookups where created_at >= ${clock!.now}::timestamptz`.execute(trx);
  };
  const explained = await explainQueries(db, queries, { timing, writes: true, beforeReplay: storedSince });
  log(`\nThe SQL of one search (${JSON.stringify(body)}), in the order sent; SELECTs: median of 5 runs with the round trip; writes: planning + execution time of one run inside a rolled-back transaction:`);
  for (const [i, q] of explained.entries()) log(`  ${i + 1}. ${ms(q.medianMs).padStart(7)} ms  ${q.sql.replace(/\s+/g, ' ').slice(0, 120)}…`);
  for (const q of explained) {
    const shownSql = q.sql.length > 1500 ? `${q.sql.slice(0, 1500)}… (${count(q.sql.length)} characters)` : q.sql;
    const shownParams = q.parameters.length > 24 ? `${JSON.stringify(q.parameters.slice(0, 24)).slice(0, -1)}, … ${q.parameters.length} in all]` : JSON.stringify(q.parameters);
    log(`\n-- ${ms(q.medianMs)} ms: EXPLAIN (ANALYZE, BUFFERS${timing ? '' : ', TIMING OFF'}) of\n${shownSql}\n-- parameters: ${shownParams}`);
    log(q.plan.map((l) => `   ${l}`).join('\n'));
  }
}
