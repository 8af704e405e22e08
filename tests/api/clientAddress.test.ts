import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day } from './hotelFixtures';
import { PASSWORD, setupTestApp, type TestContext } from './harness';

// Every per-address limit keys on req.ip, so req.ip must not be whatever a client writes in X-Forwarded-For.
// AUTH_RATE_LIMIT=3: nine sign-in requests per address per window; SEARCH_RATE_LIMIT=3: three searches per minute.
const limits = { AUTH_RATE_LIMIT: '3', SEARCH_RATE_LIMIT: '3' };
const search = { checkInDate: day(10), checkOutDate: day(12), search: 'Nowhere' };
let forged = 0;
const forgedAddress = () => `203.0.113.${++forged}`;

const sessionIpOf = async (t: TestContext, email: string) => {
  const row = await t.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.ip')
    .where('users.email', '=', email)
    .orderBy('sessions.created_at', 'desc')
    .executeTakeFirstOrThrow();
  return row.ip;
};

describe.each(['production', 'development'])('without TRUST_PROXY (%s): the client address is the socket address', (NODE_ENV) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await setupTestApp({ ...limits, NODE_ENV, PUBLIC_URL: 'https://rigrest.example' }, { runWorker: false });
  });
  afterAll(() => t?.close());

  it('a forged X-Forwarded-For does not escape the sign-in limit per address', async () => {
    const remoteAddress = '198.51.100.20';
    for (let i = 0; i < 9; i++) {
      const res = await t.request({
        method: 'POST', url: '/api/login', remoteAddress,
        headers: { 'x-forwarded-for': forgedAddress() },
        payload: { email: `spray${i}@example.com`, password: 'Wrong-Password-1' },
      });
      expect(res.statusCode).toBe(401);
    }
    const tenth = await t.request({
      method: 'POST', url: '/api/login', remoteAddress,
      headers: { 'x-forwarded-for': forgedAddress() },
      payload: { email: 'spray-last@example.com', password: 'Wrong-Password-1' },
    });
    expect(tenth.statusCode).toBe(429);
  });

  it('a forged X-Forwarded-For does not escape the search limit', async () => {
    const remoteAddress = '198.51.100.21';
    for (let i = 0; i < 3; i++) {
      const res = await t.request({ method: 'POST', url: '/api/hotels/search', remoteAddress, headers: { 'x-forwarded-for': forgedAddress() }, payload: search });
      expect(res.statusCode, res.body).toBe(201);
    }
    const fourth = await t.request({ method: 'POST', url: '/api/hotels/search', remoteAddress, headers: { 'x-forwarded-for': forgedAddress() }, payload: search });
    expect(fourth.statusCode).toBe(429);
  });

  it('the session keeps the socket address, not the header', async () => {
    const email = `socket-${NODE_ENV}@example.com`;
    await t.createUser({ email, role: 'Trucker' });
    const res = await t.request({ method: 'POST', url: '/api/login', remoteAddress: '198.51.100.22', headers: { 'x-forwarded-for': '203.0.113.250' }, payload: { email, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(await sessionIpOf(t, email)).toBe('198.51.100.22');
  });
});

describe('TRUST_PROXY names the proxies whose X-Forwarded-For is believed', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await setupTestApp({ ...limits, NODE_ENV: 'production', PUBLIC_URL: 'https://rigrest.example', TRUST_PROXY: '127.0.0.1, 10.20.0.0/16, fd00::/8' }, { runWorker: false });
  });
  afterAll(() => t?.close());

  it('the client address comes from the header when the proxy sends it', async () => {
    await t.createUser({ email: 'behind@example.com', role: 'Trucker' });
    const res = await t.request({ method: 'POST', url: '/api/login', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.77' }, payload: { email: 'behind@example.com', password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(await sessionIpOf(t, 'behind@example.com')).toBe('203.0.113.77');
  });

  it('proxies in a CIDR range (IPv4 and IPv6) are trusted; a client cannot prepend addresses through them', async () => {
    await t.createUser({ email: 'chain@example.com', role: 'Trucker' });
    const login = (remoteAddress: string, xff: string) =>
      t.request({ method: 'POST', url: '/api/login', remoteAddress, headers: { 'x-forwarded-for': xff }, payload: { email: 'chain@example.com', password: PASSWORD } });
    expect((await login('10.20.3.4', '1.2.3.4, 203.0.113.78')).statusCode).toBe(200);
    // The proxy appends the address it saw; what the client wrote before it is not believed.
    expect(await sessionIpOf(t, 'chain@example.com')).toBe('203.0.113.78');
    expect((await login('fd00::5', '203.0.113.79')).statusCode).toBe(200);
    expect(await sessionIpOf(t, 'chain@example.com')).toBe('203.0.113.79');
  });

  it('a header from an address that is not a configured proxy is ignored', async () => {
    await t.createUser({ email: 'direct@example.com', role: 'Trucker' });
    const res = await t.request({ method: 'POST', url: '/api/login', remoteAddress: '198.51.100.30', headers: { 'x-forwarded-for': '203.0.113.80' }, payload: { email: 'direct@example.com', password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(await sessionIpOf(t, 'direct@example.com')).toBe('198.51.100.30');
  });

  it('limits count each client behind the proxy separately', async () => {
    const from = (client: string) => t.request({ method: 'POST', url: '/api/hotels/search', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client }, payload: search });
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.90')).statusCode).toBe(201);
    expect((await from('203.0.113.90')).statusCode).toBe(429);
    expect((await from('203.0.113.91')).statusCode).toBe(201);
  });
});
