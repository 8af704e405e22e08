import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, setupTestApp, type SignedIn, type TestContext } from './harness';

const NEW_PASSWORD = 'Brand-New-Pass-42';
const DAY = 24 * 60 * 60 * 1000;

describe('auth: sign-up, sign-in and tokens', () => {
  let t: TestContext;
  let trucker: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await setupTestApp();
    trucker = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
    admin = await t.signedIn({ email: 'boss@example.com', role: 'Admin' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object, auth?: Record<string, string>) => t.request({ method: 'POST', url: `/api${url}`, payload, token: auth });
  const me = (auth: Record<string, string>) => t.request({ method: 'GET', url: '/api/user', token: auth });
  const expireCodes = (email: string) =>
    t.db
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', 'in', t.db.selectFrom('users').select('id').where('email', '=', email))
      .execute();

  describe('register and verify', () => {
    const email = 'new.driver@example.com';
    const body = { first_name: 'Nina', last_name: 'Road', email: 'New.Driver@Example.com', password: PASSWORD, password_confirmation: PASSWORD };

    it('answers every missing field with the spec message', async () => {
      const res = await post('/register', {});
      expect(res.statusCode).toBe(400);
      const json = res.json();
      expect(json.message).toBe('The given data was invalid');
      expect(json.errors).toMatchObject({
        first_name: ['First name is required'],
        last_name: ['Last name is required'],
        email: ['Email is required'],
        password: ['Password is required'],
        password_confirmation: ['Password confirmation is required'],
      });
    });

    it('checks email, length and confirmation', async () => {
      const bad = await post('/register', { ...body, email: 'not-an-email', password: 'short', password_confirmation: 'short' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.email).toEqual(['Email must be a valid email']);
      expect(bad.json().errors.password).toEqual(['Password must be at least 8 characters']);

      const mismatch = await post('/register', { ...body, password_confirmation: 'Something-else-1' });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().errors).toEqual({ password_confirmation: ['Password confirmation should match Password'] });

      const long = await post('/register', { ...body, first_name: 'x'.repeat(151) });
      expect(long.json().errors.first_name).toEqual(['First name must be 150 characters or less']);

      const wrongType = await post('/register', { ...body, country_id: 'abc' });
      expect(wrongType.json().errors.country_id).toEqual(['Country must be numeric.']);
    });

    it('refuses a country that does not exist', async () => {
      const res = await post('/register', { ...body, email: 'nowhere@example.com', country_id: 999999 });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ country_id: ['Country does not exist'] });
    });

    it('registers, mails a code, and refuses sign-in until verified', async () => {
      const res = await post('/register', body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: 'We sent a verification code to your email address.', email });
      expect(t.mail.lastCode(email)).toMatch(/^\d{6}$/);

      const stored = await t.db.selectFrom('users').select(['password_hash', 'email_verified_at']).where('email', '=', email).executeTakeFirstOrThrow();
      expect(stored.password_hash).toMatch(/^scrypt\$/);
      expect(stored.password_hash).not.toContain(PASSWORD);
      expect(stored.email_verified_at).toBeNull();
      const codes = await t.db.selectFrom('verification_codes').select(['code_hash', 'created_at', 'expires_at']).execute();
      expect(codes.every((c) => !c.code_hash.includes(t.mail.lastCode(email)))).toBe(true);
      for (const c of codes) {
        const life = new Date(c.expires_at).getTime() - new Date(c.created_at).getTime();
        expect(life).toBeGreaterThan(60_000);
        expect(life).toBeLessThanOrEqual(15 * 60_000 + 1000);
      }

      const login = await post('/login', { email, password: PASSWORD });
      expect(login.statusCode).toBe(403);
      expect(login.json().code).toBe('email_not_verified');
    });

    it('a taken email, whatever its case, answers as a new one; its owner is told and no second account is made', async () => {
      const sent = t.mail.sent.length;
      const res = await post('/register', { ...body, email: 'NEW.driver@example.com' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: 'We sent a verification code to your email address.', email: 'new.driver@example.com' });
      expect(t.mail.sent.slice(sent)).toEqual([expect.objectContaining({ to: email, subject: 'You already have a RigRest account' })]);
      expect(t.mail.sent.at(-1)!.text).not.toMatch(/\d{6}/);
      expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
    });

    it('answers a wrong code with the action-link message', async () => {
      const code = t.mail.lastCode(email);
      const wrong = code === '000000' ? '111111' : '000000';
      const res = await post('/verify', { email, code: wrong });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: 'The code is wrong or has expired', errors: { code: ['The code is wrong or no longer valid; check it or ask for a new one'] }, code: 'code_invalid' });
      const malformed = await post('/verify', { email, code: '12ab' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors.code).toEqual(['Code must be 6 digits']);
    });

    it('resend cancels the old code; the new one verifies and signs in', async () => {
      const old = t.mail.lastCode(email);
      const sent = t.mail.sent.length;
      const res = await post('/resend', { email });
      expect(res.statusCode).toBe(200);
      expect(t.mail.sent.length).toBe(sent + 1);
      const fresh = t.mail.lastCode(email);
      if (fresh !== old) {
        const stale = await post('/verify', { email, code: old });
        expect(stale.statusCode).toBe(422);
      }
      const ok = await post('/verify', { email, code: fresh });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user).toMatchObject({ email, first_name: 'Nina', roles: [{ name: 'Trucker' }] });
      expect((await me({ authorization: `Bearer ${ok.json().token}` })).statusCode).toBe(200);

      const again = await post('/verify', { email, code: fresh });
      expect(again.statusCode).toBe(422);
      expect(again.json().code).toBe('code_invalid');
    });

    it('resend answers the same for unknown and verified addresses, and sends nothing', async () => {
      const sent = t.mail.sent.length;
      const unknown = await post('/resend', { email: 'ghost@example.com' });
      const verified = await post('/resend', { email });
      expect(unknown.statusCode).toBe(200);
      expect(verified.json()).toEqual(unknown.json());
      expect(t.mail.sent.length).toBe(sent);
    });

    it('expired verification codes are refused', async () => {
      await post('/register', { ...body, email: 'late@example.com' });
      const code = t.mail.lastCode('late@example.com');
      await expireCodes('late@example.com');
      const res = await post('/verify', { email: 'late@example.com', code });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: 'The code is wrong or has expired', errors: { code: ['The code is wrong or no longer valid; check it or ask for a new one'] }, code: 'code_invalid' });
    });
  });

  describe('the page a driver joined from, for verifying on another device', () => {
    const join = (email: string, next?: unknown) =>
      post('/register', { first_name: 'Omar', last_name: 'Haul', email, password: PASSWORD, password_confirmation: PASSWORD, ...(next === undefined ? {} : { next }) });

    it('is kept with the registration and answered once by the verification, which may come from another browser', async () => {
      const next = '/de/hotels/reservation/super-8-dallas?room=12&checkIn=2026-12-01&checkOut=2026-12-02';
      expect((await join('far.away@example.com', next)).statusCode).toBe(201);
      // Resending the code (the first one lost) keeps it.
      expect((await post('/resend', { email: 'far.away@example.com' })).statusCode).toBe(200);
      const verified = await post('/verify', { email: 'far.away@example.com', code: t.mail.lastCode('far.away@example.com') });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json()).toMatchObject({ return_to: next, user: { email: 'far.away@example.com' } });
      const row = await t.db.selectFrom('users').select('return_to').where('email', '=', 'far.away@example.com').executeTakeFirstOrThrow();
      expect(row.return_to).toBeNull();
    });

    it('is null when the driver joined from nowhere in particular', async () => {
      await join('plain.join@example.com');
      const verified = await post('/verify', { email: 'plain.join@example.com', code: t.mail.lastCode('plain.join@example.com') });
      expect(verified.json().return_to).toBeNull();
    });

    it('refuses another site, a protocol-relative host, a script and a sign-in page, and creates no account', async () => {
      for (const [i, bad] of ['//evil.example/book', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example', '/\t/evil.example', '/auth/login', 'hotels/x', 42].entries()) {
        const email = `bad.next.${i}@example.com`;
        const res = await join(email, bad);
        expect(res.statusCode, String(bad)).toBe(400);
        expect(res.json().errors.next, String(bad)).toEqual([expect.stringMatching(/Next (is invalid|must be)/)]);
        expect(await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
      }
    });

    it('stored before this rule or by hand, an unsafe address is dropped from the answer', async () => {
      await join('old.row@example.com');
      await t.db.updateTable('users').set({ return_to: '//evil.example' }).where('email', '=', 'old.row@example.com').execute();
      const verified = await post('/verify', { email: 'old.row@example.com', code: t.mail.lastCode('old.row@example.com') });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().return_to).toBeNull();
    });
  });

  describe('login', () => {
    it('answers a token, the user and a 90-day expiry', async () => {
      const before = Date.now();
      const res = await post('/login', { email: 'DRIVER@example.com', password: PASSWORD });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.token).toEqual(expect.any(String));
      expect(body.user).toMatchObject({ email: 'driver@example.com', is_superuser: false, roles: [{ name: 'Trucker', permissions: [] }] });
      expect(body.user).not.toHaveProperty('password_hash');
      const ttl = new Date(body.expires_at).getTime() - before;
      expect(ttl).toBeGreaterThan(90 * DAY - 60_000);
      expect(ttl).toBeLessThanOrEqual(90 * DAY + 60_000);
      const [, payload] = body.token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      expect(claims.exp - claims.iat).toBe(7_776_000);
    });

    it('answers the same message for a wrong password and an unknown email', async () => {
      const wrong = await post('/login', { email: 'driver@example.com', password: 'Wrong-Password-1' });
      const unknown = await post('/login', { email: 'nobody@example.com', password: PASSWORD });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'The email / password combination is invalid', errors: { email: ['The email / password combination is invalid'] } });
      }
    });

    it('validates the payload', async () => {
      const res = await post('/login', { email: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ email: ['Email is required'], password: ['Password is required'] });
    });

    it('records the last sign-in', async () => {
      const row = await t.db.selectFrom('users').select('last_login_at').where('id', '=', trucker.id).executeTakeFirstOrThrow();
      expect(row.last_login_at).not.toBeNull();
    });
  });

  describe('tokens', () => {
    it('GET /user needs a token', async () => {
      const res = await t.request({ method: 'GET', url: '/api/user' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
      const garbage = await me({ authorization: 'Bearer not.a.jwt' });
      expect(garbage.statusCode).toBe(401);
      const basic = await me({ authorization: 'Basic Zm9vOmJhcg==' });
      expect(basic.statusCode).toBe(401);
    });

    it('GET /user answers the user object itself', async () => {
      const res = await me(trucker.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: trucker.id, email: trucker.email, roles: [{ name: 'Trucker' }] });
    });

    it('reads the scheme in any case and any number of spaces before the token (RFC 9110), nothing else', async () => {
      const token = trucker.auth.authorization!.slice('Bearer '.length);
      for (const authorization of [`bearer ${token}`, `BEARER  ${token}`, `Bearer ${token} `]) {
        expect((await me({ authorization })).statusCode, authorization).toBe(200);
      }
      for (const authorization of [`Bearer${token}`, `Bearer ${token} extra`, `Token ${token}`, `Bearer\t${token}`]) {
        expect((await me({ authorization })).statusCode, authorization).toBe(401);
      }
    });

    it('refuses a token with alg none, one signed with another key, and one naming another user', async () => {
      const good = trucker.auth.authorization!.slice('Bearer '.length);
      const claims = JSON.parse(Buffer.from(good.split('.')[1]!, 'base64url').toString());
      const none = new UnsecuredJWT({}).setSubject(claims.sub).setJti(claims.jti).setIssuer('rigrest').setIssuedAt().setExpirationTime('1h').encode();
      expect((await me({ authorization: `Bearer ${none}` })).statusCode).toBe(401);

      const otherKey = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setJti(claims.jti)
        .setIssuer('rigrest')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('x'.repeat(64)));
      expect((await me({ authorization: `Bearer ${otherKey}` })).statusCode).toBe(401);

      const secret = new TextEncoder().encode(t.config.TOKEN_SECRET);
      const hs512 = await new SignJWT({}).setProtectedHeader({ alg: 'HS512' }).setSubject(claims.sub).setJti(claims.jti).setIssuer('rigrest').setIssuedAt().setExpirationTime('1h').sign(secret);
      expect((await me({ authorization: `Bearer ${hs512}` })).statusCode).toBe(401);

      const otherUser = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(admin.id)).setJti(claims.jti).setIssuer('rigrest').setIssuedAt().setExpirationTime('1h').sign(secret);
      expect((await me({ authorization: `Bearer ${otherUser}` })).statusCode).toBe(401);

      expect((await me(trucker.auth)).statusCode).toBe(200);
    });

    it('a session past its expires_at is refused', async () => {
      const auth = await t.login('driver@example.com', PASSWORD);
      expect((await me(auth)).statusCode).toBe(200);
      const jti = JSON.parse(Buffer.from(auth.authorization!.split('.')[1]!, 'base64url').toString()).jti;
      await t.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', jti).execute();
      expect((await me(auth)).statusCode).toBe(401);
    });

    it('logout revokes the token', async () => {
      const auth = await t.login('driver@example.com', PASSWORD);
      const res = await post('/logout', undefined, auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Signed out' });
      expect((await me(auth)).statusCode).toBe(401);
      expect((await post('/logout', undefined, auth)).statusCode).toBe(401);
      expect((await me(trucker.auth)).statusCode).toBe(200);
    });

    it('refresh answers a new token and revokes the old one', async () => {
      const auth = await t.login('driver@example.com', PASSWORD);
      const res = await post('/refresh', undefined, auth);
      expect(res.statusCode).toBe(200);
      const fresh = { authorization: `Bearer ${res.json().token}` };
      expect(res.json().user.id).toBe(trucker.id);
      expect((await me(auth)).statusCode).toBe(401);
      expect((await me(fresh)).statusCode).toBe(200);
      expect((await post('/refresh')).statusCode).toBe(401);
    });

    it('an admin deactivating the user ends their sessions', async () => {
      const victim = await t.signedIn({ email: 'leaving@example.com', role: 'Trucker' });
      const res = await t.request({ method: 'PATCH', url: `/api/admin/users/${victim.id}`, token: admin.auth, payload: { is_active: false } });
      expect(res.statusCode).toBe(200);
      expect((await me(victim.auth)).statusCode).toBe(401);
      const revoked = await t.db.selectFrom('sessions').select('revoked_at').where('user_id', '=', victim.id).execute();
      expect(revoked.every((s) => s.revoked_at !== null)).toBe(true);
      const login = await post('/login', { email: victim.email, password: PASSWORD });
      expect(login.statusCode).toBe(401);
    });

    it('an admin setting a new password ends the user\'s sessions', async () => {
      const victim = await t.signedIn({ email: 'reset.by.admin@example.com', role: 'Trucker' });
      const res = await t.request({ method: 'PATCH', url: `/api/admin/users/${victim.id}`, token: admin.auth, payload: { password: NEW_PASSWORD } });
      expect(res.statusCode).toBe(200);
      expect((await me(victim.auth)).statusCode).toBe(401);
      expect((await post('/login', { email: victim.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    });
  });

  describe('change password', () => {
    for (const [method, url] of [['PUT', '/user/update-password'], ['POST', '/change-password']] as const) {
      it(`${method} ${url}: checks the current password, keeps this session and ends the others`, async () => {
        const email = `changer-${method.toLowerCase()}@example.com`;
        const user = await t.signedIn({ email, role: 'Trucker' });
        const other = await t.login(email, PASSWORD);
        const send = (payload: object, auth = user.auth) => t.request({ method, url: `/api${url}`, token: auth, payload });

        expect((await t.request({ method, url: `/api${url}`, payload: {} })).statusCode).toBe(401);
        const invalid = await send({});
        expect(invalid.statusCode).toBe(400);
        expect(invalid.json().errors).toMatchObject({ current_password: ['Current password is required'], password: ['Password is required'] });

        const wrong = await send({ current_password: 'Not-The-Password-1', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
        expect(wrong.statusCode).toBe(422);
        expect(wrong.json().errors).toEqual({ current_password: ['Current password is incorrect'] });

        const mismatch = await send({ current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: 'Other-Pass-99' });
        expect(mismatch.statusCode).toBe(400);
        expect(mismatch.json().errors).toEqual({ password_confirmation: ['Password confirmation should match Password'] });

        const sent = t.mail.sent.length;
        const ok = await send({ current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
        expect(ok.statusCode).toBe(200);
        expect(ok.json()).toEqual({ message: 'Your password was changed.' });
        expect(t.mail.sent.length).toBe(sent + 1);
        expect(t.mail.sent.at(-1)).toMatchObject({ to: email, subject: 'Your RigRest password was changed' });

        expect((await me(user.auth)).statusCode).toBe(200);
        expect((await me(other)).statusCode).toBe(401);
        expect((await post('/login', { email, password: PASSWORD })).statusCode).toBe(401);
        expect((await post('/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
      });

      it(`${method} ${url}: refuses a new password that is the current one, on the new password's field`, async () => {
        const email = `same-${method.toLowerCase()}@example.com`;
        const user = await t.signedIn({ email, role: 'Trucker' });
        const other = await t.login(email, PASSWORD);
        const sent = t.mail.sent.length;
        const res = await t.request({ method, url: `/api${url}`, token: user.auth, payload: { current_password: PASSWORD, password: PASSWORD, password_confirmation: PASSWORD } });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          message: 'New password must be different from the current password',
          errors: { password: ['New password must be different from the current password'] },
        });
        // Nothing changed: no mail, and the other session lives on.
        expect(t.mail.sent.length).toBe(sent);
        expect((await me(other)).statusCode).toBe(200);

        const de = await t.request({ method, url: `/api${url}`, token: user.auth, headers: { 'accept-language': 'de' }, payload: { current_password: PASSWORD, password: PASSWORD, password_confirmation: PASSWORD } });
        expect(de.json().errors).toEqual({ password: ['Das neue Passwort muss sich vom aktuellen Passwort unterscheiden'] });
      });
    }
  });

  describe('a password among the most used ones', () => {
    const COMMON = 'Password123';
    const refused = { message: 'Password is too common: choose one that is harder to guess', errors: { password: ['Password is too common: choose one that is harder to guess'] } };

    it('is refused at sign-up, and no account is made or mail sent', async () => {
      const sent = t.mail.sent.length;
      const res = await post('/register', { first_name: 'Cam', last_name: 'Mon', email: 'common.pick@example.com', password: COMMON, password_confirmation: COMMON });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(refused);
      expect(t.mail.sent.length).toBe(sent);
      expect(await t.db.selectFrom('users').select('id').where('email', '=', 'common.pick@example.com').executeTakeFirst()).toBeUndefined();
      // In any letter case, in the reader's language.
      const de = await t.request({ method: 'POST', url: '/api/register', headers: { 'accept-language': 'de' }, payload: { first_name: 'Cam', last_name: 'Mon', email: 'common.pick@example.com', password: 'QWERTYUIOP', password_confirmation: 'QWERTYUIOP' } });
      expect(de.json().errors).toEqual({ password: ['Passwort ist zu verbreitet: Wählen Sie eines, das schwerer zu erraten ist'] });
    });

    it('is refused by a password change, which changes nothing', async () => {
      const email = 'common.changer@example.com';
      const user = await t.signedIn({ email, role: 'Trucker' });
      const res = await t.request({ method: 'PUT', url: '/api/user/update-password', token: user.auth, payload: { current_password: PASSWORD, password: COMMON, password_confirmation: COMMON } });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(refused);
      expect((await post('/login', { email, password: PASSWORD })).statusCode).toBe(200);
    });

    it('is refused by a reset before its PIN is spent: the same PIN then sets a good one', async () => {
      const email = 'common.resetter@example.com';
      await t.signedIn({ email, role: 'Trucker' });
      await post('/password/forgot', { email });
      const pin = t.mail.lastCode(email);
      const res = await post('/password/reset', { email, pin, password: COMMON, password_confirmation: COMMON });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(refused);
      expect((await post('/password/reset', { email, pin, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it('is refused when staff create a user or set a user\'s password', async () => {
      const created = await t.request({ method: 'POST', url: '/api/admin/users', token: admin.auth, payload: { first_name: 'Cy', last_name: 'Mon', email: 'common.staffpick@example.com', password: COMMON } });
      expect(created.statusCode).toBe(422);
      expect(created.json()).toEqual(refused);
      const victim = await t.signedIn({ email: 'common.victim@example.com', role: 'Trucker' });
      const set = await t.request({ method: 'PATCH', url: `/api/admin/users/${victim.id}`, token: admin.auth, payload: { password: COMMON } });
      expect(set.statusCode).toBe(422);
      expect(set.json()).toEqual(refused);
      expect((await me(victim.auth)).statusCode).toBe(200);
    });
  });

  describe('forgotten password', () => {
    const email = 'forgetful@example.com';
    let session: Record<string, string>;
    beforeAll(async () => {
      ({ auth: session } = await t.signedIn({ email, role: 'Trucker' }));
    });

    it('answers the same for an unknown address and sends nothing', async () => {
      const sent = t.mail.sent.length;
      const unknown = await post('/password/forgot', { email: 'nobody@example.com' });
      expect(unknown.statusCode).toBe(200);
      expect(t.mail.sent.length).toBe(sent);
      const known = await post('/password/forgot', { email });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      // "PIN" throughout, as the reset pages say: the answer, the subject and the whole mail.
      expect(unknown.json()).toEqual({ message: 'If the address belongs to an account, a message with a PIN is on its way.' });
      expect(t.mail.sent.length).toBe(sent + 1);
      expect(t.mail.sent.at(-1)!.subject).toMatch(/password reset PIN: \d{6}$/);
      expect(t.mail.sent.at(-1)!.text).toMatch(/The PIN expires in \d+ minutes\./);
      expect(t.mail.sent.at(-1)!.text).not.toMatch(/\bcode\b/i);
    });

    it('a new PIN cancels the old one', async () => {
      await post('/password/forgot', { email });
      const first = t.mail.lastCode(email);
      await post('/password/forgot', { email });
      const second = t.mail.lastCode(email);
      if (first !== second) {
        const old = await post('/password/verify-pin', { email, pin: first });
        expect(old.statusCode).toBe(422);
        expect(old.json().message).toBe('The PIN is wrong or has expired');
      }
      expect((await post('/password/verify-pin', { email, pin: second })).json()).toEqual({ valid: true });
    });

    it('five wrong tries exhaust the PIN, even for the right one after', async () => {
      await post('/password/forgot', { email });
      const pin = t.mail.lastCode(email);
      const wrong = pin === '999999' ? '888888' : '999999';
      for (let i = 0; i < 5; i++) {
        const res = await post('/password/verify-pin', { email, pin: wrong });
        expect(res.json().errors).toEqual({ pin: ['The PIN is wrong or no longer valid; check it or ask for a new one'] });
      }
      const res = await post('/password/reset', { email, pin, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: 'The PIN is wrong or has expired', errors: { pin: ['The PIN is wrong or no longer valid; check it or ask for a new one'] }, code: 'code_invalid' });
      const attempts = await t.db.selectFrom('verification_codes').select('attempts').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
      expect(attempts.attempts).toBe(5);
    });

    it('an expired PIN is refused', async () => {
      await post('/password/forgot', { email });
      const pin = t.mail.lastCode(email);
      await expireCodes(email);
      const res = await post('/password/reset', { email, pin, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('code_invalid');
    });

    it('a PIN for an unknown address is refused the same way', async () => {
      const res = await post('/password/reset', { email: 'nobody@example.com', pin: '123456', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('The PIN is wrong or has expired');
    });

    it('verify-pin does not spend the PIN; reset does, signs out everywhere, and the PIN cannot be reused', async () => {
      await post('/password/forgot', { email });
      const pin = t.mail.lastCode(email);
      expect((await post('/password/verify-pin', { email, pin })).statusCode).toBe(200);
      const invalid = await post('/password/reset', { email, pin, password: 'short', password_confirmation: 'short' });
      expect(invalid.statusCode).toBe(400);

      const res = await post('/password/reset', { email, pin, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Your password was reset. Sign in with the new password.' });
      expect((await me(session)).statusCode).toBe(401);

      const reused = await post('/password/reset', { email, pin, password: 'Another-Pass-77', password_confirmation: 'Another-Pass-77' });
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toMatchObject({ message: 'The PIN is wrong or has expired', code: 'code_invalid' });

      expect((await post('/login', { email, password: PASSWORD })).statusCode).toBe(401);
      expect((await post('/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
    });
  });

  describe('profile', () => {
    it('PUT /user and POST /complete-profile update the signed-in user only', async () => {
      const user = await t.signedIn({ email: 'profile@example.com', role: 'Trucker' });
      const canada = await t.db.selectFrom('countries').select('id').where('iso2', '=', 'CA').executeTakeFirstOrThrow();
      const put = await t.request({ method: 'PUT', url: '/api/user', token: user.auth, payload: { first_name: 'Pat', last_name: 'Miles', phone: '+1 555 0100', country_id: canada.id } });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({ id: user.id, first_name: 'Pat', last_name: 'Miles', phone: '+1 555 0100', country_id: canada.id, email: 'profile@example.com' });

      const complete = await t.request({ method: 'POST', url: '/api/complete-profile', token: user.auth, payload: { first_name: 'Patricia', last_name: 'Miles', phone: '' } });
      expect(complete.statusCode).toBe(200);
      expect(complete.json()).toMatchObject({ first_name: 'Patricia', phone: null });

      const sneaky = await t.request({ method: 'PUT', url: '/api/user', token: user.auth, payload: { first_name: 'Pat', last_name: 'Miles', is_superuser: true, email: 'x@example.com' } });
      expect(sneaky.statusCode).toBe(200);
      expect(sneaky.json()).toMatchObject({ is_superuser: false, email: 'profile@example.com' });

      const invalid = await t.request({ method: 'PUT', url: '/api/user', token: user.auth, payload: { first_name: '', phone: 'call me' } });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors).toEqual({
        first_name: ['First name is required'],
        last_name: ['Last name is required'],
        phone: ['Phone should match pattern /^[0-9 +().-]*$/'],
      });
      const badCountry = await t.request({ method: 'PUT', url: '/api/user', token: user.auth, payload: { first_name: 'A', last_name: 'B', country_id: 987654 } });
      expect(badCountry.statusCode).toBe(422);
      expect((await t.request({ method: 'PUT', url: '/api/user', payload: { first_name: 'A', last_name: 'B' } })).statusCode).toBe(401);

      const other = await t.request({ method: 'GET', url: '/api/user', token: trucker.auth });
      expect(other.json().first_name).toBe('Test');
    });

    it('GET and PUT /user/address keep one address per user', async () => {
      const user = await t.signedIn({ email: 'address@example.com', role: 'Trucker' });
      const empty = await t.request({ method: 'GET', url: '/api/user/address', token: user.auth });
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({ line1: null, line2: null, city: null, state: null, postal_code: null, country_id: null });

      const us = await t.db.selectFrom('countries').select('id').where('iso2', '=', 'US').executeTakeFirstOrThrow();
      const address = { line1: '1 Truck Stop Rd', line2: '', city: 'Amarillo', state: 'Texas', postal_code: '79101', country_id: us.id };
      const put = await t.request({ method: 'PUT', url: '/api/user/address', token: user.auth, payload: address });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual({ ...address, line2: null });
      const again = await t.request({ method: 'PUT', url: '/api/user/address', token: user.auth, payload: { ...address, city: 'Dallas' } });
      expect(again.json().city).toBe('Dallas');
      expect((await t.request({ method: 'GET', url: '/api/user/address', token: user.auth })).json().city).toBe('Dallas');
      const rows = await t.db.selectFrom('addresses').selectAll().where('user_id', '=', user.id).execute();
      expect(rows).toHaveLength(1);

      const mine = await t.request({ method: 'GET', url: '/api/user/address', token: trucker.auth });
      expect(mine.json().line1).toBeNull();

      const invalid = await t.request({ method: 'PUT', url: '/api/user/address', token: user.auth, payload: { line1: '', country_id: 'x' } });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors).toEqual({ line1: ['Address line 1 is required'], city: ['City is required'], country_id: ['Country must be numeric.'] });
      const missingCountry = await t.request({ method: 'PUT', url: '/api/user/address', token: user.auth, payload: { ...address, country_id: 424242 } });
      expect(missingCountry.statusCode).toBe(422);
      expect(missingCountry.json().errors).toEqual({ country_id: ['Country does not exist'] });
      expect((await t.request({ method: 'GET', url: '/api/user/address' })).statusCode).toBe(401);
    });
  });
});
