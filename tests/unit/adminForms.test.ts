import { describe, expect, it } from 'vitest';
import { cityInput, countryInput, roleInput, userUpdate } from '@/api/schemas';
import { formTranslator } from '@/admin/form/useZodResolver';
import { zodResolver } from '@/admin/form/zodResolver';
import { groupPermissions, groupState, permissionAction, toggleGroup, togglePermission } from '@/admin/roles/permissionGroups';

// react-hook-form passes (values, context, options); the resolver only reads the values.
const run = (resolver: ReturnType<typeof zodResolver>, values: Record<string, unknown>) => resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('zodResolver over the shared schemas', () => {
  it('puts the spec messages on the fields', async () => {
    const { errors, values } = await run(zodResolver(countryInput), { name: '', iso2: 'U', latitude: 'abc' });
    expect(values).toEqual({});
    expect(errors).toMatchObject({
      name: { type: 'validation', message: 'Name is required' },
      latitude: { message: 'latitude should be numbers.' },
    });
    expect(errors.iso2?.message).toMatch(/Iso2/);
  });

  it('treats an unchosen reference as missing, not as 0', async () => {
    const { errors } = await run(zodResolver(cityInput), { name: 'Testville', country_id: null, state_id: '' });
    expect(errors.country_id?.message).toBe('Country id is required');
    expect(errors.state_id?.message).toBe('State id is required');
  });

  it('submits the parsed values: trimmed, upper-cased, unknown keys dropped', async () => {
    const { errors, values } = await run(zodResolver(countryInput), { id: 4, created_at: 'x', name: ' Testland ', iso2: 'tl', latitude: '12.5', longitude: '' });
    expect(errors).toEqual({});
    expect(values).toEqual({ name: 'Testland', iso2: 'TL', latitude: 12.5, longitude: null });
  });

  it('an empty password on edit keeps the current one', async () => {
    const { errors, values } = await run(zodResolver(userUpdate), { first_name: 'Dana', last_name: 'Admin', email: 'A@B.CO', password: '', role_ids: [1], roles: [{ id: 1 }] });
    expect(errors).toEqual({});
    expect(values).toEqual({ first_name: 'Dana', last_name: 'Admin', email: 'a@b.co', role_ids: [1] });
  });

  it('speaks the interface language when given a translator', async () => {
    const dictionary: Record<string, string> = {
      'validation.required': '{{field}} ist erforderlich',
      'resources.roles.fields.name': 'Bezeichnung',
    };
    const translate = (key: string, options: Record<string, unknown> = {}) =>
      dictionary[key]?.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(options[k])) ?? String(options._ ?? key);
    const { errors } = await run(zodResolver(roleInput, { translator: formTranslator(translate, 'roles') }), { name: '' });
    expect(errors.name?.message).toBe('Bezeichnung ist erforderlich');
  });

  it('says a field\'s pattern in a plain sentence where there is one, not as a regex', async () => {
    const dictionary: Record<string, string> = { 'validationPattern.phone': '{{field}} may only contain digits, spaces and + ( ) . -' };
    const translate = (key: string, options: Record<string, unknown> = {}) =>
      dictionary[key]?.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(options[k])) ?? String(options._ ?? key);
    const { errors } = await run(zodResolver(userUpdate, { translator: formTranslator(translate, 'users') }), { phone: 'call me' });
    expect(errors.phone?.message).toBe('Phone may only contain digits, spaces and + ( ) . -');
  });
});

const perm = (id: number, codename: string, group: string) => ({ id, codename, group, name: codename });
const catalogue = [
  perm(5, 'delete_user', 'user'),
  perm(2, 'view_user', 'user'),
  perm(9, 'view_role', 'role'),
  perm(1, 'access_admin_dashboard', 'admin'),
  perm(3, 'add_user', 'user'),
  perm(4, 'change_user', 'user'),
  perm(30, 'export_reports', 'zzz'),
];

describe('grouped permission checkboxes', () => {
  it('groups by `group`, back office first, catalogue order, actions view/add/change/delete', () => {
    const groups = groupPermissions(catalogue);
    expect(groups.map((g) => g.group)).toEqual(['admin', 'user', 'role', 'zzz']);
    expect(groups[1]!.items.map((p) => p.codename)).toEqual(['view_user', 'add_user', 'change_user', 'delete_user']);
    expect(permissionAction(perm(2, 'view_user', 'user'))).toBe('view');
    expect(permissionAction(perm(1, 'access_admin_dashboard', 'admin'))).toBeNull();
  });

  it('select-all selects the whole group, then clears it, leaving other groups alone', () => {
    const users = groupPermissions(catalogue)[1]!;
    const some = [2, 9];
    expect(groupState(users, new Set(some))).toBe('some');
    const all = toggleGroup(users, some);
    expect(all.sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 9]);
    expect(groupState(users, new Set(all))).toBe('all');
    expect(toggleGroup(users, all)).toEqual([9]);
    expect(groupState(users, new Set([9]))).toBe('none');
  });

  it('a single checkbox toggles one permission', () => {
    expect(togglePermission(3, [1])).toEqual([1, 3]);
    expect(togglePermission(1, [1, 3])).toEqual([3]);
  });
});
