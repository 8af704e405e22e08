import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Db } from '@server/db';
import type { LookupKind, LookupsTable } from '@server/db/types-search';
import { HttpError } from '@server/lib/errors';

export type Lookup = Selectable<LookupsTable>;

/** A running lookup holds this lease; when it lapses (its process died) another process takes the work over. */
export const LOOKUP_LEASE_MS = 30_000;
const MAX_ATTEMPTS = 3;

/** Another process took the lookup over (this one stalled past its lease): stop without writing. */
export class LookupLeaseLost extends Error {}

export type LookupLease = {
  /** Renews the lease, inside `db` (a transaction about to write results); throws LookupLeaseLost when it is not ours. */
  hold(db?: Db): Promise<void>;
  /** The `locked_by` of this process: work that writes its results and its end in one statement checks it there. */
  owner: string;
};

/**
 * Answered by work that already wrote its own end (status, finish time, lease released) in the statement that wrote
 * its results, so no separate finishing update is sent. `wrote` is what that statement set on the lookup's row, so
 * this process answers the settled lookup without reading it back.
 */
export class FinishedByWork {
  constructor(readonly wrote?: Pick<Lookup, 'status' | 'finished_at' | 'place' | 'result' | 'capped'>) {}
}

/** Settled lookups this process keeps in memory: a settled row never changes again (only expires), so its reads need no statement. */
const SETTLED_KEPT = 5_000;

/** The work of a lookup; what it answers is stored as the lookup's result when it completes. */
export type LookupWork = (lookup: Lookup, lease: LookupLease) => Promise<Record<string, unknown> | void | FinishedByWork>;

/**
 * Work that stores its own lookup, in the statement that does its first part (one statement fewer than storing the
 * row first): `stored` is called once that statement has written the row, with what it answered.
 */
export type StoringWork<A> = (lookup: Lookup, lease: LookupLease, stored: (answer: A) => void) => ReturnType<LookupWork>;

/** What a lookup's extras are: who asked, from where. */
type LookupExtras = { hotel_id?: number | null; user_id?: number | null; session_id?: string | null; session_time?: string | null };

/**
 * Searches and live checks as durable, token-addressed work (spec section 4). The process that takes a request
 * starts the work at once; the row carries its status, a lease and an expiry, so any process can answer the
 * results, and a lookup whose worker died is resumed by the next process that reads it.
 */
