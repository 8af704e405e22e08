import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, setupTestApp, type SignedIn, type TestContext } from './harness';

type ListBody = { data: { id: number; email: string; first_name: string; last_name: string }[]; meta: { total: number; page: number; limit: number; last_page: number } };

/** List fixtures, inserted straight into the table (no slow password hashing); dates in 2025, before anything made by the tests. */
const fixtures = [
  { first_name: 'Alice', last_name: 'Zephyr', email: 'alice@fleet.test', created_at: '2025-01-05T10:00:00Z', role: 'Trucker' },
  { first_name: 'Bob', last_name: 'Young', email: 'bob@fleet.test', created_at: '2025-01-05T23:59:59Z', role: 'Trucker' },
  { first_name: 'Carol', last_name: 'Young', email: 'carol@fleet.test', created_at: '2025-01-06T00:00:00Z', role: 'Admin' },
  { first_name: 'Dan', last_name: 'Xavier', email: 'dan@fleet.test', created_at: '2025-02-01T12:00:00Z', role: null, is_active: false },
  { first_name: 'Eve', last_name: 'Walker', email: 'eve@fleet.test', created_at: '2025-03-01T00:00:00Z', role: 'Trucker' },
  { first_name: 'Frank', last_name: 'Vance', email: 'frank_50%@fleet.test', created_at: '2025-03-02T00:00:00Z', role: 'Trucker' },
] as const;

