import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, setupTestApp, type TestContext } from './harness';

// AUTH_RATE_LIMIT=3: three tries per account, nine per IP, per window.
describe('sign-in, verify and reset are rate-limited per account and per IP', () => {
  let t: TestContext;
  let ip = 0;
  const nextIp = () => `10.0.0.${++ip}`;

  beforeAll(async () => {
    t = await setupTestApp({ AUTH_RATE_LIMIT: '3' });
    await t.createUser({ email: 'target@example.com', role: 'Trucker' });
    await t.createUser({ email: 'bystander@example.com', role: 'Trucker' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, remoteAddress: string) => t.request({ method: 'POST', url: `/api${url}`, payload, remoteAddress });

  it('per account: the fourth try in the window gets 429, even with the right password and from new addresses', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await post('/login', { email: i === 1 ? 'TARGET@example.com' : 'target@example.com', password: 'Wrong-Password-1' }, nextIp());
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post('/login', { email: 'target@example.com', password: PASSWORD }, nextIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many attempts. Try again in 15 minutes.', code: 'rate_limited' });

    const admin = await post('/admin/login', { email: 'target@example.com', password: PASSWORD }, nextIp());
    expect(admin.statusCode).toBe(429);

    const other = await post('/login', { email: 'bystander@example.com', password: PASSWORD }, nextIp());
    expect(other.statusCode).toBe(200);
  });

  it('per IP: one address trying many accounts is stopped after nine tries', async () => {
    const address = nextIp();
    for (let i = 0; i < 9; i++) {
      const res = await post('/login', { email: `spray${i}@example.com`, password: 'Wrong-Password-1' }, address);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post('/login', { email: 'bystander@example.com', password: PASSWORD }, address);
    expect(blocked.statusCode).toBe(429);
    const forgot = await post('/password/forgot', { email: 'someone@example.com' }, address);
    expect(forgot.statusCode).toBe(429);

    const elsewhere = await post('/login', { email: 'bystander@example.com', password: PASSWORD }, nextIp());
    expect(elsewhere.statusCode).toBe(200);
  });

  it('guessing a verification code is limited too', async () => {
    await post('/register', { first_name: 'Guess', last_name: 'Er', email: 'guess@example.com', password: PASSWORD, password_confirmation: PASSWORD }, nextIp());
    const code = t.mail.lastCode('guess@example.com');
    const wrong = code === '000000' ? '000001' : '000000';
    // register counted once for the account; two wrong guesses fill the allowance.
    for (let i = 0; i < 2; i++) {
      expect((await post('/verify', { email: 'guess@example.com', code: wrong }, nextIp())).statusCode).toBe(422);
    }
    const blocked = await post('/verify', { email: 'guess@example.com', code }, nextIp());
    expect(blocked.statusCode).toBe(429);
  });

  it('guessing a reset PIN is limited too', async () => {
    await t.createUser({ email: 'pin@example.com', role: 'Trucker' });
    await post('/password/forgot', { email: 'pin@example.com' }, nextIp());
    const pin = t.mail.lastCode('pin@example.com');
    const wrong = pin === '000000' ? '000001' : '000000';
    for (let i = 0; i < 2; i++) {
      expect((await post('/password/verify-pin', { email: 'pin@example.com', pin: wrong }, nextIp())).statusCode).toBe(422);
    }
    const blocked = await post('/password/reset', { email: 'pin@example.com', pin, password: 'Whatever-Pass-1', password_confirmation: 'Whatever-Pass-1' }, nextIp());
    expect(blocked.statusCode).toBe(429);
  });
});
