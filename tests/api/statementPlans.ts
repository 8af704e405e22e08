import { CompiledQuery, createQueryId, type KyselyPlugin, type RootOperationNode } from 'kysely';
import type { Db } from '@server/db';

export type Statement = { sql: string; plan: string };

/**
 * The statements an app really sends while a request runs, captured on their way to the database (give `plugin` to
 * setupTestApp), with the plans the planner makes for them. `kinds` narrows them to some statement kinds.
 */
export function statementRecorder(kinds?: RootOperationNode['kind'][]) {
  let capturing = false;
  let captured: RootOperationNode[] = [];
  // Nodes by query id: a subquery passes through the plugin too, but only a statement sent gets a result back.
  const built = new Map<unknown, RootOperationNode>();
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      if (capturing && (!kinds || kinds.includes(args.node.kind))) built.set(args.queryId, args.node);
      return args.node;
    },
    transformResult: async (args) => {
      const node = built.get(args.queryId);
      if (capturing && node) captured.push(node);
      return args.result;
    },
  };

  /** Runs `during`, then explains each statement it sent (on `db`, without the plugin) whose SQL `keep` accepts. */
  async function record<T>(db: Db, during: () => Promise<T>, keep: (sql: string) => boolean = () => true): Promise<{ result: T; statements: Statement[] }> {
    captured = [];
    built.clear();
    capturing = true;
    let result: T;
    try {
      result = await during();
    } finally {
      capturing = false;
    }
    const statements: Statement[] = [];
    for (const node of captured) {
      const compiled = db.getExecutor().compileQuery(node, createQueryId());
      if (!keep(compiled.sql)) continue;
      const plan = await db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
      statements.push({ sql: compiled.sql, plan: plan.rows.map((r) => r['QUERY PLAN']).join('\n') });
    }
    return { result, statements };
  }

  return { plugin, record };
}
