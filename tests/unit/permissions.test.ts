import { describe, expect, it } from 'vitest';
import { ADMIN_ACCESS, asDriver, hasPermission, isSiteAdmin, type PermissionSubject } from '@/authProvider/permissions';

const role = (name: string, ...codenames: string[]) => ({ name, permissions: codenames.map((codename) => ({ codename })) });

// One test per case of spec section 6.
describe('hasPermission', () => {
  const staff: PermissionSubject = { id: 1, is_superuser: false, roles: [role('Support', 'access_admin_dashboard', 'view_user')] };

  it('passes when no permission is requested, even without a user', () => {
    expect(hasPermission(null, undefined)).toBe(true);
    expect(hasPermission(undefined, null)).toBe(true);
    expect(hasPermission(null, '')).toBe(true);
    expect(hasPermission(staff, undefined)).toBe(true);
  });

  it('fails when no user is logged in', () => {
    expect(hasPermission(null, 'view_user')).toBe(false);
    expect(hasPermission(undefined, ADMIN_ACCESS)).toBe(false);
  });

  it('passes for a superuser, whatever the roles', () => {
    expect(hasPermission({ id: 1, is_superuser: true, roles: [] }, 'delete_role')).toBe(true);
    expect(hasPermission({ id: 1, is_superuser: true }, 'anything_at_all')).toBe(true);
  });

  it('passes when a role holds a permission with the requested codename', () => {
    expect(hasPermission(staff, 'view_user')).toBe(true);
    expect(hasPermission({ roles: [role('A'), role('B', 'view_role')] }, 'view_role')).toBe(true);
  });

  it('fails when no role holds the codename (exact match only)', () => {
    expect(hasPermission(staff, 'view_role')).toBe(false);
    expect(hasPermission(staff, 'view_use')).toBe(false);
    expect(hasPermission(staff, 'VIEW_USER')).toBe(false);
    expect(hasPermission({ is_superuser: false, roles: [{ name: 'Empty', permissions: null }] }, 'view_user')).toBe(false);
  });

  it('fails for a user with no roles', () => {
    expect(hasPermission({ id: 2, is_superuser: false, roles: [] }, 'view_user')).toBe(false);
    expect(hasPermission({ id: 2, is_superuser: false, roles: null }, 'view_user')).toBe(false);
    expect(hasPermission({ id: 2 }, 'view_user')).toBe(false);
  });
});

describe('isSiteAdmin', () => {
  it('is true for the role named Admin or a superuser', () => {
    expect(isSiteAdmin({ roles: [role('Trucker'), role('Admin')] })).toBe(true);
    expect(isSiteAdmin({ is_superuser: true, roles: [] })).toBe(true);
  });

  it('is false otherwise, including staff roles with other names', () => {
    expect(isSiteAdmin(null)).toBe(false);
    expect(isSiteAdmin({ roles: [] })).toBe(false);
    expect(isSiteAdmin({ roles: [role('admin')] })).toBe(false);
    expect(isSiteAdmin({ roles: [role('Support', ADMIN_ACCESS, 'view_user')] })).toBe(false);
  });
});

describe('asDriver (a storefront session)', () => {
  const staff = { id: 1, is_superuser: true, roles: [{ name: 'Admin', permissions: [{ codename: 'view_user' }, { codename: ADMIN_ACCESS }] }] };

  it('keeps role names but no permission and no superuser flag', () => {
    const driver = asDriver(staff);
    expect(driver.roles?.map((r) => r.name)).toEqual(['Admin']);
    expect(hasPermission(driver, 'view_user')).toBe(false);
    expect(hasPermission(driver, ADMIN_ACCESS)).toBe(false);
    expect(hasPermission(driver, null)).toBe(true);
  });

  it('leaves the account itself untouched', () => {
    asDriver(staff);
    expect(hasPermission(staff, 'view_user')).toBe(true);
  });
});
