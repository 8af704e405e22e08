import { PostgresQueryCompiler, type KyselyPlugin, type QueryId, type RootOperationNode } from 'kysely';

/**
 * Records the SQL of every statement the app sends through Kysely, to count what one request costs the database.
 * A subquery passes the plugin too but gets no result of its own: only statements sent are kept. A transaction's
 * BEGIN and COMMIT do not pass through plugins and are not counted. `onSent` hears each statement as it completes.
 */
export function statementLog(onSent?: (sql: string) => void) {
  const compiler = new PostgresQueryCompiler();
  const seen = new WeakMap<QueryId, RootOperationNode>();
  const sent: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      seen.set(args.queryId, args.node);
      return args.node;
    },
    transformResult: async (args) => {
      const node = seen.get(args.queryId);
      const sql = node ? compiler.compileQuery(node, args.queryId).sql : '(unknown)';
      sent.push(sql);
      onSent?.(sql);
      return args.result;
    },
  };
  return {
    plugin,
    /** The statements sent while `fn` ran (nothing else may use the app meanwhile), and its result. */
    async during<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      const from = sent.length;
      const result = await fn();
      return { result, statements: sent.slice(from) };
    },
  };
}
