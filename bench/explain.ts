import { CompiledQuery, sql, type KyselyPlugin, type PluginTransformQueryArgs } from 'kysely';
import { performance } from 'node:perf_hooks';
import type { Db } from '../server/db';
import { percentile } from './stats';

export type QueryCapture = { plugin: KyselyPlugin; record<T>(fn: () => Promise<T>): Promise<{ value: T; queries: PluginTransformQueryArgs[] }> };

/** A pass-through Kysely plugin that, while recording, keeps every query the app sends. */
export function createQueryCapture(): QueryCapture {
  let sink: PluginTransformQueryArgs[] | null = null;
  return {
    plugin: {
      transformQuery(args) {
        sink?.push(args);
        return args.node;
      },
      transformResult: async (args) => args.result,
    },
    async record(fn) {
      const queries: PluginTransformQueryArgs[] = [];
      sink = queries;
      try {
        return { value: await fn(), queries };
      } finally {
        sink = null;
      }
    },
  };
}

export type ExplainedQuery = { sql: string; parameters: readonly unknown[]; plan: string[]; medianMs: number; write: boolean };

const isSelect = (text: string) => /^\s*select\b/i.test(text);
const isWrite = (text: string) => /^\s*(insert|update|delete|with)\b/i.test(text);

class Rollback extends Error {}

/**
 * Each SELECT the app sent, timed as it is (median of `runs`, measured from here, so with the driver's
 * round trip) and then EXPLAIN (ANALYZE, BUFFERS)ed with its own parameters. `timing: false` leaves out
 * per-node clocks, which cost more than the query itself in PGlite's WebAssembly build.
 *
 * With `writes`, the statements are replayed in the order they were sent inside one transaction that is rolled
 * back, so INSERT/UPDATE/DELETE are explained too without changing anything (timed once, by the server's own planning
 * and execution times); a write that fails
 * on replay (a unique key the original already used) is left out; `beforeReplay` may first remove, inside that
 * transaction, what the original wrote. The same statement text is explained once.
 */
export async function explainQueries(
  db: Db,
  queries: PluginTransformQueryArgs[],
  opts: { timing: boolean; runs?: number; writes?: boolean; beforeReplay?: (trx: Db) => Promise<void> },
): Promise<ExplainedQuery[]> {
  const options = opts.timing ? 'analyze, buffers' : 'analyze, buffers, timing off';
  const seen = new Set<string>();
  const compiled = queries
    .map((q) => db.getExecutor().compileQuery(q.node, q.queryId))
    .filter((c) => (isSelect(c.sql) || (opts.writes && isWrite(c.sql))) && !seen.has(c.sql) && seen.add(c.sql));

  const explainAll = async (exec: Db): Promise<ExplainedQuery[]> => {
    const out: ExplainedQuery[] = [];
    for (const c of compiled) {
      const explain = CompiledQuery.raw(`explain (${options}) ${c.sql}`, [...c.parameters]);
      if (isSelect(c.sql)) {
        const times: number[] = [];
        for (let i = 0; i < (opts.runs ?? 5); i++) {
          const started = performance.now();
          await exec.executeQuery(c);
          times.push(performance.now() - started);
        }
        const result = await exec.executeQuery<{ 'QUERY PLAN': string }>(explain);
        out.push({ sql: c.sql, parameters: c.parameters, plan: result.rows.map((r) => r['QUERY PLAN']), medianMs: percentile(times.sort((a, b) => a - b), 50), write: false });
        continue;
      }
      await sql`savepoint bench_explain`.execute(exec);
      try {
        const result = await exec.executeQuery<{ 'QUERY PLAN': string }>(explain);
        const plan = result.rows.map((r) => r['QUERY PLAN']);
        // Run once, so its time is the server's own (planning + execution), without the round trip.
        const serverMs = ['Planning Time', 'Execution Time'].reduce((n, label) => n + Number(/([\d.]+) ms/.exec(plan.find((l) => l.includes(`${label}:`)) ?? '')?.[1] ?? 0), 0);
        out.push({ sql: c.sql, parameters: c.parameters, plan, medianMs: serverMs, write: true });
        await sql`release savepoint bench_explain`.execute(exec);
      } catch {
        await sql`rollback to savepoint bench_explain`.execute(exec);
      }
    }
    return out;
  };

  if (!opts.writes) return explainAll(db);
  let explained: ExplainedQuery[] = [];
  await db
    .transaction()
    .execute(async (trx) => {
      await opts.beforeReplay?.(trx);
      explained = await explainAll(trx);
      throw new Rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof Rollback)) throw err;
    });
  return explained;
}
