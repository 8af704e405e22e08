import { createQueryId, RawNode, ValueNode, type Compilable, type CompiledQuery } from 'kysely';
import type { Db } from './index';

const SLOT = Symbol('statement value');
type Slot = { readonly [SLOT]: string };
const isSlot = (value: unknown): value is Slot => typeof value === 'object' && value !== null && SLOT in value;

/** The compiled text, its parameters (slots where a call's values go) and the text between them ($1, $2 … in order). */
type Compiled = { sql: string; parameters: readonly unknown[]; fragments: readonly string[] };

/** The text around the placeholders Kysely numbered $1..$n in order of appearance; throws if they are not that. */
function fragmentsOf(sql: string, count: number): string[] {
  const parts = sql.split(/\$(\d+)/);
  const numbers = parts.filter((_, i) => i % 2 === 1).map(Number);
  if (numbers.length !== count || numbers.some((n, i) => n !== i + 1)) throw new Error('statement: its placeholders are not $1..$n in order');
  return parts.filter((_, i) => i % 2 === 0);
}

/**
 * A statement whose shape never changes, built and compiled by Kysely once per database and given its values on each
 * call: for the statements every request or booking runs (the session read, a booking's), where building Kysely's
 * query tree and compiling it again each time was a fifth of a booking's server CPU. Declared at module level, so
 * `build` can use only its `values` and constants. Each value it reads must be used as a value (a parameter, `$n`):
 * one read for anything else — a condition on it in JavaScript, a column name, an object to insert — makes the first
 * call throw, as a statement whose shape depends on its values needs one `statement` per shape.
 */
export function statement<V extends Record<string, unknown>, R>(build: (db: Db, values: V) => Compilable<R>) {
  const byDb = new WeakMap<Db, Compiled>();
  const compile = (db: Db): Compiled => {
    const read = new Set<string>();
    const slots = new Proxy({} as V, {
      get(_, name) {
        if (typeof name !== 'string') return undefined;
        read.add(name);
        return { [SLOT]: name } satisfies Slot;
      },
    });
    const { sql, parameters } = build(db, slots).compile();
    const used = new Set(parameters.filter(isSlot).map((p) => p[SLOT]));
    const misused = [...read].filter((name) => !used.has(name));
    if (misused.length) throw new Error(`statement: ${misused.join(', ')} read but not used as a value`);
    return { sql, parameters, fragments: fragmentsOf(sql, parameters.length) };
  };
  /** The statement's rows, run on `db` with `values`. */
  async function execute(db: Db, values: V): Promise<R[]> {
    let made = byDb.get(db);
    if (!made) byDb.set(db, (made = compile(db)));
    const parameters = made.parameters.map((p) => (isSlot(p) ? values[p[SLOT]] : p));
    const executor = db.getExecutor();
    const watched = executor.plugins.length > 0;
    // A database with plugins (tests watching the statements sent) is shown the statement with this call's values,
    // as it would see a query builder's; without any, nothing needs the tree.
    const node = watched ? RawNode.create(made.fragments, parameters.map((p) => ValueNode.create(p))) : RawNode.createWithSql(made.sql);
    const query: CompiledQuery<R> = { sql: made.sql, query: node, queryId: createQueryId(), parameters };
    if (watched) executor.transformQuery(node, query.queryId);
    return (await db.executeQuery(query)).rows;
  }
  return {
    execute,
    /** Its first row, if any. */
    executeTakeFirst: async (db: Db, values: V): Promise<R | undefined> => (await execute(db, values))[0],
  };
}
