import { describe, expect, it } from 'vitest';
import type { User } from '../../src/api';
import { defineAdminResource } from '../../src/admin/declaration';
import { localeSwitchUrl } from '../../src/admin/layout/localeSwitch';
import { menuSections } from '../../src/admin/layout/menuModel';
import { isSearchable, isSearchShortcut, searchResultPath, searchResultText } from '../../src/admin/layout/searchModel';
import { adminResources } from '../../src/admin/resources';

const screen = () => null;
const withPerms = (...codenames: string[]): Partial<User> => ({
  id: 1,
  is_superuser: false,
  roles: [{ id: 1, name: 'Support', permissions: codenames.map((codename) => ({ codename })) }],
});

describe('side menu from the declarations', () => {
  it('shows Admin Users and Truckers but not Roles to a user with view_user only', () => {
    const sections = menuSections(adminResources, withPerms('access_admin_dashboard', 'view_user'));
    expect(sections.map((s) => [s.group, s.items.map((r) => r.name)])).toEqual([['userManagement', ['users', 'truckers']]]);
  });

  it('shows every declared list to an Admin, grouped, and keeps reference-only resources out', () => {
    const sections = menuSections(adminResources, { id: 1, is_superuser: true, roles: [] });
    expect(sections.map((s) => s.group)).toEqual(['hotel', 'userManagement', 'geography', 'settings']);
    expect(sections.flatMap((s) => s.items.map((r) => r.name))).toEqual([
      'hotels',
      'bookings',
      'users',
      'truckers',
      'roles',
      'geographic/countries',
      'geographic/states',
      'geographic/cities',
      'brands',
      'amenities',
      'currency-rates',
    ]);
  });

  it('shows nothing to a signed-out or role-less user', () => {
    expect(menuSections(adminResources, null)).toEqual([]);
    expect(menuSections(adminResources, { id: 2, is_superuser: false, roles: [] })).toEqual([]);
  });

  it('derives the view codename from the model and orders sections by group', () => {
    const hotels = defineAdminResource({ name: 'hotels', apiPath: '/admin/hotels', model: 'hotel', list: screen, options: { label: 'menu.hotels', menu: 'hotel' } });
    expect(hotels.permission).toBe('view_hotel');
    const sections = menuSections([...adminResources, hotels], withPerms('view_hotel', 'view_city'));
    expect(sections.map((s) => s.group)).toEqual(['hotel', 'geography']);
  });

  it('every declaration names a menu label and an API path under /admin', () => {
    for (const r of adminResources) {
      expect(r.options.label).toMatch(/^menu\./);
      expect(r.apiPath).toMatch(/^\/admin\//);
    }
    expect(adminResources.filter((r) => r.name.startsWith('geographic/')).map((r) => r.apiPath)).toEqual(['/admin/countries', '/admin/states', '/admin/cities']);
  });
});

describe('global search', () => {
  it('runs from two characters on', () => {
    expect(isSearchable('')).toBe(false);
    expect(isSearchable(' a ')).toBe(false);
    expect(isSearchable('ab')).toBe(true);
  });

  it('opens the edit page of the resource that answers for the group', () => {
    expect(searchResultPath(adminResources, 'countries', 4)).toBe('/geographic/countries/4/edit');
    expect(searchResultPath(adminResources, 'states', 9)).toBe('/geographic/states/9/edit');
    expect(searchResultPath(adminResources, 'cities', 12)).toBe('/geographic/cities/12/edit');
    expect(searchResultPath(adminResources, 'users', 3)).toBe('/users/3/edit');
    expect(searchResultPath(adminResources, 'roles', 2)).toBe('/roles/2/edit');
    // Mass notifications are not declared yet: no link rather than a broken one.
    expect(searchResultPath(adminResources, 'massnotifications', 2)).toBeNull();
    expect(searchResultPath(adminResources, 'roles', null)).toBeNull();
  });

  it('shows a name and the other text of a result', () => {
    expect(searchResultText({ id: 3, name: 'Dana Admin', email: 'admin@rigrest.demo' })).toEqual({ primary: 'Dana Admin', secondary: 'admin@rigrest.demo' });
    expect(searchResultText({ id: 5, name: 'Austin', state: 'Texas', country: null })).toEqual({ primary: 'Austin', secondary: 'Texas' });
    expect(searchResultText({ id: 6 }).primary).toBe('#6');
  });

  it('Shift+/ focuses the box, except while typing in a field', () => {
    const key = { key: '?', code: 'Slash', shiftKey: true, ctrlKey: false, metaKey: false, altKey: false };
    expect(isSearchShortcut(key, { tagName: 'BODY' } as unknown as EventTarget)).toBe(true);
    expect(isSearchShortcut(key, { tagName: 'INPUT' } as unknown as EventTarget)).toBe(false);
    expect(isSearchShortcut(key, { tagName: 'DIV', isContentEditable: true } as unknown as EventTarget)).toBe(false);
    expect(isSearchShortcut({ ...key, shiftKey: false, key: '/' }, null)).toBe(false);
    expect(isSearchShortcut({ ...key, ctrlKey: true }, null)).toBe(false);
  });
});

describe('language switch', () => {
  it('keeps the page and changes the prefix', () => {
    expect(localeSwitchUrl('de', { pathname: '/admin/users' })).toBe('/de/admin/users');
    expect(localeSwitchUrl('en', { pathname: '/de/admin/users/3/edit', search: '?x=1' })).toBe('/admin/users/3/edit?x=1');
    expect(localeSwitchUrl('ar', { pathname: '/fr/admin' })).toBe('/ar/admin');
  });
});
