import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionCatalogue } from '@/api/permissions';
import { up } from '@server/db/migrations/2026_11_29_0600_permissions_that_grant_nothing';
import { setupTestApp, type SignedIn, type TestContext } from './harness';

describe('roles and permissions', () => {
  let t: TestContext;
  let admin: SignedIn;
  let roleViewer: SignedIn;
  let driver: SignedIn;
  let perm: Record<string, number> = {};

  beforeAll(async () => {
    t = await setupTestApp();
    await t.createRole('Role viewer', ['access_admin_dashboard', 'view_role', 'view_permission']);
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    roleViewer = await t.signedIn({ email: 'viewer@example.com', role: 'Role viewer' });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
    perm = Object.fromEntries((await t.db.selectFrom('permissions').select(['id', 'codename']).execute()).map((p) => [p.codename, p.id]));
  });
  afterAll(() => t.close());

  const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, auth: Record<string, string> | undefined = admin.auth) =>
    t.request({ method, url: `/api${url}`, payload, token: auth });

  describe('seeded access control', () => {
    it('every codename of the catalogue, with view/add/change/delete for each resource that offers them', async () => {
      const res = await req('GET', '/admin/permissions?limit=500');
      expect(res.statusCode).toBe(200);
      const codenames = res.json().data.map((p: { codename: string }) => p.codename).sort();
      expect(codenames).toEqual(permissionCatalogue.map((p) => p.codename).sort());
      for (const model of ['user', 'role', 'permission', 'country', 'state', 'city', 'hotel', 'brand', 'amenity', 'testimonial', 'massnotification']) {
        for (const action of ['view', 'add', 'change', 'delete']) expect(codenames).toContain(`${action}_${model}`);
      }
      // Bookings are made by drivers and kept: staff see and change them (cancel), nothing more.
      expect(codenames.filter((c: string) => c.endsWith('_booking'))).toEqual(['change_booking', 'view_booking']);
      expect(codenames).toContain('access_admin_dashboard');
    });

    it('a database seeded before 29 November loses the permissions that granted nothing, with their grants, and keeps the rest', async () => {
      const stale = ['delete_booking', 'add_setting', 'delete_page'];
      const inserted = await t.db
        .insertInto('permissions')
        .values(stale.map((codename) => ({ codename, name: `Can ${codename.replace('_', ' ')}`, group: codename.split('_')[1]! })))
        .returning('id')
        .execute();
      const role = await t.createRole('Before the cleanup', ['access_admin_dashboard', 'view_booking']);
      await t.db.insertInto('role_permissions').values(inserted.map((p) => ({ role_id: role, permission_id: p.id }))).execute();

      await up(t.db);

      expect(await t.db.selectFrom('permissions').select('codename').where('codename', 'in', stale).execute()).toEqual([]);
      const kept = await t.db.selectFrom('role_permissions').innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id').select('codename').where('role_id', '=', role).orderBy('codename').execute();
      expect(kept.map((k) => k.codename)).toEqual(['access_admin_dashboard', 'view_booking']);
      expect(Number((await t.db.selectFrom('permissions').select(t.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(permissionCatalogue.length);
      await t.db.deleteFrom('roles').where('id', '=', role).execute();
    });

    it('role Admin holds every permission; role Trucker none', async () => {
      const res = await req('GET', '/admin/roles?ordering=name');
      const byName = Object.fromEntries(res.json().data.map((r: { name: string }) => [r.name, r]));
      expect(byName.Admin.permissions).toHaveLength(permissionCatalogue.length);
      expect(byName.Trucker.permissions).toEqual([]);
      expect(byName.Admin.users_count).toBe(1);
    });
  });

  describe('permissions resource', () => {
    it('filters by group and orders', async () => {
      const res = await req('GET', '/admin/permissions?group=user&ordering=-codename');
      expect(res.json().data.map((p: { codename: string }) => p.codename)).toEqual(['view_user', 'delete_user', 'change_user', 'add_user']);
      expect(res.json().meta.total).toBe(4);
      const search = await req('GET', '/admin/permissions?search=dashboard');
      expect(search.json().data.map((p: { codename: string }) => p.codename)).toEqual(['access_admin_dashboard']);
    });

    it('create, read, update, patch and delete', async () => {
      const bad = await req('POST', '/admin/permissions', { name: '', codename: 'Bad Codename', group: '' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({
        name: ['Name is required'],
        codename: ['Codename should match pattern /^[a-z][a-z0-9_]*$/'],
        group: ['Group is required'],
      });
      const created = await req('POST', '/admin/permissions', { name: 'Can export users', codename: 'export_user', group: 'user' });
      expect(created.statusCode).toBe(201);
      const id = created.json().id;
      expect(created.json()).toMatchObject({ name: 'Can export users', codename: 'export_user', group: 'user' });
      const dup = await req('POST', '/admin/permissions', { name: 'Again', codename: 'export_user', group: 'user' });
      expect(dup.statusCode).toBe(422);
      expect(dup.json().errors).toEqual({ codename: ['Codename has already been taken'] });

      expect((await req('GET', `/admin/permissions/${id}`)).json().codename).toBe('export_user');
      const put = await req('PUT', `/admin/permissions/${id}`, { name: 'Can export', codename: 'export_users', group: 'user' });
      expect(put.json()).toMatchObject({ name: 'Can export', codename: 'export_users' });
      const patch = await req('PATCH', `/admin/permissions/${id}`, { name: 'Can export user lists' });
      expect(patch.json()).toMatchObject({ name: 'Can export user lists', codename: 'export_users', group: 'user' });
      expect((await req('DELETE', `/admin/permissions/${id}`)).statusCode).toBe(200);
      expect((await req('GET', `/admin/permissions/${id}`)).statusCode).toBe(404);
    });
  });

  describe('roles resource', () => {
    let roleId: number;

    it('creates a role with permissions', async () => {
      const bad = await req('POST', '/admin/roles', { name: '', permission_ids: 'all' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'permission_ids']);
      expect(bad.json().errors.name).toEqual(['Name is required']);

      const res = await req('POST', '/admin/roles', { name: 'Dispatcher', description: 'Sees users', permission_ids: [perm.access_admin_dashboard, perm.view_user, perm.view_user] });
      expect(res.statusCode).toBe(201);
      roleId = res.json().id;
      expect(res.json()).toMatchObject({ name: 'Dispatcher', description: 'Sees users', users_count: 0 });
      expect(res.json().permissions.map((p: { codename: string }) => p.codename)).toEqual(['access_admin_dashboard', 'view_user']);

      const dup = await req('POST', '/admin/roles', { name: 'Dispatcher' });
      expect(dup.statusCode).toBe(422);
      expect(dup.json()).toEqual({ message: 'Name has already been taken', errors: { name: ['Name has already been taken'] } });

      const missing = await req('POST', '/admin/roles', { name: 'Ghost', permission_ids: [999999] });
      expect(missing.statusCode).toBe(409);
      expect((await t.db.selectFrom('roles').select('id').where('name', '=', 'Ghost').executeTakeFirst())).toBeUndefined();
    });

    it('PATCH of the name keeps the permissions; PATCH of permissions replaces them', async () => {
      const rename = await req('PATCH', `/admin/roles/${roleId}`, { name: 'Dispatch' });
      expect(rename.statusCode).toBe(200);
      expect(rename.json().name).toBe('Dispatch');
      expect(rename.json().permissions.map((p: { codename: string }) => p.codename)).toEqual(['access_admin_dashboard', 'view_user']);

      const perms = await req('PATCH', `/admin/roles/${roleId}`, { permission_ids: [perm.view_role] });
      expect(perms.json()).toMatchObject({ name: 'Dispatch', description: 'Sees users' });
      expect(perms.json().permissions.map((p: { codename: string }) => p.codename)).toEqual(['view_role']);

      const put = await req('PUT', `/admin/roles/${roleId}`, { name: 'Dispatch', description: null, permission_ids: [perm.access_admin_dashboard, perm.view_role] });
      expect(put.json()).toMatchObject({ description: null });
      expect(put.json().permissions).toHaveLength(2);
    });

    it('a role change reaches its users at once', async () => {
      const user = await t.signedIn({ email: 'dispatcher@example.com', role: 'Dispatch' });
      expect((await req('GET', '/admin/users', undefined, user.auth)).statusCode).toBe(403);
      expect((await req('GET', '/admin/roles', undefined, user.auth)).statusCode).toBe(200);
      await req('PATCH', `/admin/roles/${roleId}`, { permission_ids: [perm.access_admin_dashboard, perm.view_user] });
      expect((await req('GET', '/admin/users', undefined, user.auth)).statusCode).toBe(200);
      expect((await req('GET', '/admin/roles', undefined, user.auth)).statusCode).toBe(403);
      expect((await req('GET', `/admin/roles/${roleId}`)).json().users_count).toBe(1);
    });

    it('a role its users still hold is not deleted (409 naming them); without users it goes', async () => {
      const refused = await req('DELETE', `/admin/roles/${roleId}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'in_use', message: 'Still in use by 1 user: move or delete them first' });
      const user = await t.db.selectFrom('users').select('id').where('email', '=', 'dispatcher@example.com').executeTakeFirstOrThrow();
      expect(await t.db.selectFrom('user_roles').selectAll().where('user_id', '=', user.id).execute()).toHaveLength(1);
      expect((await req('PATCH', `/admin/users/${user.id}`, { role_ids: [] })).statusCode).toBe(200);
      expect((await req('DELETE', `/admin/roles/${roleId}`)).statusCode).toBe(200);
      expect((await req('GET', `/admin/roles/${roleId}`)).statusCode).toBe(404);
    });

    it('lists with paging, ordering and search', async () => {
      const res = await req('GET', '/admin/roles?ordering=-name&limit=2');
      expect(res.json().meta).toEqual({ total: 3, page: 1, limit: 2, last_page: 2 });
      expect(res.json().data.map((r: { name: string }) => r.name)).toEqual(['Trucker', 'Role viewer']);
      expect((await req('GET', '/admin/roles?search=TRUCK')).json().data.map((r: { name: string }) => r.name)).toEqual(['Trucker']);
      expect((await req('GET', '/admin/roles?ordering=codename')).statusCode).toBe(400);
    });
  });

  describe('guards', () => {
    it('view permissions read, but do not write', async () => {
      expect((await req('GET', '/admin/roles', undefined, roleViewer.auth)).statusCode).toBe(200);
      expect((await req('GET', '/admin/permissions', undefined, roleViewer.auth)).statusCode).toBe(200);
      expect((await req('POST', '/admin/roles', { name: 'X' }, roleViewer.auth)).statusCode).toBe(403);
      expect((await req('PATCH', `/admin/permissions/${perm.view_user}`, { name: 'X' }, roleViewer.auth)).statusCode).toBe(403);
      expect((await req('DELETE', `/admin/permissions/${perm.view_user}`, undefined, roleViewer.auth)).statusCode).toBe(403);
      expect((await req('GET', '/admin/users', undefined, roleViewer.auth)).statusCode).toBe(403);
    });

    it('truckers get 403 and strangers 401', async () => {
      for (const url of ['/admin/roles', '/admin/permissions', `/admin/permissions/${perm.view_user}`]) {
        expect((await req('GET', url, undefined, driver.auth)).statusCode).toBe(403);
        expect((await req('GET', url, undefined, {})).statusCode).toBe(401);
      }
    });
  });
});
