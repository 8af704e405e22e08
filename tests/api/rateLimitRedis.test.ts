import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day } from './hotelFixtures';
import { PASSWORD, setupTestApp, type TestContext } from './harness';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis server answers PING at REDIS_URL within a second. */
async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const redisUp = await redisAnswers(REDIS_URL);
const needsRedis = redisUp ? '' : ` — SKIPPED: no Redis answers at ${REDIS_URL} (start redis-server or set TEST_REDIS_URL)`;

/** A key prefix of this test's own, so test files running at the same time never share a counter. */
const freshPrefix = () => `rigrest-test:${randomBytes(6).toString('hex')}:`;

async function deleteKeys(prefix: string) {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}

const searchBody = { checkInDate: day(10), checkOutDate: day(12), search: 'Nowhere' };
const searchFrom = (t: TestContext, remoteAddress: string) => t.request({ method: 'POST', url: '/api/hotels/search', remoteAddress, payload: searchBody });

/** Log lines an app writes, parsed. */
function logLines() {
  const lines: { level: number; msg: string }[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line)) }, count: (text: string) => lines.filter((l) => l.msg.includes(text)).length };
}

const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe.skipIf(!redisUp)(`with REDIS_URL, two API processes share every limit${needsRedis}`, () => {
  const prefix = freshPrefix();
  const waits: number[] = [];
  let one: TestContext;
  let two: TestContext;

  beforeAll(async () => {
    const env = {
      REDIS_URL, REDIS_KEY_PREFIX: prefix, SEARCH_RATE_LIMIT: '4',
      AUTH_RATE_LIMIT: '3', AUTH_SLOWDOWN_AFTER: '3', AUTH_SLOWDOWN_BASE_MS: '10', AUTH_SLOWDOWN_MAX_MS: '80',
    };
    const opts = { runWorker: false, authDelay: async (ms: number) => void waits.push(ms) };
    [one, two] = await Promise.all([setupTestApp(env, opts), setupTestApp(env, opts)]);
    // Each test app has a database of its own; the account exists in both, as it would in the one shared database.
    await Promise.all([one.createUser({ email: 'shared@example.com', role: 'Trucker' }), two.createUser({ email: 'shared@example.com', role: 'Trucker' })]);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    await deleteKeys(prefix);
  });

  it('the search limit: four searches split across the two, the fifth gets 429 on either', async () => {
    const address = '198.51.100.40';
    for (const app of [one, two, one, two]) expect((await searchFrom(app, address)).statusCode).toBe(201);
    expect((await searchFrom(one, address)).statusCode).toBe(429);
    expect((await searchFrom(two, address)).statusCode).toBe(429);
    expect((await searchFrom(two, '198.51.100.41')).statusCode).toBe(201);
  });

  it('failed sign-ins from one address add up across the two; the slow-down counts them all', async () => {
    const attacker = '198.51.100.50';
    const login = (app: TestContext, password: string, remoteAddress: string) =>
      app.request({ method: 'POST', url: '/api/login', remoteAddress, payload: { email: 'shared@example.com', password } });
    for (const app of [one, two, one]) expect((await login(app, 'Wrong-Password-1', attacker)).statusCode).toBe(401);
    expect((await login(two, PASSWORD, attacker)).statusCode).toBe(429);
    expect((await login(one, PASSWORD, attacker)).statusCode).toBe(429);

    // Three failures in all reached AUTH_SLOWDOWN_AFTER: a new address waits on either process, then signs in.
    waits.length = 0;
    expect((await login(two, PASSWORD, '198.51.100.51')).statusCode).toBe(200);
    expect(waits).toEqual([10]);
  });

  it('the counters are in Redis under the configured prefix', async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    await redis.quit();
    expect(keys.some((k) => k.startsWith(`${prefix}route:POST/api/hotels/search-`))).toBe(true);
    expect(keys.some((k) => k.startsWith(`${prefix}auth:fail:`))).toBe(true);
    // Accounts are digested: no email address is stored.
    expect(keys.some((k) => k.includes('@'))).toBe(false);
  });
});

