import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, setupTestApp, type TestContext } from './harness';

let ip = 0;
const nextIp = () => `10.0.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
const WRONG = 'Wrong-Password-1';

const poster = (t: TestContext) => (url: string, payload: object, remoteAddress: string) =>
  t.request({ method: 'POST', url: `/api${url}`, payload, remoteAddress });

// AUTH_RATE_LIMIT=3: three failed tries per account and address, nine tries per address, per window.
describe('sign-in, verify and reset are limited per account and address (failures) and per address (all tries)', () => {
  let t: TestContext;
  let post: ReturnType<typeof poster>;

  beforeAll(async () => {
    t = await setupTestApp({ AUTH_RATE_LIMIT: '3' });
    post = poster(t);
    await t.createUser({ email: 'target@example.com', role: 'Trucker' });
    await t.createUser({ email: 'owner@example.com', role: 'Trucker' });
    await t.createUser({ email: 'bystander@example.com', role: 'Trucker' });
  });
  afterAll(() => t?.close());

  it('three wrong passwords from one address: its fourth try gets 429, even with the right password; another address signs in', async () => {
    const attacker = nextIp();
    for (let i = 0; i < 3; i++) {
      const res = await post('/login', { email: i === 1 ? 'TARGET@example.com' : 'target@example.com', password: WRONG }, attacker);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post('/login', { email: 'target@example.com', password: PASSWORD }, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many attempts. Try again in 15 minutes.', code: 'rate_limited' });
    expect((await post('/admin/login', { email: 'target@example.com', password: PASSWORD }, attacker)).statusCode).toBe(429);

    expect((await post('/login', { email: 'target@example.com', password: PASSWORD }, nextIp())).statusCode).toBe(200);
  });

  it('an attacker with 50 wrong passwords from one address cannot stop the owner signing in from another', async () => {
    const attacker = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await post('/login', { email: 'owner@example.com', password: WRONG }, attacker)).statusCode);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(new Set(statuses.slice(3))).toEqual(new Set([429]));

    const owner = await post('/login', { email: 'owner@example.com', password: PASSWORD }, nextIp());
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe('owner@example.com');
  });

  it('only failed tries count: right passwords from one address are not limited by the account allowance', async () => {
    const home = nextIp();
    for (let i = 0; i < 5; i++) expect((await post('/login', { email: 'bystander@example.com', password: PASSWORD }, home)).statusCode).toBe(200);
    // Two failures after five successes still leave the account one try here.
    for (let i = 0; i < 2; i++) expect((await post('/login', { email: 'bystander@example.com', password: WRONG }, home)).statusCode).toBe(401);
    expect((await post('/login', { email: 'bystander@example.com', password: PASSWORD }, home)).statusCode).toBe(200);
  });

  it('per address: one address trying many accounts is stopped after nine tries, the mail endpoints too', async () => {
    const address = nextIp();
    for (let i = 0; i < 9; i++) {
      const res = await post('/login', { email: `spray${i}@example.com`, password: WRONG }, address);
      expect(res.statusCode).toBe(401);
    }
    expect((await post('/login', { email: 'bystander@example.com', password: PASSWORD }, address)).statusCode).toBe(429);
    expect((await post('/password/forgot', { email: 'someone@example.com' }, address)).statusCode).toBe(429);

    expect((await post('/login', { email: 'bystander@example.com', password: PASSWORD }, nextIp())).statusCode).toBe(200);
  });

  it('per address, sign-ins that succeed cost nothing (drivers sharing a truck stop\'s Wi-Fi); mail endpoints count every try', async () => {
    const truckStop = nextIp();
    for (let i = 0; i < 12; i++) expect((await post('/login', { email: 'bystander@example.com', password: PASSWORD }, truckStop)).statusCode).toBe(200);
    // Its failures still count: nine, then the address waits.
    for (let i = 0; i < 9; i++) expect((await post('/login', { email: `nobody${i}@example.com`, password: WRONG }, truckStop)).statusCode).toBe(401);
    expect((await post('/login', { email: 'bystander@example.com', password: PASSWORD }, truckStop)).statusCode).toBe(429);

    const mailer = nextIp();
    const forgot = [];
    for (let i = 0; i < 10; i++) forgot.push((await post('/password/forgot', { email: `someone${i}@example.com` }, mailer)).statusCode);
    expect(forgot.slice(0, 9)).toEqual(Array(9).fill(200));
    expect(forgot[9]).toBe(429);
  });

  it('guessing a verification code is limited per address; the owner\'s code still works from elsewhere', async () => {
    await post('/register', { first_name: 'Guess', last_name: 'Er', email: 'guess@example.com', password: PASSWORD, password_confirmation: PASSWORD }, nextIp());
    const code = t.mail.lastCode('guess@example.com');
    const wrong = code === '000000' ? '000001' : '000000';
    const guesser = nextIp();
    for (let i = 0; i < 3; i++) {
      expect((await post('/verify', { email: 'guess@example.com', code: wrong }, guesser)).statusCode).toBe(422);
    }
    expect((await post('/verify', { email: 'guess@example.com', code }, guesser)).statusCode).toBe(429);
    expect((await post('/verify', { email: 'guess@example.com', code }, nextIp())).statusCode).toBe(200);
  });

  it('guessing a reset PIN is limited per address; the owner resets from elsewhere', async () => {
    await t.createUser({ email: 'pin@example.com', role: 'Trucker' });
    await post('/password/forgot', { email: 'pin@example.com' }, nextIp());
    const pin = t.mail.lastCode('pin@example.com');
    const wrong = pin === '000000' ? '000001' : '000000';
    const guesser = nextIp();
    for (let i = 0; i < 3; i++) {
      expect((await post('/password/verify-pin', { email: 'pin@example.com', pin: wrong }, guesser)).statusCode).toBe(422);
    }
    const reset = { email: 'pin@example.com', pin, password: 'Whatever-Pass-1', password_confirmation: 'Whatever-Pass-1' };
    expect((await post('/password/reset', reset, guesser)).statusCode).toBe(429);
    expect((await post('/password/reset', reset, nextIp())).statusCode).toBe(200);
  });
});

// AUTH_SLOWDOWN_AFTER=4, 10 ms doubling to 80 ms; the waits are recorded instead of slept.
describe('after many failures on one account, addresses it has not signed in from are slowed down, never locked out', () => {
  let t: TestContext;
  let post: ReturnType<typeof poster>;
  const waits: number[] = [];
  const home = '172.16.5.9';

  beforeAll(async () => {
    t = await setupTestApp(
      { AUTH_RATE_LIMIT: '3', AUTH_SLOWDOWN_AFTER: '4', AUTH_SLOWDOWN_BASE_MS: '10', AUTH_SLOWDOWN_MAX_MS: '80' },
      { authDelay: async (ms) => void waits.push(ms) },
    );
    post = poster(t);
  });
  afterAll(() => t?.close());

  /** Wrong passwords for the account from fresh addresses, three each (each address's allowance). */
  const attack = async (email: string, tries: number) => {
    let address = nextIp();
    for (let i = 0; i < tries; i++) {
      if (i % 3 === 0) address = nextIp();
      expect((await post('/login', { email, password: WRONG }, address)).statusCode).toBe(401);
    }
  };
  const waited = async (send: () => Promise<{ statusCode: number }>) => {
    const before = waits.length;
    const res = await send();
    return { status: res.statusCode, waits: waits.slice(before) };
  };

  it('the delay starts at the threshold and doubles with each failure up to the cap', async () => {
    await t.createUser({ email: 'slow@example.com', role: 'Trucker' });
    waits.length = 0;
    await attack('slow@example.com', 10);
    // Tries 1-4 saw fewer than four failures; tries 5-10 saw 4..9.
    expect(waits).toEqual([10, 20, 40, 80, 80, 80]);
  });

  it('the owner from an address it signed in from recently is not slowed; from a new address it waits, then gets in', async () => {
    await t.createUser({ email: 'known@example.com', role: 'Trucker' });
    expect((await post('/login', { email: 'known@example.com', password: PASSWORD }, home)).statusCode).toBe(200);
    await attack('known@example.com', 9);

    expect(await waited(() => post('/login', { email: 'known@example.com', password: PASSWORD }, home))).toEqual({ status: 200, waits: [] });
    // A wrong password from home counts like any other but is not slowed either.
    expect(await waited(() => post('/login', { email: 'known@example.com', password: WRONG }, home))).toEqual({ status: 401, waits: [] });
    expect(await waited(() => post('/login', { email: 'known@example.com', password: PASSWORD }, nextIp()))).toEqual({ status: 200, waits: [80] });
  });

  it('an IPv6 owner is known by its /64, so a new privacy address in it is not slowed', async () => {
    await t.createUser({ email: 'six@example.com', role: 'Trucker' });
    expect((await post('/login', { email: 'six@example.com', password: PASSWORD }, '2001:db8:1:2::10')).statusCode).toBe(200);
    await attack('six@example.com', 6);
    expect(await waited(() => post('/login', { email: 'six@example.com', password: PASSWORD }, '2001:db8:1:2:aaaa::77'))).toEqual({ status: 200, waits: [] });
    expect((await waited(() => post('/login', { email: 'six@example.com', password: PASSWORD }, '2001:db8:9:9::1'))).waits).toEqual([40]);
  });

  it('a session older than 30 days does not make an address known', async () => {
    await t.createUser({ email: 'old@example.com', role: 'Trucker' });
    expect((await post('/login', { email: 'old@example.com', password: PASSWORD }, home)).statusCode).toBe(200);
    const user = await t.db.selectFrom('users').select('id').where('email', '=', 'old@example.com').executeTakeFirstOrThrow();
    await sql`update sessions set created_at = now() - interval '31 days' where user_id = ${user.id}`.execute(t.db);
    await attack('old@example.com', 4);
    expect((await waited(() => post('/login', { email: 'old@example.com', password: PASSWORD }, home))).waits).toEqual([10]);
  });

  it('the emailed password reset works from a new address during an attack (slowed, not refused)', async () => {
    await t.createUser({ email: 'reset@example.com', role: 'Trucker' });
    await attack('reset@example.com', 6);
    const phone = nextIp();
    const forgot = await waited(() => post('/password/forgot', { email: 'reset@example.com' }, phone));
    expect(forgot).toEqual({ status: 200, waits: [40] });
    const pin = t.mail.lastCode('reset@example.com');
    expect((await post('/password/verify-pin', { email: 'reset@example.com', pin }, phone)).statusCode).toBe(200);
    const reset = await post('/password/reset', { email: 'reset@example.com', pin, password: 'Brand-New-Pass-7', password_confirmation: 'Brand-New-Pass-7' }, phone);
    expect(reset.statusCode).toBe(200);
    expect((await post('/login', { email: 'reset@example.com', password: 'Brand-New-Pass-7' }, phone)).statusCode).toBe(200);
  });

  it('the admin\'s emailed sign-in code works from a new address during an attack', async () => {
    await t.createUser({ email: 'boss@example.com', role: 'Admin' });
    await t.db.updateTable('users').set({ is_superuser: true }).where('email', '=', 'boss@example.com').execute();
    await attack('boss@example.com', 5);
    const laptop = nextIp();
    const first = await waited(() => post('/admin/login', { email: 'boss@example.com', password: PASSWORD }, laptop));
    expect(first).toEqual({ status: 200, waits: [20] });
    const code = t.mail.lastCode('boss@example.com');
    const verify = await post('/admin/verify', { email: 'boss@example.com', code }, laptop);
    expect(verify.statusCode).toBe(200);
    expect(verify.json().token).toEqual(expect.any(String));
  });
});

describe('the slow-down really waits', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await setupTestApp({ AUTH_SLOWDOWN_AFTER: '1', AUTH_SLOWDOWN_BASE_MS: '1000', AUTH_SLOWDOWN_MAX_MS: '1000' });
    await t.createUser({ email: 'timed@example.com', role: 'Trucker' });
  });
  afterAll(() => t?.close());

  it('a try from an unknown address after a failure takes at least the delay', async () => {
    const post = poster(t);
    expect((await post('/login', { email: 'timed@example.com', password: WRONG }, nextIp())).statusCode).toBe(401);
    // "Forgot password" does no slow hashing, so without the slow-down it answers in a few milliseconds.
    const started = performance.now();
    expect((await post('/password/forgot', { email: 'timed@example.com' }, nextIp())).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
  });
});
