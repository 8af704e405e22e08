import { AsyncLocalStorage } from 'node:async_hooks';
import { PGliteAdapter, PGliteDialect, type AbortableOperationOptions, type Kysely, type DatabaseConnection, type Driver, type PGliteDialectConfig, type TransactionSettings } from 'kysely';

/**
 * Who is waiting for the database: a person's request (a booking, a page) or bulk work no one is watching statement
 * by statement (a search's own statements, sweeps, background jobs).
 */
export type Priority = 'normal' | 'low';

/** Low work's place among low work: when it started (a search), or, without it, when each statement asks (a job). */
type LowWork = { startedAt?: number };

const lowWork = new AsyncLocalStorage<LowWork>();

/**
 * Runs `fn` with its statements queued behind every person's request on the embedded database, which serves one
 * statement (or transaction) at a time. No effect on a PostgreSQL server, whose pool serves them side by side.
 * `keepPlace`: each of its statements waits among low work by when `fn` was started, not by when the statement asks:
 * a search that has waited once for its place's name does not go to the back of the line for its search statement
 * (the searches "near me" waited twice as long as the others, and set the p99). Not for long background work,
 * which would then go before every search that started after it.
 */
export function withLowPriority<T>(fn: () => Promise<T>, { keepPlace = false }: { keepPlace?: boolean } = {}): Promise<T> {
  return lowWork.run(keepPlace ? { startedAt: performance.now() } : {}, fn);
}

export const currentPriority = (): Priority => (lowWork.getStore() ? 'low' : 'normal');

/** Where the statement asking now stands among low work (earlier first). */
const lowPlace = (): number => lowWork.getStore()?.startedAt ?? performance.now();

/**
 * A lock with two queues. A released lock goes to the oldest person's request waiting. Low-priority work gets it only
 * when none waits, and one event-loop turn later: a request between two of its statements (a booking is 4, a
 * hotel page 5) asks for the next one within that turn, so it is not sent behind a search statement at every step.
 * After low work has been passed over `maxPassOver` times it goes next regardless, so a steady stream of page reads
 * slows searches down but never stops them. Low work waits in order of its place (see withLowPriority).
 */
export class PriorityLock {
  #held = false;
  readonly #normal: (() => void)[] = [];
  /** Sorted by place, earliest first; equal places keep their order of asking. */
  readonly #low: { place: number; grant: () => void }[] = [];
  #lowPassedOver = 0;
  #lowGrantScheduled = false;

  constructor(private readonly maxPassOver = 32) {}

  acquire(p: Priority = currentPriority(), place: number = p === 'low' ? lowPlace() : 0): Promise<void> {
    if (p === 'normal' && !this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    const waiting = new Promise<void>((resolve) => (p === 'low' ? this.#queueLow(place, resolve) : this.#normal.push(resolve)));
    if (!this.#held) this.#scheduleLowGrant();
    return waiting;
  }

  release(): void {
    if (this.#low.length && (!this.#normal.length || this.#lowPassedOver >= this.maxPassOver)) {
      if (this.#normal.length) {
        this.#lowPassedOver = 0;
        this.#low.shift()!.grant();
        return;
      }
      this.#held = false;
      this.#scheduleLowGrant();
      return;
    }
    const next = this.#normal.shift();
    if (!next) {
      this.#held = false;
      return;
    }
    if (this.#low.length) this.#lowPassedOver += 1;
    next();
  }

  get waiting(): { normal: number; low: number } {
    return { normal: this.#normal.length, low: this.#low.length };
  }

  #scheduleLowGrant(): void {
    if (this.#lowGrantScheduled) return;
    this.#lowGrantScheduled = true;
    setImmediate(() => {
      this.#lowGrantScheduled = false;
      if (this.#held || !this.#low.length) return;
      this.#held = true;
      this.#lowPassedOver = 0;
      this.#low.shift()!.grant();
    });
  }

  #queueLow(place: number, grant: () => void): void {
    let at = this.#low.length;
    while (at > 0 && this.#low[at - 1]!.place > place) at--;
    this.#low.splice(at, 0, { place, grant });
  }
}

/** PGlite's one connection, handed out through a PriorityLock instead of Kysely's first-come mutex. */
class FairDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly lock: PriorityLock,
  ) {}

  init(options?: AbortableOperationOptions): Promise<void> {
    return this.inner.init(options);
  }

  async acquireConnection(options?: AbortableOperationOptions): Promise<DatabaseConnection> {
    // Kysely gives back a connection acquired after an abort, through releaseConnection.
    await this.lock.acquire();
    try {
      return await this.inner.acquireConnection(options);
    } catch (err) {
      this.lock.release();
      throw err;
    }
  }

  async releaseConnection(connection: DatabaseConnection, options?: AbortableOperationOptions): Promise<void> {
    try {
      await this.inner.releaseConnection(connection, options);
    } finally {
      this.lock.release();
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(connection);
  }

  savepoint(...args: Parameters<NonNullable<Driver['savepoint']>>) {
    return this.inner.savepoint!(...args);
  }

  rollbackToSavepoint(...args: Parameters<NonNullable<Driver['rollbackToSavepoint']>>) {
    return this.inner.rollbackToSavepoint!(...args);
  }

  releaseSavepoint(...args: Parameters<NonNullable<Driver['releaseSavepoint']>>) {
    return this.inner.releaseSavepoint!(...args);
  }

  destroy(options?: AbortableOperationOptions): Promise<void> {
    return this.inner.destroy(options);
  }
}

/** Kysely takes this adapter's word that the driver serialises its own connection (FairDriver does). */
class FairAdapter extends PGliteAdapter {
  constructor(readonly lock: PriorityLock) {
    super();
  }

  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** The embedded database's queue (null on a PostgreSQL server): tests watch it fill up. */
export function fairQueueOf(db: Kysely<any>): PriorityLock | null { // eslint-disable-line @typescript-eslint/no-explicit-any -- any schema
  const adapter = db.getExecutor().adapter;
  return adapter instanceof FairAdapter ? adapter.lock : null;
}

/**
 * Kysely's PGlite dialect with fair queueing: a booking or a page read waits for the statement running, never behind
 * the searches queued before it.
 */
export class FairPGliteDialect extends PGliteDialect {
  readonly lock = new PriorityLock();

  constructor(config: PGliteDialectConfig) {
    super(config);
  }

  override createAdapter() {
    return new FairAdapter(this.lock);
  }

  override createDriver(): Driver {
    return new FairDriver(super.createDriver(), this.lock);
  }
}
