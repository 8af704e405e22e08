import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, setupTestApp, type SignedIn, type TestContext } from './harness';

/** Nobody raises themselves or anyone else beyond their own powers (our security battery's privilege rows). */
describe('granting roles and reshaping them', () => {
  let t: TestContext;
  let support: SignedIn; // change users, but no assign_role
  let manager: SignedIn; // assigns roles, holds users and roles permissions only
  let root: SignedIn;
  let driver: SignedIn;
  const role: Record<string, number> = {};
  const perm: Record<string, number> = {};

  const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, auth: Record<string, string>, payload?: object) =>
    t.request({ method, url: `/api${url}`, payload, token: auth });
  const rolesOf = async (userId: number) =>
    (await t.db.selectFrom('user_roles').innerJoin('roles', 'roles.id', 'user_roles.role_id').select('roles.name').where('user_id', '=', userId).execute()).map((r) => r.name).sort();

  beforeAll(async () => {
    t = await setupTestApp();
    await t.createRole('Support', ['access_admin_dashboard', 'view_user', 'change_user']);
    await t.createRole('Manager', ['access_admin_dashboard', 'view_user', 'add_user', 'change_user', 'assign_role', 'view_role', 'add_role', 'change_role', 'delete_role']);
    await t.createRole('Helpdesk', ['access_admin_dashboard', 'view_user']);
    support = await t.signedIn({ email: 'support@example.com', role: 'Support' });
    manager = await t.signedIn({ email: 'manager@example.com', role: 'Manager' });
    root = await t.signedIn({ email: 'root@example.com', is_superuser: true });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
    for (const r of await t.db.selectFrom('roles').select(['id', 'name']).execute()) role[r.name] = r.id;
    for (const p of await t.db.selectFrom('permissions').select(['id', 'codename']).execute()) perm[p.codename] = p.id;
  });
  afterAll(() => t.close());

  it('change_user alone cannot promote itself or anyone: granting a role needs assign_role', async () => {
    const self = await req('PATCH', `/admin/users/${support.id}`, support.auth, { role_ids: [role.Support, role.Admin] });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ code: 'grant_refused', message: 'You cannot change your own roles; ask another administrator' });
    const other = await req('PATCH', `/admin/users/${driver.id}`, support.auth, { role_ids: [role.Trucker, role.Admin] });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You need the permission to assign roles');
    expect(await rolesOf(support.id)).toEqual(['Support']);
    expect(await rolesOf(driver.id)).toEqual(['Trucker']);
    // Other fields still change, and sending the same roles back is no grant.
    const rename = await req('PATCH', `/admin/users/${driver.id}`, support.auth, { first_name: 'Dee', role_ids: [role.Trucker] });
    expect(rename.statusCode).toBe(200);
  });

  it('assign_role grants only roles within the caller\'s own permissions', async () => {
    const admin = await req('PATCH', `/admin/users/${driver.id}`, manager.auth, { role_ids: [role.Trucker, role.Admin] });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe('You cannot grant or take away the role Admin: it holds permissions you do not have');
    const created = await req('POST', '/admin/users', manager.auth, { first_name: 'Eve', last_name: 'Il', email: 'eve@example.com', password: PASSWORD, role_ids: [role.Admin] });
    expect(created.statusCode).toBe(403);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'eve@example.com').executeTakeFirst()).toBeUndefined();

    const helpdesk = await req('PATCH', `/admin/users/${driver.id}`, manager.auth, { role_ids: [role.Trucker, role.Helpdesk] });
    expect(helpdesk.statusCode).toBe(200);
    expect(await rolesOf(driver.id)).toEqual(['Helpdesk', 'Trucker']);
  });

  it('nobody takes away a role beyond their powers, and nobody edits their own roles, superusers included', async () => {
    const adminUser = await t.createUser({ email: 'boss@example.com', role: 'Admin' });
    const demote = await req('PATCH', `/admin/users/${adminUser}`, manager.auth, { role_ids: [] });
    expect(demote.statusCode).toBe(403);
    expect(await rolesOf(adminUser)).toEqual(['Admin']);
    const own = await req('PATCH', `/admin/users/${manager.id}`, manager.auth, { role_ids: [role.Manager, role.Helpdesk] });
    expect(own.statusCode).toBe(403);
    const rootOwn = await req('PATCH', `/admin/users/${root.id}`, root.auth, { role_ids: [role.Admin] });
    expect(rootOwn.statusCode).toBe(403);
    const byRoot = await req('PATCH', `/admin/users/${adminUser}`, root.auth, { role_ids: [role.Helpdesk] });
    expect(byRoot.statusCode).toBe(200);
    expect(await rolesOf(adminUser)).toEqual(['Helpdesk']);
  });

  it('a role is widened, stripped or deleted only within the caller\'s own permissions', async () => {
    const widenOwn = await req('PATCH', `/admin/roles/${role.Manager}`, manager.auth, { permission_ids: [perm.access_admin_dashboard, perm.delete_user] });
    expect(widenOwn.statusCode).toBe(403);
    expect(widenOwn.json().message).toBe('You cannot give a role permissions you do not have yourself');
    const stripAdmin = await req('PATCH', `/admin/roles/${role.Admin}`, manager.auth, { permission_ids: [perm.view_user] });
    expect(stripAdmin.statusCode).toBe(403);
    expect((await req('DELETE', `/admin/roles/${role.Admin}`, manager.auth)).statusCode).toBe(403);
    const adminPerms = await t.db.selectFrom('role_permissions').select('permission_id').where('role_id', '=', role.Admin!).execute();
    expect(adminPerms.length).toBeGreaterThan(50);

    const within = await req('PATCH', `/admin/roles/${role.Helpdesk}`, manager.auth, { permission_ids: [perm.access_admin_dashboard, perm.view_user, perm.view_role] });
    expect(within.statusCode).toBe(200);
    const newRole = await req('POST', '/admin/roles', manager.auth, { name: 'Sneaky', permission_ids: [perm.delete_hotel] });
    expect(newRole.statusCode).toBe(403);
    expect(newRole.json().code).toBe('grant_refused');
    expect((await req('POST', '/admin/roles', manager.auth, { name: 'Fine', permission_ids: [perm.view_user] })).statusCode).toBe(201);
  });

  it('change_user does not take over, deactivate or delete an account with more powers than the caller\'s', async () => {
    const boss = await t.createUser({ email: 'boss2@example.com', role: 'Admin' });
    const takeOver = await req('PATCH', `/admin/users/${boss}`, support.auth, { email: 'attacker@example.com', password: 'Attacker-Passw0rd-26' });
    expect(takeOver.statusCode).toBe(403);
    expect(takeOver.json()).toMatchObject({ code: 'grant_refused', message: 'You cannot change this user: they hold permissions you do not have' });
    expect((await req('PUT', `/admin/users/${boss}`, support.auth, { first_name: 'B', last_name: 'O', email: 'boss2@example.com', is_active: false })).statusCode).toBe(403);
    expect((await req('DELETE', `/admin/users/${boss}`, manager.auth)).statusCode).toBe(403);
    const row = await t.db.selectFrom('users').select(['email', 'is_active']).where('id', '=', boss).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: 'boss2@example.com', is_active: true });
    // Within the caller's powers: a driver, a user with fewer permissions, one's own account.
    await t.createRole('Reader', ['access_admin_dashboard', 'view_user']);
    const reader = await t.createUser({ email: 'reader@example.com', role: 'Reader' });
    expect((await req('PATCH', `/admin/users/${reader}`, support.auth, { first_name: 'Rita' })).statusCode).toBe(200);
    const trucker = await t.createUser({ email: 'trucker2@example.com', role: 'Trucker' });
    expect((await req('PATCH', `/admin/users/${trucker}`, support.auth, { last_name: 'Driver' })).statusCode).toBe(200);
    expect((await req('PATCH', `/admin/users/${support.id}`, support.auth, { first_name: 'Sue' })).statusCode).toBe(200);
    expect((await req('PATCH', `/admin/users/${boss}`, root.auth, { first_name: 'Bo' })).statusCode).toBe(200);
  });

  it('a built-in permission keeps its codename and cannot be deleted, by anyone; its name may change', async () => {
    // Renaming view_faq (held) to view_user (not held) would have handed its holders view_user.
    await t.createRole('FaqEditor', ['access_admin_dashboard', 'view_permission', 'change_permission', 'delete_permission', 'view_faq']);
    const editor = await t.signedIn({ email: 'faq-editor@example.com', role: 'FaqEditor' });
    const away = await req('PUT', `/admin/permissions/${perm.view_user}`, editor.auth, { name: 'Old', codename: 'view_user_old', group: 'user' });
    expect(away.statusCode).toBe(403);
    expect(away.json()).toMatchObject({ code: 'built_in_permission', message: 'The permission view_user is built in: its codename cannot be changed and it cannot be deleted' });
    expect((await req('PATCH', `/admin/permissions/${perm.view_faq}`, editor.auth, { codename: 'view_user' })).statusCode).toBe(403);
    expect((await req('PATCH', `/admin/permissions/${perm.view_faq}`, root.auth, { codename: 'view_faqs' })).statusCode).toBe(403);
    expect((await req('DELETE', `/admin/permissions/${perm.view_hotel}`, root.auth)).statusCode).toBe(403);
    // A declared resource's permissions are built in too (brands are declared, not in the base list).
    expect((await req('DELETE', `/admin/permissions/${perm.view_brand}`, root.auth)).statusCode).toBe(403);
    const codenames = (await t.db.selectFrom('permissions').select('codename').where('id', 'in', [perm.view_user!, perm.view_faq!, perm.view_hotel!, perm.view_brand!]).execute()).map((p) => p.codename).sort();
    expect(codenames).toEqual(['view_brand', 'view_faq', 'view_hotel', 'view_user']);
    expect((await req('GET', '/admin/users', editor.auth)).statusCode).toBe(403);

    const renamed = await req('PATCH', `/admin/permissions/${perm.view_faq}`, root.auth, { name: 'Can read FAQ entries', codename: ' view_faq ' });
    expect(renamed.statusCode).toBe(200);
    const custom = await req('POST', '/admin/permissions', root.auth, { name: 'Can export', codename: 'export_everything', group: 'user' });
    expect((await req('PATCH', `/admin/permissions/${custom.json().id}`, root.auth, { codename: 'export_all' })).statusCode).toBe(200);
    expect((await req('DELETE', `/admin/permissions/${custom.json().id}`, root.auth)).statusCode).toBe(200);
  });
});
