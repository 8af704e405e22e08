import { createQueryId, type Compilable, type CompiledQuery, type RootOperationNode } from 'kysely';
import type { Db } from './index';

const SLOT = Symbol('statement value');
type Slot = { readonly [SLOT]: string };
const isSlot = (value: unknown): value is Slot => typeof value === 'object' && value !== null && SLOT in value;

type Compiled = { sql: string; parameters: readonly unknown[]; query: RootOperationNode };

/**
 * A statement whose shape never changes, built and compiled by Kysely once per database and given its values on each
 * call: for the statements every request or booking runs (the session read, a booking's), where building Kysely's
 * query tree and compiling it again each time was a sixth of a booking's server CPU. Declared at module level, so
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
    const { sql, parameters, query } = build(db, slots).compile();
    const used = new Set(parameters.filter(isSlot).map((p) => p[SLOT]));
    const misused = [...read].filter((name) => !used.has(name));
    if (misused.length) throw new Error(`statement: ${misused.join(', ')} read but not used as a value`);
    return { sql, parameters, query };
  };
  return {
    /** The statement's rows, run on `db` with `values`. */
    async execute(db: Db, values: V): Promise<R[]> {
      let made = byDb.get(db);
      if (!made) byDb.set(db, (made = compile(db)));
      const parameters = made.parameters.map((p) => (isSlot(p) ? values[p[SLOT]] : p));
      const query: CompiledQuery<R> = { sql: made.sql, query: made.query, queryId: createQueryId(), parameters };
      // The database's plugins were applied when it was compiled; they hear it sent as they hear any statement.
      db.getExecutor().transformQuery(query.query, query.queryId);
      return (await db.executeQuery(query)).rows;
    },
    /** Its first row, if any. */
    async executeTakeFirst(db: Db, values: V): Promise<R | undefined> {
      return (await this.execute(db, values))[0];
    },
  };
}
