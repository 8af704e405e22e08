import LocalStore, { type ChildOptions, type StoreBackend, type StoreCallback, type StoreResult } from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export type { StoreBackend };
type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/** A Redis command that has not answered in this time is treated as an outage, not waited for. */
const COMMAND_TIMEOUT_MS = 500;
/** After a command failed, Redis is left alone this long before it is tried again (a hung server costs one timeout, not one per request). */
const RETRY_AFTER_MS = 5000;
/** In-process counters kept per store before the least recently used are dropped. */
const LOCAL_ENTRIES = 50_000;

/**
 * The Redis client of the rate limits. While it is not connected a command fails at once (no offline queue) and the
 * limits count in this process; it reconnects by itself, forever, with a growing pause of at most 5 s.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 5000),
  });
}

/** Whether Redis is worth asking now, and one warning per outage (not one per request). */
class RedisHealth {
  private downSince: number | null = null;
  private retryAt = 0;
  constructor(
    private readonly redis: Redis,
    private readonly log: Log,
  ) {
    redis.on('error', (err: Error) => this.failed(err));
    redis.on('ready', () => this.answered());
  }

  usable() {
    return this.redis.status === 'ready' && Date.now() >= this.retryAt;
  }

  failed(err: Error) {
    this.retryAt = Date.now() + RETRY_AFTER_MS;
    if (this.downSince !== null) return;
    this.downSince = Date.now();
    this.log.warn({ err: { message: err.message } }, 'Redis is unreachable: rate limits count in this process until it is back');
  }

  /** Called on reconnection and on every answer, so a stall that ended without a reconnection is noticed too. */
  answered() {
    this.retryAt = 0;
    if (this.downSince === null) return;
    this.log.info({ downMs: Date.now() - this.downSince }, 'Redis is back: rate limits are shared between processes again');
    this.downSince = null;
  }
}

/**
 * A rate-limit store that counts in Redis when it can and in this process when it cannot.
 *
 * Fail open, not closed: during a Redis outage every limit (sign-in included) keeps working per process, as without
 * REDIS_URL. Failing closed would answer 429 or 5xx to everyone — a Redis outage would lock every user out of signing
 * in, which is the very denial of service the limits exist to prevent. The price is that for the outage an attacker
 * gets one allowance per process instead of one in all.
 */
class FailoverStore implements StoreBackend {
  constructor(
    private readonly shared: StoreBackend | null,
    private readonly local: StoreBackend,
    private readonly health: RedisHealth | null,
  ) {}

  incr(key: string, cb: StoreCallback, timeWindow: number, max: number) {
    this.run('incr', key, cb, timeWindow, max);
  }

  read(key: string, cb: StoreCallback, timeWindow: number, max = 0) {
    this.run('read', key, cb, timeWindow, max);
  }

  child(options: ChildOptions): StoreBackend {
    return new FailoverStore(this.shared?.child(options) ?? null, this.local.child(options), this.health);
  }

  private run(method: 'incr' | 'read', key: string, cb: StoreCallback, timeWindow: number, max: number) {
    const { shared, health } = this;
    if (!shared || !health?.usable()) return this.local[method](key, cb, timeWindow, max);
    shared[method](key, (err, result) => {
      if (!err) {
        health.answered();
        return cb(null, result);
      }
      health.failed(err);
      this.local[method](key, cb, timeWindow, max);
    }, timeWindow, max);
  }
}

/** A named counter with a fixed window: `hit` counts one and answers the total, `peek` only reads it. */
export type Counters = {
  hit(key: string, windowMs: number): Promise<Counted>;
  peek(key: string, windowMs: number): Promise<Counted>;
};
export type Counted = { count: number; ttlMs: number };

export type LimitStores = {
  /** For @fastify/rate-limit's `store` option: the per-route limits (searches, live checks). */
  Store: new (params: { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number }) => StoreBackend;
  /** Counters of their own under a namespace (the sign-in limits and failure counts). */
  counters(namespace: string): Counters;
};

/** The stores every rate limit uses: shared through Redis when a client is given, in this process otherwise. */
export function createLimitStores(opts: { redis: Redis | null; prefix: string; log: Log }): LimitStores {
  const { redis, prefix } = opts;
  const health = redis ? new RedisHealth(redis, opts.log) : null;
  type Flags = { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number };
  const parts = (namespace: string, flags: Flags = {}): [StoreBackend | null, StoreBackend] => {
    const { continueExceeding = false, exponentialBackoff = false, cache = LOCAL_ENTRIES } = flags;
    return [
      redis ? new RedisStore(continueExceeding, exponentialBackoff, redis, `${prefix}${namespace}:`) : null,
      new LocalStore(continueExceeding, exponentialBackoff, cache),
    ];
  };

  class Store extends FailoverStore {
    constructor(params: Flags) {
      super(...parts('route', params), health);
    }
  }

  return {
    Store,
    counters(namespace) {
      const s = new FailoverStore(...parts(namespace), health);
      const call = (method: 'incr' | 'read', key: string, windowMs: number) =>
        new Promise<Counted>((resolve, reject) => {
          s[method](key, (err, result?: StoreResult) => (err || !result ? reject(err ?? new Error('no count')) : resolve({ count: result.current, ttlMs: result.ttl })), windowMs, 0);
        });
      return { hit: (key, windowMs) => call('incr', key, windowMs), peek: (key, windowMs) => call('read', key, windowMs) };
    },
  };
}
