import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { sql, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';

/**
 * Ends a statement that PostgreSQL should keep prepared on each connection: `.modifyEnd(PREPARED)` on a query builder,
 * or written at the end of a `sql` statement. For short statements run on every request (a session's sign-in, a
 * booking's), whose plan does not depend on their values: parsing, analysing and planning them again each time was
 * about a third of a booking's database time. Not for a search, whose plan depends on its point and dates (a generic
 * plan of it was twenty times slower). PGlite reads it as the comment it is.
 */
export const PREPARED_MARK = '/* prepared */';
export const PREPARED = sql.raw(PREPARED_MARK);

const statementNames = new Map<string, string>();
/** One name per statement text, the same on every connection (node-postgres prepares it once on each). */
function preparedName(text: string): string | undefined {
  if (!text.endsWith(PREPARED_MARK)) return undefined;
  let name = statementNames.get(text);
  if (!name) {
    name = `rr_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** Server-side limits of one session; 0 is "no limit". */
export type SessionLimits = { statementMs: number; idleInTransactionMs: number };

export type PoolTimeouts = {
  /** Opening a connection, or waiting for a free one of the pool. */
  connectMs: number;
  /** Statements of requests (the default). */
  request: SessionLimits;
  /** Statements run inside withLongStatements (background jobs). */
  long: SessionLimits;
};

type Wanted = 'long' | SessionLimits;
const wanted = new AsyncLocalStorage<Wanted>();

/** Runs `fn` with the long statement limit of background jobs (DB_JOB_STATEMENT_TIMEOUT_MS) on PostgreSQL. */
export function withLongStatements<T>(fn: () => Promise<T>): Promise<T> {
  return wanted.run('long', fn);
}

/** Runs `fn` with no statement limit: migrations and the first-start seed, which may take minutes on a big database. */
export function withoutStatementLimit<T>(fn: () => Promise<T>): Promise<T> {
  return wanted.run({ statementMs: 0, idleInTransactionMs: 0 }, fn);
}

/**
 * A statement the server should have ended by its own statement_timeout but that has not answered (the server hangs,
 * or the network to it is cut) is given up this long after, on our side.
 */
const READ_MARGIN_MS = 2000;

/**
 * PostgreSQL's answer when a prepared statement's result columns changed under it: a migration added or dropped a
 * column of a table the statement reads whole (the session read's `users.*`, a booking's `returning *`), which
 * happens to the processes still running while a new version migrates (several processes behind a proxy).
 */
const isStalePlan = (err: unknown) => {
  const e = err as { code?: string; routine?: string };
  // The routine that raises it names it whatever the server's language (lc_messages translates the message).
  return err instanceof Error && e.code === '0A000' && e.routine === 'RevalidateCachedQuery';
};
/** SQLSTATE of a statement sent inside a transaction an earlier error ended. */
const IN_FAILED_TRANSACTION = '25P02';

const same = (a: SessionLimits, b: SessionLimits) => a.statementMs === b.statementMs && a.idleInTransactionMs === b.idleInTransactionMs;

/**
 * node-postgres's pool, made to survive its database for Kysely:
 * - a connection that dies while idle (a restart, a failover, pg_terminate_backend) is reported to `onLostConnection`
 *   and dropped, where the pool's unhandled 'error' event would otherwise end the process; the pool opens new ones on
 *   demand, so the next request after the database is back just works;
 * - connecting (or waiting for a free connection) is bounded by `connectMs`;
 * - each session carries statement_timeout and idle_in_transaction_session_timeout; a connection is switched (one
 *   SET) when a caller inside withLongStatements / withoutStatementLimit gets it, and back afterwards;
 * - a statement that outlives its server-side limit by READ_MARGIN_MS is given up on our side and its connection
 *   discarded rather than handed to the next caller still busy.
 */
export function createResilientPool(config: pg.PoolConfig, timeouts: PoolTimeouts, onLostConnection: (err: Error) => void): PostgresPool {
  const base = timeouts.request;
  const pool = new pg.Pool({
    ...config,
    connectionTimeoutMillis: timeouts.connectMs,
    ...(base.statementMs ? { statement_timeout: base.statementMs } : {}),
    ...(base.idleInTransactionMs ? { idle_in_transaction_session_timeout: base.idleInTransactionMs } : {}),
    // Idle connections to a server that vanished (no FIN: a cut network) are noticed and dropped.
    keepAlive: true,
  });
  pool.on('error', (err) => onLostConnection(err));
  // The pool listens to its clients only while they are idle; a checked-out client whose connection dies emits
  // 'error' too, which with no listener would end the process. Its running statement fails with the same error
  // (the caller answers 503), and the pool drops the client when it comes back.
  pool.on('connect', (client) => client.on('error', () => undefined));

  const applied = new WeakMap<pg.PoolClient, SessionLimits>();
  const leases = new WeakMap<pg.PoolClient, Lease>();

  /** `stale`: the connection holds a prepared statement PostgreSQL can no longer run; it is closed when released. */
  type Lease = PostgresPoolClient & { readMs: number; discarded: boolean; stale: boolean };

  const leaseOf = (client: pg.PoolClient): Lease => {
    const known = leases.get(client);
    if (known) return known;
    const lease: Lease = {
      readMs: 0,
      discarded: false,
      stale: false,
      get processID() {
        return (client as unknown as { processID?: number }).processID;
      },
      query: ((text: unknown, values?: unknown[]) => {
        // Kysely's cursors are not used here; anything but text goes to the driver as it is.
        if (typeof text !== 'string') return client.query(text as pg.Submittable);
        if (lease.discarded) return Promise.reject(new Error('Connection discarded: an earlier statement on it did not answer'));
        const send = (name: string | undefined): Promise<pg.QueryResult> =>
          client.query({ text, values, ...(name ? { name } : {}), ...(lease.readMs ? { query_timeout: lease.readMs } : {}) }).catch((err: unknown) => {
            // The statement may still be running on the server: this connection must not serve anyone else.
            if (err instanceof Error && err.message === 'Query read timeout') lease.discarded = true;
            if (!name || !isStalePlan(err)) throw err;
            // Refused before it ran: sent again unprepared (planned afresh), and the connection, whose prepared
            // statements are of the old columns, is closed when released; the pool's next connection prepares them
            // anew. Inside a transaction the refusal has already ended it, and that is what the caller hears.
            lease.stale = true;
            return send(undefined).catch((again: unknown) => {
              throw (again as { code?: string }).code === IN_FAILED_TRANSACTION ? err : again;
            });
          });
        return send(lease.stale ? undefined : preparedName(text));
      }) as PostgresPoolClient['query'],
      // pg-pool sets a new client.release on each checkout: read it at release time. A truthy argument destroys the client.
      release: (destroy?: boolean) => client.release(destroy || lease.discarded || lease.stale ? true : undefined),
    };
    leases.set(client, lease);
    return lease;
  };

  return {
    options: pool.options,
    Client: pg.Client,
    end: () => pool.end(),
    async connect() {
      const want = wanted.getStore();
      const limits = want === 'long' ? timeouts.long : (want ?? base);
      const client = await pool.connect();
      const lease = leaseOf(client);
      lease.discarded = false;
      lease.readMs = limits.statementMs ? limits.statementMs + READ_MARGIN_MS : 0;
      if (!same(applied.get(client) ?? base, limits)) {
        try {
          await client.query(`set statement_timeout = ${limits.statementMs}; set idle_in_transaction_session_timeout = ${limits.idleInTransactionMs}`);
          applied.set(client, limits);
        } catch (err) {
          client.release(true);
          throw err;
        }
      }
      return lease;
    },
  };
}
