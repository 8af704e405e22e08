// @fastify/rate-limit ships its two stores without type declarations; these are the parts server/lib/limitStore.ts uses.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  /** A counter after a hit or a read: how many in the current window, and the window's milliseconds left. */
  export type StoreResult = { current: number; ttl: number };
  export type StoreCallback = (err: Error | null, result?: StoreResult) => void;
  /** What the stores take from a route's merged limit options when @fastify/rate-limit asks for a child. */
  export type ChildOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number; routeInfo?: { method?: string; url?: string } };

  export interface StoreBackend {
    incr(key: string, cb: StoreCallback, timeWindow: number, max: number): void;
    read(key: string, cb: StoreCallback, timeWindow: number, max?: number): void;
    child(options: ChildOptions): StoreBackend;
  }

  const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => StoreBackend;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  import type { StoreBackend } from '@fastify/rate-limit/store/LocalStore.js';

  const RedisStore: new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string) => StoreBackend;
  export default RedisStore;
}
