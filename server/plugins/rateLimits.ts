import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { connectRedis, createLimitStores, type Counters } from '../lib/limitStore';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters for limits that are not one route's (sign-in failures), in the same store as the route limits. */
    limitCounters(namespace: string): Counters;
  }
}

/** How long start-up waits for Redis before serving with in-process counts (it keeps reconnecting after). */
const CONNECT_WAIT_MS = 2000;

/**
 * Every rate limit's counts: in Redis when REDIS_URL is set, so N processes behind a proxy share one allowance,
 * in this process otherwise. Routes declare their limits with `config: { rateLimit }` (@fastify/rate-limit).
 */
export const rateLimitsPlugin = fp(async (app) => {
  const { REDIS_URL, REDIS_KEY_PREFIX } = app.config;
  const redis = REDIS_URL ? connectRedis(REDIS_URL) : null;
  const stores = createLimitStores({ redis, prefix: REDIS_KEY_PREFIX, log: app.log });
  if (redis) {
    app.addHook('onClose', async () => redis.disconnect());
    if (!(await connected(redis))) app.log.warn('Redis did not answer at start: rate limits count in this process until it does');
  }
  // The package's types give child() the route's options; at run time it passes the merged limit options our store reads.
  await app.register(rateLimit, { global: false, store: stores.Store as unknown as FastifyRateLimitStoreCtor });
  app.decorate('limitCounters', stores.counters);
});

/** Ready, or false at the first connection error or after CONNECT_WAIT_MS: an unreachable Redis never stops start-up. */
function connected(redis: Redis): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      redis.off('error', onError);
      resolve(ok);
    };
    const onReady = () => done(true);
    const onError = () => done(false);
    const timer = setTimeout(() => done(false), CONNECT_WAIT_MS);
    redis.once('ready', onReady);
    redis.once('error', onError);
  });
}
