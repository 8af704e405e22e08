import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect, type KyselyPlugin } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { FairPGliteDialect } from './fairQueue';
import { pgliteDirOf, pgliteSharedBuffersMb, type SharedBuffersSetting } from './pgliteDefaults';
import { createResilientPool } from './pool';
import type { Database } from './types';

export type Db = Kysely<Database>;

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;

const toIso = (v: string) => new Date(v.includes('T') || /[+-]\d\d(:?\d\d)?$/.test(v) ? v : `${v}Z`).toISOString();

/** The same value shapes from both drivers: numbers for int8/numeric, ISO strings for instants, 'YYYY-MM-DD' for dates. */
const parsers: Record<number, (v: string) => unknown> = {
  [INT8]: (v) => Number(v),
  [NUMERIC]: (v) => Number(v),
  [DATE]: (v) => v,
  [TIMESTAMP]: toIso,
  [TIMESTAMPTZ]: (v) => new Date(v).toISOString(),
};

/** A server, a data directory, or memory (optionally starting from a `dumpDataDir()` tarball: tests restore one). */
export type DbTarget = { url: string } | { dataDir: string } | { memory: true; loadDataDir?: Blob };

/** Limits of a PostgreSQL server's connections, in milliseconds (0: none); PGlite runs in-process and has none. */
export type DbLimits = {
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  /** Statements inside withLongStatements (background jobs). */
  longStatementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
};

/** The DB_* settings as limits. */
export const dbLimitsOf = (c: Pick<Config, 'DB_CONNECT_TIMEOUT_MS' | 'DB_STATEMENT_TIMEOUT_MS' | 'DB_JOB_STATEMENT_TIMEOUT_MS' | 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS'>): DbLimits => ({
  connectTimeoutMs: c.DB_CONNECT_TIMEOUT_MS,
  statementTimeoutMs: c.DB_STATEMENT_TIMEOUT_MS,
  longStatementTimeoutMs: c.DB_JOB_STATEMENT_TIMEOUT_MS,
  idleInTransactionTimeoutMs: c.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
});

/**
 * Without limits from the configuration (tools, tests): connecting is still bounded, statements are not.
 * The server's main.ts passes the DB_* settings.
 */
const noStatementLimits: DbLimits = { connectTimeoutMs: 10_000, statementTimeoutMs: 0, longStatementTimeoutMs: 0, idleInTransactionTimeoutMs: 0 };

export type DbOptions = {
  limits?: DbLimits;
  /** PGlite's shared_buffers in MB, or sized by its database (PGLITE_SHARED_BUFFERS_MB); a PostgreSQL server keeps its own setting. */
  pgliteSharedBuffersMb?: SharedBuffersSetting;
  /** Told about a connection lost while idle (the pool replaces it on demand); stderr by default. */
  onLostConnection?: (err: Error) => void;
};

const warnLost = (err: Error) => console.warn(`database connection lost: ${err.message}`);

export { PREPARED, withLongStatements, withoutStatementLimit } from './pool';
export { pgliteDirOf, pgliteSharedBuffersMb, type SharedBuffersSetting } from './pgliteDefaults';
export { statement } from './statement';
export { withLowPriority } from './fairQueue';

/**
 * PGlite runs in this thread, and its answers resolve without the event loop getting a turn: a long series of
 * statements (the first-start seed) would keep every request waiting until its end. With this plugin each statement
 * is followed by one turn, so requests are answered between statements.
 */
export const yieldAfterEachStatement: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    await new Promise((resolve) => setImmediate(resolve));
    return args.result;
  },
};

export async function createDb(target: DbTarget, opts: DbOptions = {}): Promise<Db> {
  if ('url' in target) {
    const limits = opts.limits ?? noStatementLimits;
    const pool = createResilientPool(
      {
        connectionString: target.url,
        max: 10,
        types: {
          getTypeParser: ((oid: number, format?: string) =>
            parsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
        },
      },
      {
        connectMs: limits.connectTimeoutMs,
        request: { statementMs: limits.statementTimeoutMs, idleInTransactionMs: limits.idleInTransactionTimeoutMs },
        long: { statementMs: limits.longStatementTimeoutMs, idleInTransactionMs: limits.idleInTransactionTimeoutMs },
      },
      opts.onLostConnection ?? warnLost,
    );
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  // Opened by the first statement, not here: a first start makes a new database (seconds), and main.ts listens first.
  const where = 'dataDir' in target ? { dataDir: target.dataDir } : { loadDataDir: target.loadDataDir };
  return new Kysely<Database>({ dialect: new FairPGliteDialect({ pglite: () => openPglite(where, { sharedBuffersMb: opts.pgliteSharedBuffersMb }) }) });
}

/**
 * PGlite's PostgreSQL lives inside the server's memory, and its WebAssembly memory grows but never shrinks. The
 * 128 MB of shared_buffers initdb chose are zeroed, so resident, from the start whatever the database's size
 * (opening the bench's catalogue: 343 MB resident with them, 229 MB with 16 MB). 32 MB holds the 2,000-hotel
 * catalogue's working set (the whole database is 40 MB); a page it does not hold is read from the data directory
 * through the operating system's file cache. `-c` on the command line wins over postgresql.conf, so existing data
 * directories take it without change. A big catalogue reads pages back far more often, each through a JavaScript file
 * call, so the size grows with the database up to 128 MB (the 100,000-hotel catalogue: searches 19% quicker, 510-543 MB
 * resident); PGLITE_SHARED_BUFFERS_MB sets another (README, "Memory with PGlite").
 */

/** The embedded database with our extensions and value parsers, in a data directory or in memory. */
export async function openPglite(target: { dataDir?: string; loadDataDir?: Blob }, settings: { sharedBuffersMb?: SharedBuffersSetting } = {}): Promise<PGlite> {
  const dir = target.dataDir ? pgliteDirOf(target.dataDir) : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  const sharedBuffersMb = pgliteSharedBuffersMb(target.dataDir, settings.sharedBuffersMb);
  return PGlite.create(dir, {
    extensions: { cube, earthdistance, pg_trgm, unaccent },
    parsers,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`],
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
}

export const kyselyOver = (pglite: PGlite): Db => new Kysely<Database>({ dialect: new FairPGliteDialect({ pglite }) });