describe('admin users', () => {
  let t: TestContext;
  let root: SignedIn;
  let admin: SignedIn;
  let support: SignedIn;
  let driver: SignedIn;
  const ids: Record<string, number> = {};
  let roleIds: Record<string, number> = {};

  beforeAll(async () => {
    t = await setupTestApp();
    await t.createRole('Support', ['access_admin_dashboard', 'view_user']);
    root = await t.signedIn({ email: 'root@example.com', is_superuser: true, first_name: 'Root', last_name: 'Owner' });
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin', first_name: 'Ada', last_name: 'Admin' });
    support = await t.signedIn({ email: 'support@example.com', role: 'Support', first_name: 'Sam', last_name: 'Support' });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker', first_name: 'Dee', last_name: 'Driver' });
    roleIds = Object.fromEntries((await t.db.selectFrom('roles').select(['id', 'name']).execute()).map((r) => [r.name, r.id]));
    for (const f of fixtures) {
      const row = await t.db
        .insertInto('users')
        .values({
          first_name: f.first_name,
          last_name: f.last_name,
          email: f.email,
          created_at: f.created_at,
          is_active: 'is_active' in f ? f.is_active : true,
          password_hash: 'scrypt$not-a-real-hash',
          phone: null,
          country_id: null,
          email_verified_at: f.created_at,
          avatar: null,
          last_login_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[f.first_name] = row.id;
      if (f.role) await t.db.insertInto('user_roles').values({ user_id: row.id, role_id: roleIds[f.role]! }).execute();
    }
  });
  afterAll(() => t.close());

  const get = (url: string, auth: Record<string, string> | undefined = admin.auth) => t.request({ method: 'GET', url: `/api${url}`, token: auth });
  const list = async (query: string, auth = admin.auth) => {
    const res = await get(`/admin/users?${query}`, auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListBody;
  };
  const emails = (body: ListBody) => body.data.map((u) => u.email);
  const fleet = (body: ListBody) => emails(body).filter((e) => e.endsWith('@fleet.test'));

  describe('list conventions', () => {
    it('answers { data, meta } newest first by default', async () => {
      const body = await list('');
      expect(body.meta).toEqual({ total: 10, page: 1, limit: 25, last_page: 1 });
      expect(body.data).toHaveLength(10);
      expect(body.data[0]).toMatchObject({ email: 'driver@example.com', roles: [{ name: 'Trucker' }] });
      expect(body.data[0]).not.toHaveProperty('password_hash');
      expect(fleet(body)).toEqual(['frank_50%@fleet.test', 'eve@fleet.test', 'dan@fleet.test', 'carol@fleet.test', 'bob@fleet.test', 'alice@fleet.test']);
    });

    it('pages with limit and page', async () => {
      const first = await list('limit=4&ordering=email');
      expect(first.meta).toEqual({ total: 10, page: 1, limit: 4, last_page: 3 });
      const second = await list('limit=4&page=2&ordering=email');
      expect(second.meta.page).toBe(2);
      const third = await list('limit=4&page=3&ordering=email');
      expect(third.data).toHaveLength(2);
      const all = [...emails(first), ...emails(second), ...emails(third)];
      expect(all).toEqual([...all].sort());
      expect(new Set(all).size).toBe(10);
      const beyond = await list('limit=4&page=9');
      expect(beyond.data).toEqual([]);
      expect(beyond.meta).toEqual({ total: 10, page: 9, limit: 4, last_page: 3 });
    });

    it('refuses bad paging values with field messages', async () => {
      const cases: [string, Record<string, string[]>][] = [
        ['limit=0', { limit: ['Limit should be at least 1'] }],
        ['limit=501', { limit: ['Limit should be at most 500'] }],
        ['limit=ten', { limit: ['Limit must be numeric.'] }],
        ['page=0', { page: ['Page should be at least 1'] }],
        ['page=1.5', { page: ['Page is invalid'] }],
      ];
      for (const [query, errors] of cases) {
        const res = await get(`/admin/users?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json(), query).toEqual({ message: 'The given data was invalid', errors });
      }
    });

    it('orders by one field or several, either direction', async () => {
      expect(fleet(await list('ordering=email'))).toEqual(['alice@fleet.test', 'bob@fleet.test', 'carol@fleet.test', 'dan@fleet.test', 'eve@fleet.test', 'frank_50%@fleet.test']);
      expect(fleet(await list('ordering=-email'))).toEqual(['frank_50%@fleet.test', 'eve@fleet.test', 'dan@fleet.test', 'carol@fleet.test', 'bob@fleet.test', 'alice@fleet.test']);
      const youngs = (body: ListBody) => body.data.filter((u) => u.last_name === 'Young').map((u) => u.first_name);
      expect(youngs(await list('ordering=last_name,first_name'))).toEqual(['Bob', 'Carol']);
      expect(youngs(await list('ordering=last_name,-first_name'))).toEqual(['Carol', 'Bob']);
      const byLast = await list('ordering=-last_name,first_name&search=fleet.test');
      expect(byLast.data.map((u) => u.last_name)).toEqual(['Zephyr', 'Young', 'Young', 'Xavier', 'Walker', 'Vance']);
    });

    it('refuses an unknown ordering field', async () => {
      for (const ordering of ['password_hash', 'email,-nope', '-']) {
        const res = await get(`/admin/users?ordering=${encodeURIComponent(ordering)}`);
        expect(res.statusCode, ordering).toBe(400);
        expect(res.json().errors.ordering[0]).toMatch(/^Ordering must be one of id, first_name, last_name, email, created_at/);
      }
      expect((await get('/admin/users?ordering=password_hash')).json().message).toBe('Cannot order by password_hash');
    });

    it('searches names and emails, case-insensitively, with LIKE wildcards taken literally', async () => {
      expect(fleet(await list('search=YOUNG&ordering=first_name'))).toEqual(['bob@fleet.test', 'carol@fleet.test']);
      expect(fleet(await list('search=bob young'))).toEqual(['bob@fleet.test']);
      expect(emails(await list('search=50%25'))).toEqual(['frank_50%@fleet.test']);
      expect(emails(await list('search=%25'))).toEqual(['frank_50%@fleet.test']);
      expect(emails(await list('search=k_5'))).toEqual(['frank_50%@fleet.test']);
      expect((await list('search=nobody-matches-this')).meta.total).toBe(0);
    });
  });

  describe('filters', () => {
    it('role by name or by id', async () => {
      const byName = await list('role=Admin&ordering=email');
      expect(emails(byName)).toEqual(['admin@example.com', 'carol@fleet.test']);
      const byId = await list(`role=${roleIds.Admin}&ordering=email`);
      expect(emails(byId)).toEqual(emails(byName));
      expect((await list('role=Support')).data.map((u) => u.email)).toEqual(['support@example.com']);
      expect((await list('role=Nobody')).meta.total).toBe(0);
      expect((await list('role=999999')).meta.total).toBe(0);
      expect((await list('role=99999999999999999999')).meta.total).toBe(0);
      const combined = await list('role=Trucker&search=fleet&ordering=email');
      expect(emails(combined)).toEqual(['alice@fleet.test', 'bob@fleet.test', 'eve@fleet.test', 'frank_50%@fleet.test']);
    });

    it('dat: one day, a range, or an open end (UTC days)', async () => {
      expect(fleet(await list('dat=2025-01-05&ordering=email'))).toEqual(['alice@fleet.test', 'bob@fleet.test']);
      expect(fleet(await list('dat=2025-01-05,2025-01-06&ordering=email'))).toEqual(['alice@fleet.test', 'bob@fleet.test', 'carol@fleet.test']);
      expect(fleet(await list('dat=,2025-01-31&ordering=email'))).toEqual(['alice@fleet.test', 'bob@fleet.test', 'carol@fleet.test']);
      const from = await list('dat=2025-03-01,&ordering=email');
      expect(fleet(from)).toEqual(['eve@fleet.test', 'frank_50%@fleet.test']);
      expect(from.meta.total).toBe(6);
      expect((await list('dat=2024-01-01')).meta.total).toBe(0);
    });

    it('dat: a bad value is a 400 with the expected format', async () => {
      for (const dat of ['yesterday', '2025-13-01', '2025-02-30', '2025-01-01,2025-01-02,2025-01-03', '05/01/2025']) {
        const res = await get(`/admin/users?dat=${encodeURIComponent(dat)}`);
        expect(res.statusCode, dat).toBe(400);
        expect(res.json().errors, dat).toEqual({ dat: ['Dat must look like YYYY-MM-DD or YYYY-MM-DD,YYYY-MM-DD'] });
      }
    });

    it('staff: users who can open the back office (or superusers), or everyone else', async () => {
      expect(emails(await list('staff=true&ordering=email'))).toEqual(['admin@example.com', 'carol@fleet.test', 'root@example.com', 'support@example.com']);
      expect(emails(await list('staff=false&ordering=email'))).toEqual([
        'alice@fleet.test',
        'bob@fleet.test',
        'dan@fleet.test',
        'driver@example.com',
        'eve@fleet.test',
        'frank_50%@fleet.test',
      ]);
      const bad = await get('/admin/users?staff=maybe');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ staff: ['Staff must be one of true, false'] });
    });

    it('is_active', async () => {
      expect(emails(await list('is_active=false'))).toEqual(['dan@fleet.test']);
      expect((await list('is_active=true')).meta.total).toBe(9);
    });
  });

  describe('records', () => {
    it('GET one answers the record; unknown ids 404; bad ids 400', async () => {
      const res = await get(`/admin/users/${ids.Carol}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: ids.Carol, email: 'carol@fleet.test', roles: [{ name: 'Admin' }], is_active: true });
      const missing = await get('/admin/users/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Not Found' });
      const bad = await get('/admin/users/abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ id: ['ID must be numeric.'] });
    });

    it('POST validates every field', async () => {
      const res = await t.request({ method: 'POST', url: '/api/admin/users', token: admin.auth, payload: { email: 'nope', role_ids: ['x'] } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        first_name: ['First name is required'],
        last_name: ['Last name is required'],
        email: ['Email must be a valid email'],
        password: ['Password is required'],
        'role_ids.0': ['Roles must be numeric.'],
      });
    });

    it('POST creates a user with roles, a hashed password and a verified email', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/admin/users',
        token: admin.auth,
        payload: { first_name: 'Gina', last_name: 'Hauler', email: 'Gina@Fleet.test', password: PASSWORD, role_ids: [roleIds.Trucker, roleIds.Support] },
      });
      expect(res.statusCode).toBe(201);
      const created = res.json();
      expect(created).toMatchObject({ first_name: 'Gina', email: 'gina@fleet.test', is_active: true, is_superuser: false });
      expect(created.roles.map((r: { name: string }) => r.name)).toEqual(['Support', 'Trucker']);
      expect(created.email_verified_at).not.toBeNull();
      expect((await t.login('gina@fleet.test', PASSWORD)).authorization).toMatch(/^Bearer /);
      ids.Gina = created.id;

      const dup = await t.request({ method: 'POST', url: '/api/admin/users', token: admin.auth, payload: { first_name: 'G', last_name: 'H', email: 'GINA@fleet.test', password: PASSWORD } });
      expect(dup.statusCode).toBe(422);
      expect(dup.json()).toEqual({ message: 'Email has already been taken', errors: { email: ['Email has already been taken'] } });
    });

    it('POST with a missing role writes nothing', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/admin/users',
        token: admin.auth,
        payload: { first_name: 'Half', last_name: 'Written', email: 'half@fleet.test', password: PASSWORD, role_ids: [999999] },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('The record is referenced by other records or refers to a missing one');
      expect(await t.db.selectFrom('users').select('id').where('email', '=', 'half@fleet.test').executeTakeFirst()).toBeUndefined();
    });

    it('PUT replaces the editable fields; PATCH changes only what it sends', async () => {
      const put = await t.request({
        method: 'PUT',
        url: `/api/admin/users/${ids.Eve}`,
        token: admin.auth,
        payload: { first_name: 'Evelyn', last_name: 'Walker', email: 'evelyn@fleet.test', phone: '555-0101', role_ids: [roleIds.Trucker] },
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({ first_name: 'Evelyn', email: 'evelyn@fleet.test', phone: '555-0101', roles: [{ name: 'Trucker' }] });
      const incomplete = await t.request({ method: 'PUT', url: `/api/admin/users/${ids.Eve}`, token: admin.auth, payload: { first_name: 'Only' } });
      expect(incomplete.statusCode).toBe(400);
      expect(Object.keys(incomplete.json().errors).sort()).toEqual(['email', 'last_name']);

      const patch = await t.request({ method: 'PATCH', url: `/api/admin/users/${ids.Eve}`, token: admin.auth, payload: { last_name: 'Walton' } });
      expect(patch.statusCode).toBe(200);
      expect(patch.json()).toMatchObject({ first_name: 'Evelyn', last_name: 'Walton', email: 'evelyn@fleet.test', phone: '555-0101', roles: [{ name: 'Trucker' }] });
      const roles = await t.request({ method: 'PATCH', url: `/api/admin/users/${ids.Eve}`, token: admin.auth, payload: { role_ids: [roleIds.Admin] } });
      expect(roles.json()).toMatchObject({ last_name: 'Walton', roles: [{ name: 'Admin' }] });
      const badPatch = await t.request({ method: 'PATCH', url: `/api/admin/users/${ids.Eve}`, token: admin.auth, payload: { email: 'x' } });
      expect(badPatch.statusCode).toBe(400);
      expect(badPatch.json().errors).toEqual({ email: ['Email must be a valid email'] });
      const missing = await t.request({ method: 'PATCH', url: '/api/admin/users/999999', token: admin.auth, payload: { last_name: 'X' } });
      expect(missing.statusCode).toBe(404);
      const taken = await t.request({ method: 'PATCH', url: `/api/admin/users/${ids.Eve}`, token: admin.auth, payload: { email: 'alice@fleet.test' } });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ email: ['Email has already been taken'] });
    });

    it('DELETE removes the user; an admin cannot delete or deactivate their own account', async () => {
      const res = await t.request({ method: 'DELETE', url: `/api/admin/users/${ids.Dan}`, token: admin.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Deleted' });
      expect((await get(`/admin/users/${ids.Dan}`)).statusCode).toBe(404);
      expect((await t.request({ method: 'DELETE', url: `/api/admin/users/${ids.Dan}`, token: admin.auth })).statusCode).toBe(404);

      const self = await t.request({ method: 'DELETE', url: `/api/admin/users/${admin.id}`, token: admin.auth });
      expect(self.statusCode).toBe(422);
      expect(self.json().message).toBe('You cannot do this to your own account');
      const deactivate = await t.request({ method: 'PATCH', url: `/api/admin/users/${admin.id}`, token: admin.auth, payload: { is_active: false } });
      expect(deactivate.statusCode).toBe(422);
    });

    it('only a superuser grants superuser rights or edits a superuser', async () => {
      const grant = await t.request({ method: 'POST', url: '/api/admin/users', token: admin.auth, payload: { first_name: 'Sly', last_name: 'Climber', email: 'sly@fleet.test', password: PASSWORD, is_superuser: true } });
      expect(grant.statusCode).toBe(403);
      expect(grant.json().message).toBe('Only a superuser can grant superuser rights or change a superuser');
      const self = await t.request({ method: 'PATCH', url: `/api/admin/users/${admin.id}`, token: admin.auth, payload: { is_superuser: true } });
      expect(self.statusCode).toBe(403);
      const takeover = await t.request({ method: 'PATCH', url: `/api/admin/users/${root.id}`, token: admin.auth, payload: { password: 'Taken-Over-123' } });
      expect(takeover.statusCode).toBe(403);
      const byRoot = await t.request({ method: 'PATCH', url: `/api/admin/users/${ids.Alice}`, token: root.auth, payload: { is_superuser: true } });
      expect(byRoot.statusCode).toBe(200);
      expect(byRoot.json().is_superuser).toBe(true);
    });
  });

  describe('permissions', () => {
    it('no token: 401 everywhere', async () => {
      for (const [method, url] of [['GET', '/admin/users'], ['GET', `/admin/users/${ids.Bob}`], ['POST', '/admin/users'], ['PUT', `/admin/users/${ids.Bob}`], ['PATCH', `/admin/users/${ids.Bob}`], ['DELETE', `/admin/users/${ids.Bob}`], ['GET', '/admin/export/users'], ['GET', `/admin/users/${ids.Bob}/address`]] as const) {
        const res = await t.request({ method, url: `/api${url}`, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('a trucker: 403 (checked before the body)', async () => {
      expect((await get('/admin/users', driver.auth)).statusCode).toBe(403);
      const post = await t.request({ method: 'POST', url: '/api/admin/users', token: driver.auth, payload: { nonsense: true } });
      expect(post.statusCode).toBe(403);
      expect(post.json()).toEqual({ message: 'Forbidden' });
    });

    it('a role with view_user but not view_role: reads users, is refused roles and every change', async () => {
      expect((await get('/admin/users', support.auth)).statusCode).toBe(200);
      expect((await get(`/admin/users/${ids.Bob}`, support.auth)).statusCode).toBe(200);
      expect((await get('/admin/export/users', support.auth)).statusCode).toBe(200);
      expect((await get(`/admin/users/${ids.Bob}/address`, support.auth)).statusCode).toBe(200);
      expect((await get('/admin/roles', support.auth)).statusCode).toBe(403);
      expect((await get(`/admin/roles/${roleIds.Admin}`, support.auth)).statusCode).toBe(403);
      expect((await get('/admin/permissions', support.auth)).statusCode).toBe(403);
      const writes = [
        t.request({ method: 'POST', url: '/api/admin/users', token: support.auth, payload: { first_name: 'A', last_name: 'B', email: 'ab@fleet.test', password: PASSWORD } }),
        t.request({ method: 'PATCH', url: `/api/admin/users/${ids.Bob}`, token: support.auth, payload: { first_name: 'Bobby' } }),
        t.request({ method: 'PUT', url: `/api/admin/users/${ids.Bob}`, token: support.auth, payload: { first_name: 'Bobby', last_name: 'Young', email: 'bob@fleet.test' } }),
        t.request({ method: 'DELETE', url: `/api/admin/users/${ids.Bob}`, token: support.auth }),
        t.request({ method: 'PUT', url: `/api/admin/users/${ids.Bob}/address`, token: support.auth, payload: { line1: 'x', city: 'y', country_id: 1 } }),
        t.request({ method: 'POST', url: '/api/admin/roles', token: support.auth, payload: { name: 'Sneaky', permission_ids: [] } }),
      ];
      for (const res of await Promise.all(writes)) expect(res.statusCode, res.body).toBe(403);
      expect((await get(`/admin/users/${ids.Bob}`)).json().first_name).toBe('Bob');
    });

    it('a superuser passes every check without any role', async () => {
      for (const url of ['/admin/users', '/admin/roles', '/admin/permissions', '/admin/countries', '/admin/export/users', '/admin/search?q=fl']) {
        expect((await get(url, root.auth)).statusCode, url).toBe(200);
      }
    });
  });

  describe('address (staff)', () => {
    it('GET and PUT a user\'s address; unknown users 404', async () => {
      const empty = await get(`/admin/users/${ids.Bob}/address`);
      expect(empty.json()).toEqual({ line1: null, line2: null, city: null, state: null, postal_code: null, country_id: null });
      const us = await t.db.selectFrom('countries').select('id').where('iso2', '=', 'US').executeTakeFirstOrThrow();
      const address = { line1: '9 Depot St', line2: 'Unit 2', city: 'Tulsa', state: 'Oklahoma', postal_code: '74101', country_id: us.id };
      const put = await t.request({ method: 'PUT', url: `/api/admin/users/${ids.Bob}/address`, token: admin.auth, payload: address });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual(address);
      expect((await get(`/admin/users/${ids.Bob}/address`)).json()).toEqual(address);
      expect((await get('/admin/users/999999/address')).statusCode).toBe(404);
      expect((await t.request({ method: 'PUT', url: '/api/admin/users/999999/address', token: admin.auth, payload: address })).statusCode).toBe(404);
      const invalid = await t.request({ method: 'PUT', url: `/api/admin/users/${ids.Bob}/address`, token: admin.auth, payload: { ...address, city: '', postal_code: 'x'.repeat(21) } });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors).toEqual({ city: ['City is required'], postal_code: ['Postal code must be 20 characters or less'] });
      expect((await get('/user/address', driver.auth)).json().line1).toBeNull();
    });
  });

  describe('CSV export', () => {
    it('answers RFC 4180 CSV with formula cells neutralised', async () => {
      await t.db
        .updateTable('users')
        .set({ first_name: '=HYPERLINK("http://evil.test")', last_name: 'Smith, "Jr"', phone: '+1 555 0100' })
        .where('id', '=', ids.Frank!)
        .execute();
      await t.db.updateTable('users').set({ last_name: 'Multi\r\nLine' }).where('id', '=', ids.Bob!).execute();
      const res = await get('/admin/export/users?ordering=id');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
      const text = res.body;
      expect(text.endsWith('\r\n')).toBe(true);
      const lines = text.split('\r\n');
      expect(lines[0]).toBe('id,first_name,last_name,email,phone,roles,is_active,is_superuser,email_verified_at,last_login_at,created_at');
      const frank = lines.find((l) => l.startsWith(`${ids.Frank},`));
      expect(frank).toContain(`${ids.Frank},"'=HYPERLINK(""http://evil.test"")","Smith, ""Jr""",frank_50%@fleet.test,'+1 555 0100,Trucker,true,false,`);
      expect(text).toContain(`${ids.Bob},Bob,"Multi\r\nLine",bob@fleet.test`);
      const ordered = lines.slice(1).filter((l) => /^\d+,/.test(l)).map((l) => Number(l.split(',')[0]));
      expect(ordered).toEqual([...ordered].sort((a, b) => a - b));
    });

    it('takes the list filters', async () => {
      const res = await get('/admin/export/users?role=Admin&ordering=email');
      const rows = res.body.trim().split('\r\n').slice(1);
      expect(rows.map((r) => r.split(',')[3])).toEqual(['admin@example.com', 'carol@fleet.test', 'evelyn@fleet.test']);
      expect((await get('/admin/export/users?search=zephyr')).body.trim().split('\r\n')).toHaveLength(2);
      expect((await get('/admin/export/users?dat=bad')).statusCode).toBe(400);
      expect((await get('/admin/export/users?ordering=password_hash')).statusCode).toBe(400);
      expect((await get('/admin/export/users', driver.auth)).statusCode).toBe(403);
    });
  });
});
