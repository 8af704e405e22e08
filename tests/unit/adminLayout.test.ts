import { describe, expect, it } from 'vitest';
import type { User } from '@/api';
import { collectAdminResources, defineAdminResource, menuGroups } from '@/admin/declaration';
import { localeSwitchUrl } from '@/admin/layout/localeSwitch';
import { menuSections } from '@/admin/layout/menuModel';
import { isSearchable, isSearchShortcut, searchResultPath, searchResultText } from '@/admin/layout/searchModel';
import { adminResources } from '@/admin/resources';

const screen = () => null;
const withPerms = (...codenames: string[]): Partial<User> => ({
  id: 1,
  is_superuser: false,
  roles: [{ id: 1, name: 'Support', permissions: codenames.map((codename) => ({ codename })) }],
});

describe('side menu from the declarations', () => {
  it('shows Admin Users and Truckers but not Roles to a user with view_user only', () => {
    const sections = menuSections(adminResources, withPerms('access_admin_dashboard', 'view_user'));
    // Account Settings is every staff member's own page.
    expect(sections.map((s) => [s.group, s.items.map((r) => r.name)])).toEqual([['userManagement', ['users', 'truckers']], ['settings', ['settings']]]);
  });

  it('shows every declared list to an Admin, grouped in section order, and keeps reference-only resources out', () => {
    const sections = menuSections(adminResources, { id: 1, is_superuser: true, roles: [] });
    const inMenu = adminResources.filter((r) => r.list && r.options.menu);
    expect(sections.map((s) => s.group)).toEqual(menuGroups.filter((g) => inMenu.some((r) => r.options.menu === g)));
    expect(sections.flatMap((s) => s.items)).toEqual(menuGroups.flatMap((g) => inMenu.filter((r) => r.options.menu === g).sort((a, b) => a.options.order - b.options.order)));
    expect(sections.flatMap((s) => s.items).some((r) => !r.options.menu)).toBe(false);
  });

  it('shows nothing to a signed-out or role-less user', () => {
    expect(menuSections(adminResources, null)).toEqual([]);
    expect(menuSections(adminResources, { id: 2, is_superuser: false, roles: [] })).toEqual([]);
  });

  it('derives the view codename from the model and orders sections by group', () => {
    const hotels = defineAdminResource({ name: 'hotels', apiPath: '/admin/hotels', model: 'hotel', list: screen, options: { label: 'menu.hotels', menu: 'hotel', order: 1 } });
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
    expect(searchResultPath(adminResources, 'countries', 4)).toBe('/geographic/countries/4');
    expect(searchResultPath(adminResources, 'states', 9)).toBe('/geographic/states/9');
    expect(searchResultPath(adminResources, 'cities', 12)).toBe('/geographic/cities/12');
    expect(searchResultPath(adminResources, 'users', 3)).toBe('/users/3');
    expect(searchResultPath(adminResources, 'roles', 2)).toBe('/roles/2');
    // The spec's /admin/notifications screens answer for the massnotifications group.
    expect(searchResultPath(adminResources, 'massnotifications', 2)).toBe('/notifications/2');
    // A tabbed form (the FAQ's languages) shows its first tab at /name/id.
    expect(searchResultPath(adminResources, 'faq', 7)).toBe('/faq/7');
    expect(searchResultPath(adminResources, 'advertiserequests', 8)).toBe('/advertise-requests/8');
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

describe('the admin finds its resources by itself', () => {
  it('every src/admin/<folder>/index.ts that declares one is in the list, in menu order', () => {
    const declaring = Object.entries(import.meta.glob<Record<string, unknown>>('../../src/admin/*/index.ts', { eager: true })).filter(([, mod]) => Object.keys(mod).length);
    expect(adminResources.length).toBeGreaterThanOrEqual(declaring.length);
    expect(new Set(adminResources.map((r) => r.name)).size).toBe(adminResources.length);
  });

  it('a new folder declaring a resource is picked up, placed by its section and order', () => {
    const widgets = defineAdminResource({ name: 'widgets', apiPath: '/admin/widgets', model: 'widget', list: screen, options: { label: 'menu.widgets', menu: 'geography', order: 15 } });
    const found = collectAdminResources({ ...import.meta.glob<Record<string, unknown>>('../../src/admin/*/index.ts', { eager: true }), './widgets/index.ts': { widgets, helper: () => null } });
    expect(found).toContain(widgets);
    const geography = menuSections(found, { id: 1, is_superuser: true, roles: [] }).find((s) => s.group === 'geography')!;
    expect(geography.items.map((r) => r.name)).toEqual(['geographic/countries', 'widgets', 'geographic/states', 'geographic/cities']);
    expect(menuSections(found, withPerms('view_widget')).map((s) => s.items.map((r) => r.name))).toEqual([['widgets']]);
  });
});