/** A TCP relay to Redis that a test can cut (connections refused) or stall (answers held back) and restore. */
async function redisRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const answers = new Set<net.Socket>();
  let stalled = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => {
        sockets.delete(s);
        answers.delete(upstream);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
    answers.add(upstream);
    if (stalled) upstream.pause();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const cut = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    });
  return {
    url: `redis://127.0.0.1:${port}`,
    cut,
    restore: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    /** Redis still gets the commands; its answers wait until `unstall`, as on a hung network path. */
    stall() {
      stalled = true;
      for (const u of answers) u.pause();
    },
    unstall() {
      stalled = false;
      for (const u of answers) u.resume();
    },
    close: () => (server.listening ? cut() : Promise.resolve()),
  };
}

describe.skipIf(!redisUp)(`a Redis outage does not take the API down: limits fall back to this process${needsRedis}`, () => {
  const prefix = freshPrefix();
  const log = logLines();
  let relay: Awaited<ReturnType<typeof redisRelay>>;
  let t: TestContext;

  beforeAll(async () => {
    relay = await redisRelay(new URL(REDIS_URL));
    t = await setupTestApp({ REDIS_URL: relay.url, REDIS_KEY_PREFIX: prefix, SEARCH_RATE_LIMIT: '3', LOG_LEVEL: 'info' }, { runWorker: false, logStream: log.stream });
  });
  afterAll(async () => {
    await t?.close();
    await relay?.close();
    await deleteKeys(prefix);
  });

  it('counts in Redis, in the process while Redis is cut off (one warning), and in Redis again once it is back', async () => {
    const address = '198.51.100.60';
    for (let i = 0; i < 2; i++) expect((await searchFrom(t, address)).statusCode).toBe(201);

    await relay.cut();
    await until(() => log.count('Redis is unreachable') > 0);
    // The process's own count starts from nothing: three more searches pass, the fourth is refused. Never a 5xx.
    const during: number[] = [];
    for (let i = 0; i < 4; i++) during.push((await searchFrom(t, address)).statusCode);
    expect(during).toEqual([201, 201, 201, 429]);
    expect(log.count('Redis is unreachable')).toBe(1);
    expect(log.lines.find((l) => l.msg.includes('Redis is unreachable'))?.level).toBe(40);

    await relay.restore();
    await until(() => log.count('Redis is back') > 0);
    // Redis still holds the two searches from before the outage: one more passes, then 429 (the process alone
    // would already refuse, having counted four).
    expect((await searchFrom(t, address)).statusCode).toBe(201);
    expect((await searchFrom(t, address)).statusCode).toBe(429);
  });

  it('a Redis that stops answering costs one short timeout, not a hung request, and is used again once it answers', async () => {
    const address = '198.51.100.61';
    const warned = log.count('Redis is unreachable');
    const back = log.count('Redis is back');
    relay.stall();
    try {
      const started = performance.now();
      expect((await searchFrom(t, address)).statusCode).toBe(201);
      expect((await searchFrom(t, address)).statusCode).toBe(201);
      expect(performance.now() - started).toBeLessThan(3000);
      expect(log.count('Redis is unreachable')).toBe(warned + 1);
    } finally {
      relay.unstall();
    }
    // Redis is left alone for 5 s after a failure, then asked again; its first answer ends the outage.
    await new Promise((r) => setTimeout(r, 5200));
    expect((await searchFrom(t, address)).statusCode).toBe(201);
    expect(log.count('Redis is back')).toBe(back + 1);
  });
});

describe('an unreachable REDIS_URL at start', () => {
  const log = logLines();
  let t: TestContext;
  beforeAll(async () => {
    // Nothing listens on port 1: the connection is refused at once.
    t = await setupTestApp({ REDIS_URL: 'redis://127.0.0.1:1', SEARCH_RATE_LIMIT: '3', LOG_LEVEL: 'warn' }, { runWorker: false, logStream: log.stream });
  });
  afterAll(() => t?.close());

  it('the API starts and serves, with every limit counted in the process and one warning', async () => {
    const address = '198.51.100.70';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await searchFrom(t, address)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const wrong = await t.request({ method: 'POST', url: '/api/login', remoteAddress: address, payload: { email: 'nobody@example.com', password: 'Wrong-Password-1' } });
    expect(wrong.statusCode).toBe(401);
    expect(log.count('Redis is unreachable')).toBe(1);
  });
});