export function createLookups(db: Db, opts: { ttlMs: (kind: LookupKind) => number; sweepEveryMs?: number; log: { error(obj: unknown, msg: string): void } }) {
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const running = new Map<string, Promise<void>>();
  const settled = new Map<string, Lookup>();
  const keepSettled = (lookup: Lookup) => {
    if (lookup.status !== 'complete' && lookup.status !== 'failed') return;
    settled.set(lookup.token, lookup);
    // Oldest first out: a Map iterates in insertion order.
    if (settled.size > SETTLED_KEPT) settled.delete(settled.keys().next().value!);
  };
  /** The sweep in progress: under load many searches start at once, and one sweep serves them all. */
  let sweeping: Promise<void> | null = null;
  /** When the last sweep started: expired rows only take room (reads refuse them), so a busy server sweeps now and then, not per search. */
  let sweptAt = Number.NEGATIVE_INFINITY;
  const leaseUntil = () => new Date(Date.now() + LOOKUP_LEASE_MS).toISOString();

  /** A new lookup's row, held by this process, as it is stored. */
  const draft = (kind: LookupKind, params: Record<string, unknown>, extras: LookupExtras): Lookup => {
    const now = Date.now();
    return {
      token: randomBytes(24).toString('base64url'),
      kind,
      params,
      status: 'running',
      place: null,
      result: null,
      error: null,
      hotel_id: extras.hotel_id ?? null,
      user_id: extras.user_id ?? null,
      session_id: extras.session_id ?? null,
      session_time: extras.session_time ?? null,
      locked_by: workerId,
      locked_until: leaseUntil(),
      attempts: 1,
      capped: false,
      created_at: new Date(now).toISOString(),
      finished_at: null,
      expires_at: new Date(now + opts.ttlMs(kind)).toISOString(),
    };
  };

  async function finish(token: string, patch: { status: 'complete' | 'failed'; result?: unknown; error?: string }) {
    await db
      .updateTable('lookups')
      .set({
        status: patch.status,
        ...(patch.result !== undefined ? { result: JSON.stringify(patch.result) } : {}),
        error: patch.error ?? null,
        finished_at: new Date().toISOString(),
        locked_by: null,
        locked_until: null,
      })
      .where('token', '=', token)
      .where('locked_by', '=', workerId)
      .execute();
  }

  function start(lookup: Lookup, work: LookupWork) {
    const lease: LookupLease = {
      owner: workerId,
      hold: async (on = db) => {
        const res = await on.updateTable('lookups').set({ locked_until: leaseUntil() }).where('token', '=', lookup.token).where('locked_by', '=', workerId).executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) throw new LookupLeaseLost();
      },
    };
    // The lease is kept alive while the work runs (a slow supplier may take longer than one lease), so only a process
    // that really stopped is taken over.
    const keepAlive = setInterval(() => void lease.hold().catch(() => undefined), LOOKUP_LEASE_MS / 3);
    keepAlive.unref();
    const promise = work(lookup, lease)
      .then(async (result) => {
        if (result instanceof FinishedByWork) {
          if (result.wrote) keepSettled({ ...lookup, ...result.wrote, locked_by: null, locked_until: null });
          return;
        }
        await finish(lookup.token, { status: 'complete', ...(result ? { result } : {}) });
      })
      .catch(async (err: unknown) => {
        if (err instanceof LookupLeaseLost) return;
        opts.log.error({ err, token: lookup.token, kind: lookup.kind }, 'lookup failed');
        await finish(lookup.token, { status: 'failed', error: err instanceof Error ? err.message : String(err) }).catch(() => undefined);
      })
      .finally(() => {
        clearInterval(keepAlive);
        running.delete(lookup.token);
      });
    running.set(lookup.token, promise);
  }

  return {
    workerId,
    finish,

    /** Stores a lookup this process will work on and starts the work; answers the token at once. */
    async create(kind: LookupKind, params: Record<string, unknown>, extras: LookupExtras, work: LookupWork): Promise<Lookup> {
      const lookup = await db
        .insertInto('lookups')
        .values({ ...draft(kind, params, extras), params: JSON.stringify(params), place: null, result: null })
        .returningAll()
        .executeTakeFirstOrThrow();
      start(lookup, work);
      return lookup;
    },

    /**
     * Starts a lookup whose work stores the row itself (StoringWork); answers once it is stored, with the stored
     * lookup and what the storing statement answered. Work that fails before storing it fails this call: there is no
     * token to answer.
     */
    createStored<A>(kind: LookupKind, params: Record<string, unknown>, extras: LookupExtras, work: StoringWork<A>): Promise<{ lookup: Lookup; answer: A }> {
      const lookup = draft(kind, params, extras);
      return new Promise((resolve, reject) => {
        let stored = false;
        start(lookup, async (l, lease) => {
          try {
            return await work(l, lease, (answer) => {
              stored = true;
              resolve({ lookup: l, answer });
            });
          } catch (err) {
            if (!stored) reject(err);
            throw err;
          } finally {
            if (!stored) reject(new Error(`${kind} work ended without storing its lookup`));
          }
        });
      });
    },

    /**
     * The lookup of a token, 404 when unknown (or of another kind), 410 when expired. A running lookup whose lease
     * lapsed is taken over here; one running in this process is waited for up to `waitMs` so a reader usually gets
     * the finished answer in one request.
     */
    async read(token: string, kind: LookupKind, work: LookupWork, waitMs = 0): Promise<Lookup> {
      const inProcess = running.get(token);
      if (inProcess && waitMs > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([inProcess, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
        clearTimeout(timer);
      }
      const kept = settled.get(token);
      const lookup = kept?.kind === kind ? kept : await db.selectFrom('lookups').selectAll().where('token', '=', token).where('kind', '=', kind).executeTakeFirst();
      if (!lookup) throw new HttpError(404, kind === 'search' ? 'errors.searchNotFound' : 'errors.liveCheckNotFound');
      if (Date.parse(lookup.expires_at) <= Date.now()) throw new HttpError(410, kind === 'search' ? 'errors.searchExpired' : 'errors.liveCheckExpired');
      keepSettled(lookup);
      if (lookup.status === 'running' && !running.has(token) && (!lookup.locked_until || Date.parse(lookup.locked_until) < Date.now())) {
        const claimed = await db
          .updateTable('lookups')
          .set({ locked_by: workerId, locked_until: leaseUntil(), attempts: sql`attempts + 1` })
          .where('token', '=', token)
          .where('status', '=', 'running')
          .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', new Date().toISOString())]))
          .returningAll()
          .executeTakeFirst();
        if (claimed) {
          if (claimed.attempts > MAX_ATTEMPTS) {
            await finish(token, { status: 'failed', error: 'gave up after repeated worker loss' });
            return { ...claimed, status: 'failed' };
          }
          start(claimed, work);
          return claimed;
        }
      }
      return lookup;
    },

    /** Deletes a batch of expired lookups and their results: called on every new lookup; one at a time, at most every `sweepEveryMs`. */
    async sweep(limit = 200) {
      if (sweeping) return sweeping;
      if (Date.now() - sweptAt < (opts.sweepEveryMs ?? 0)) return;
      sweptAt = Date.now();
      sweeping = sweepBatch(limit).finally(() => (sweeping = null));
      return sweeping;
    },

    /** Waits for the work this process is doing (tests, shutdown). */
    async drain() {
      await Promise.allSettled([...running.values()]);
    },
  };

  /**
   * One statement: a batch of expired lookups goes with its results, and the searches among them are added to their
   * day's count (the analytics report adds the searches not swept yet), so a search writes no counter of its own.
   */
  async function sweepBatch(limit: number) {
    await sql`
      with expired as (select token from lookups where expires_at < ${new Date().toISOString()}::timestamptz limit ${limit}),
      results as (delete from search_results where token in (select token from expired)),
      gone as (delete from lookups where token in (select token from expired) returning kind, created_at)
      insert into search_days (day, searches)
      select (created_at at time zone 'UTC')::date, count(*) from gone where kind = 'search' group by 1
      on conflict (day) do update set searches = search_days.searches + excluded.searches`.execute(db);
  }
}

export type Lookups = ReturnType<typeof createLookups>;
