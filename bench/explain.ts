import { CompiledQuery, type KyselyPlugin, type PluginTransformQueryArgs } from 'kysely';
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

export type ExplainedQuery = { sql: string; parameters: readonly unknown[]; plan: string[]; medianMs: number };

/**
 * Each SELECT the app sent, timed as it is (median of `runs`, measured from here, so with the driver's
 * round trip) and then EXPLAIN (ANALYZE, BUFFERS)ed with its own parameters. `timing: false` leaves out
 * per-node clocks, which cost more than the query itself in PGlite's WebAssembly build.
 */
export async function explainQueries(db: Db, queries: PluginTransformQueryArgs[], opts: { timing: boolean; runs?: number }): Promise<ExplainedQuery[]> {
  const out: ExplainedQuery[] = [];
  for (const q of queries) {
    const compiled = db.getExecutor().compileQuery(q.node, q.queryId);
    if (!/^\s*select\b/i.test(compiled.sql)) continue;
    const times: number[] = [];
    for (let i = 0; i < (opts.runs ?? 5); i++) {
      const started = performance.now();
      await db.executeQuery(compiled);
      times.push(performance.now() - started);
    }
    const options = opts.timing ? 'analyze, buffers' : 'analyze, buffers, timing off';
    const result = await db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain (${options}) ${compiled.sql}`, [...compiled.parameters]));
    out.push({ sql: compiled.sql, parameters: compiled.parameters, plan: result.rows.map((r) => r['QUERY PLAN']), medianMs: percentile(times.sort((a, b) => a - b), 50) });
  }
  return out;
}
