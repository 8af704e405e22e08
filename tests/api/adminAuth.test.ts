import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, setupTestApp, type TestContext } from './harness';

describe('admin two-step sign-in', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await setupTestApp();
    await t.createUser({ email: 'staff@example.com', role: 'Admin' });
    await t.createUser({ email: 'root@example.com', is_superuser: true });
    await t.createUser({ email: 'driver@example.com', role: 'Trucker' });
    await t.createRole('Viewer', ['view_user']);
    await t.createUser({ email: 'viewer@example.com', role: 'Viewer' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.request({ method: 'POST', url: `/api${url}`, payload });

  it('admin/login checks the password, then mails a code instead of a token', async () => {
    const sent = t.mail.sent.length;
    const res = await post('/admin/login', { email: 'staff@example.com', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'We sent a sign-in code to your email address.', verification_required: true, email: 'staff@example.com' });
    expect(res.json()).not.toHaveProperty('token');
    expect(t.mail.sent.length).toBe(sent + 1);
    expect(t.mail.sent.at(-1)!.subject).toMatch(/admin sign-in code: \d{6}$/);
  });

  it('admin/verify answers a token that opens the back office', async () => {
    await post('/admin/login', { email: 'staff@example.com', password: PASSWORD });
    const code = t.mail.lastCode('staff@example.com');
    const res = await post('/admin/verify', { email: 'staff@example.com', code });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.roles[0].permissions).toEqual(expect.arrayContaining([{ codename: 'access_admin_dashboard' }, { codename: 'view_user' }]));
    const users = await t.request({ method: 'GET', url: '/api/admin/users', token: { authorization: `Bearer ${body.token}` } });
    expect(users.statusCode).toBe(200);

    const reused = await post('/admin/verify', { email: 'staff@example.com', code });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe('The code is wrong or has expired');
  });

  it('a wrong password answers the sign-in message and sends nothing', async () => {
    const sent = t.mail.sent.length;
    const res = await post('/admin/login', { email: 'staff@example.com', password: 'Wrong-Password-1' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('The email / password combination is invalid');
    const unknown = await post('/admin/login', { email: 'ghost@example.com', password: PASSWORD });
    expect(unknown.statusCode).toBe(401);
    expect(t.mail.sent.length).toBe(sent);
  });

  it('a trucker (no access_admin_dashboard) gets 403 at admin/login and no code', async () => {
    const sent = t.mail.sent.length;
    const res = await post('/admin/login', { email: 'driver@example.com', password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This account cannot use the back office');
    const viewer = await post('/admin/login', { email: 'viewer@example.com', password: PASSWORD });
    expect(viewer.statusCode).toBe(403);
    expect(t.mail.sent.length).toBe(sent);
  });

  it('a superuser without any role passes', async () => {
    await post('/admin/login', { email: 'root@example.com', password: PASSWORD });
    const res = await post('/admin/verify', { email: 'root@example.com', code: t.mail.lastCode('root@example.com') });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ is_superuser: true, roles: [] });
  });

  it('a wrong, malformed or expired code is refused', async () => {
    await post('/admin/login', { email: 'staff@example.com', password: PASSWORD });
    const code = t.mail.lastCode('staff@example.com');
    const wrong = await post('/admin/verify', { email: 'staff@example.com', code: code === '123456' ? '654321' : '123456' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { code: ['The code is wrong or no longer valid; check it or ask for a new one'] } });
    const malformed = await post('/admin/verify', { email: 'staff@example.com', code: '' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ code: ['Code is required'] });
    await t.db.updateTable('verification_codes').set({ expires_at: new Date(Date.now() - 1).toISOString() }).where('purpose', '=', 'admin_login').execute();
    const expired = await post('/admin/verify', { email: 'staff@example.com', code });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual(wrong.json());
    const unknown = await post('/admin/verify', { email: 'ghost@example.com', code });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('a code for the storefront does not open the back office', async () => {
    // An email verification code is a different purpose: it cannot be used at admin/verify.
    const userId = (await t.db.selectFrom('users').select('id').where('email', '=', 'staff@example.com').executeTakeFirstOrThrow()).id;
    const code = await t.app.codes.issue(userId, 'email_verify');
    const res = await post('/admin/verify', { email: 'staff@example.com', code });
    expect(res.statusCode).toBe(422);
  });

  it('a staff member who loses access between the two steps is refused', async () => {
    const id = await t.createUser({ email: 'demoted@example.com', role: 'Admin' });
    await post('/admin/login', { email: 'demoted@example.com', password: PASSWORD });
    await t.db.deleteFrom('user_roles').where('user_id', '=', id).execute();
    const res = await post('/admin/verify', { email: 'demoted@example.com', code: t.mail.lastCode('demoted@example.com') });
    expect(res.statusCode).toBe(403);
  });

  describe('the storefront sign-in of a staff account opens a driver session only', () => {
    const get = (url: string, auth: Record<string, string>) => t.request({ method: 'GET', url: `/api${url}`, token: auth });

    for (const email of ['staff@example.com', 'root@example.com']) {
      it(`${email}: /api/login answers a token with no permissions, refused by every back-office call`, async () => {
        const res = await post('/login', { email, password: PASSWORD });
        expect(res.statusCode).toBe(200);
        const { token, user } = res.json();
        expect(user.is_superuser).toBe(false);
        expect(user.roles.flatMap((r: { permissions: unknown[] }) => r.permissions)).toEqual([]);
        const auth = { authorization: `Bearer ${token}` };
        expect((await get('/user', auth)).json()).toMatchObject({ email, is_superuser: false });
        expect((await get('/admin/users', auth)).statusCode).toBe(403);
        expect((await get('/admin/export/users', auth)).statusCode).toBe(403);
        expect((await get('/admin/roles', auth)).statusCode).toBe(403);
        const adminRole = await t.db.selectFrom('roles').select('id').where('name', '=', 'Admin').executeTakeFirstOrThrow();
        const create = await t.request({
          method: 'POST',
          url: '/api/admin/users',
          token: auth,
          payload: { first_name: 'Eve', last_name: 'Il', email: `eve-${email}`, password: PASSWORD, role_ids: [adminRole.id] },
        });
        expect(create.statusCode).toBe(403);
        expect(await t.db.selectFrom('users').select('id').where('email', '=', `eve-${email}`).executeTakeFirst()).toBeUndefined();

        // A refresh keeps the session a driver's.
        const refreshed = await t.request({ method: 'POST', url: '/api/refresh', token: auth });
        expect(refreshed.statusCode).toBe(200);
        expect(refreshed.json().user.is_superuser).toBe(false);
        expect((await get('/admin/users', { authorization: `Bearer ${refreshed.json().token}` })).statusCode).toBe(403);
      });
    }

    it('the same account through the two steps opens the back office', async () => {
      const auth = await t.staffLogin('staff@example.com', PASSWORD);
      expect((await get('/admin/users', auth)).statusCode).toBe(200);
      const me = (await get('/user', auth)).json();
      expect(me.roles[0].permissions).toEqual(expect.arrayContaining([{ codename: 'view_user' }]));
    });
  });
});
