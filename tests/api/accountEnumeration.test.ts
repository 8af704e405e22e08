import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '@server/mail/mailer';
import { PASSWORD, setupTestApp, type TestContext } from './harness';

/** Every auth answer is the same for an address with an account and one without (our security battery's S3 row). */
describe('which addresses have accounts cannot be told from the answers', () => {
  let t: TestContext;
  const post = (url: string, payload: object) => t.request({ method: 'POST', url: `/api${url}`, payload });
  const answer = (res: { statusCode: number; json(): unknown }) => ({ status: res.statusCode, body: res.json() });
  const register = (email: string) => ({ first_name: 'Ann', last_name: 'Lee', email, password: PASSWORD, password_confirmation: PASSWORD });

  beforeAll(async () => {
    t = await setupTestApp();
    await t.createUser({ email: 'driver@example.com', role: 'Trucker' });
    await t.createUser({ email: 'staff@example.com', role: 'Admin' });
    await t.db.insertInto('users').values({ first_name: 'Un', last_name: 'Verified', email: 'unverified@example.com', is_superuser: false, password_hash: 'x', phone: null, country_id: null, email_verified_at: null, avatar: null, last_login_at: null }).execute();
  });
  afterAll(() => t.close());

  it('register: a taken address answers like a new one', async () => {
    const fresh = await post('/register', register('brand.new@example.com'));
    const taken = await post('/register', register('driver@example.com'));
    expect(taken.statusCode).toBe(201);
    expect({ ...taken.json(), email: 'x' }).toEqual({ ...fresh.json(), email: 'x' });
  });

  it('verify: unknown, unverified with a wrong code and already verified answer alike', async () => {
    await post('/resend', { email: 'unverified@example.com' });
    const answers = await Promise.all(
      ['nobody@example.com', 'unverified@example.com', 'driver@example.com'].map(async (email) => answer(await post('/verify', { email, code: '000000' }))),
    );
    expect(answers[0]).toMatchObject({ status: 422 });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('admin verify: unknown, staff with a wrong code and a driver answer alike', async () => {
    await post('/admin/login', { email: 'staff@example.com', password: PASSWORD });
    const wrong = t.mail.lastCode('staff@example.com') === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      ['nobody@example.com', 'staff@example.com', 'driver@example.com'].map(async (email) => answer(await post('/admin/verify', { email, code: wrong }))),
    );
    expect(answers[0]).toMatchObject({ status: 422 });
    expect(answers.slice(1)).toEqual([answers[0], answers[0]]);
  });

  it('verify-pin and reset: unknown, without a PIN, with a wrong PIN and with a used-up PIN answer alike', async () => {
    await post('/password/forgot', { email: 'staff@example.com' });
    const wrong = t.mail.lastCode('staff@example.com') === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await post('/password/verify-pin', { email: 'staff@example.com', pin: wrong });
    for (const url of ['/password/verify-pin', '/password/reset']) {
      const payload = (email: string) => ({ email, pin: wrong, password: 'New-Password-123', password_confirmation: 'New-Password-123' });
      const unknown = answer(await post(url, payload('nobody@example.com')));
      expect(unknown.status).toBe(422);
      expect(answer(await post(url, payload('driver@example.com')))).toEqual(unknown);
      expect(answer(await post(url, payload('staff@example.com')))).toEqual(unknown);
    }
  });

  it('forgot-password, resend and register answer before any mail is made, for every address', async () => {
    const original = t.mail.send;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const waiting: Mail[] = [];
    t.mail.send = async (mail) => {
      waiting.push(mail);
      await gate;
    };
    try {
      const inject = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload });
      const known = await inject('/password/forgot', { email: 'driver@example.com' });
      const unknown = await inject('/password/forgot', { email: 'nobody@example.com' });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect((await inject('/resend', { email: 'unverified@example.com' })).json()).toEqual((await inject('/resend', { email: 'nobody@example.com' })).json());
      expect((await inject('/register', register('another.new@example.com'))).statusCode).toBe(201);
      expect((await inject('/register', register('driver@example.com'))).statusCode).toBe(201);
    } finally {
      release();
      await t.app.background.idle();
      t.mail.send = original;
    }
    // The mails were all still being made when the answers were given; they go out after.
    expect(waiting.map((m) => m.to).sort()).toEqual(['another.new@example.com', 'driver@example.com', 'driver@example.com', 'unverified@example.com']);
  });
});
