import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/client';
import { bulkDeleteNotice, createDataProvider, refusedIds, toFormErrors, toListQuery, type ApiResource } from '@/dataProvider';
import { adminTranslate } from './adminTranslate';

type Call = { method: string; url: URL; body: unknown; headers: Record<string, string> };

const resources: ApiResource[] = [
  {
    name: 'users',
    apiPath: '/admin/users',
    filter: { staff: 'true' },
    exportPath: '/admin/export/users',
    fromApi: (r) => ({ ...r, role_ids: ((r.roles as Array<{ id: number }>) ?? []).map((x) => x.id) }),
  },
  { name: 'truckers', apiPath: '/admin/users', filter: { role: 'Trucker' }, exportPath: '/admin/export/users' },
  { name: 'geographic/cities', apiPath: '/admin/cities', sortFields: { state_name: 'state' } },
  { name: 'geographic/states', apiPath: '/admin/states', recordRepresentation: (r) => `${r.name} (${r.country_name})` },
];

let calls: Call[] = [];
const userAnswer = {
  id: 1, first_name: 'Dana', last_name: 'Reyes', email: 'dana@example.com', phone: null, country_id: null, is_superuser: false, is_active: true,
  email_verified_at: null, avatar: null, roles: [], last_login_at: null, rig: null, distance_unit: null, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
};
let respond: (call: Call) => Response;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function provider(token: string | null = 'tok') {
  const client = createApiClient({ baseUrl: '/api', tokens: { get: () => token, set: () => undefined } });
  return createDataProvider(client, resources, adminTranslate());
}

beforeEach(() => {
  calls = [];
  respond = () => json({});
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const call: Call = {
      method: init.method ?? 'GET',
      url: new URL(input, 'http://localhost'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      headers: init.headers as Record<string, string>,
    };
    calls.push(call);
    return respond(call);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('toListQuery', () => {
  it('maps paging, sort, q and filters onto the API list conventions', () => {
    expect(
      toListQuery({}, { pagination: { page: 3, perPage: 25 }, sort: { field: 'name', order: 'DESC' }, filter: { q: '  ann ', country_id: 4, empty: '', none: null } }),
    ).toEqual({ limit: 25, page: 3, ordering: '-name', search: 'ann', country_id: 4 });
  });

  it('renames sort fields and lets the fixed filter win over the screen', () => {
    const q = toListQuery({ filter: { role: 'Trucker' }, sortFields: { state_name: 'state' } }, { sort: { field: 'state_name', order: 'ASC' }, filter: { role: '7' } });
    expect(q).toEqual({ ordering: 'state', role: 'Trucker' });
  });

  it('leaves out a blank search', () => {
    expect(toListQuery({}, { filter: { q: '   ' } })).toEqual({});
  });
});

describe('dataProvider', () => {
  it('getList calls the declaration path with the list query and reads { data, meta.total }', async () => {
    respond = () => json({ data: [{ id: 1, roles: [{ id: 3 }] }], meta: { total: 41, page: 2, limit: 10, last_page: 5 } });
    const res = await provider().getList('users', { pagination: { page: 2, perPage: 10 }, sort: { field: 'last_name', order: 'ASC' }, filter: { q: 'dana', role: 3 } });
    expect(res).toEqual({ data: [{ id: 1, roles: [{ id: 3 }], role_ids: [3] }], total: 41 });
    const call = calls[0]!;
    expect(call.method).toBe('GET');
    expect(call.url.pathname).toBe('/api/admin/users');
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ limit: '10', page: '2', ordering: 'last_name', search: 'dana', role: '3', staff: 'true' });
    expect(call.headers.Authorization).toBe('Bearer tok');
  });

  it('a capped count (a lower bound) becomes partial pagination: Previous/Next, no total', async () => {
    respond = () => json({ data: [{ id: 1, roles: [] }], meta: { total: 1021, page: 2, limit: 10, last_page: 103, capped: true } });
    const res = await provider().getList('truckers', { pagination: { page: 2, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(res).toEqual({ data: [{ id: 1, roles: [] }], pageInfo: { hasPreviousPage: true, hasNextPage: true } });
    respond = () => json({ data: [], meta: { total: 4, page: 1, limit: 10, last_page: 1, capped: false } });
    expect(await provider().getList('truckers', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).toEqual({ data: [], total: 4 });
  });

  it('a second declaration over the same API path sends its own fixed filter', async () => {
    respond = () => json({ data: [], meta: { total: 0, page: 1, limit: 10, last_page: 1 } });
    await provider().getList('truckers', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(calls[0]!.url.pathname).toBe('/api/admin/users');
    expect(calls[0]!.url.searchParams.get('role')).toBe('Trucker');
    expect(calls[0]!.url.searchParams.has('staff')).toBe(false);
  });

  it('getMany fetches each id once, in parallel, and leaves out records that are gone', async () => {
    respond = (c) => (c.url.pathname.endsWith('/9') ? json({ message: 'Not Found' }, 404) : json({ id: Number(c.url.pathname.split('/').pop()), roles: [] }));
    const res = await provider().getMany('users', { ids: [1, 9, 2, 1] });
    expect(res.data.map((r) => r.id)).toEqual([1, 2]);
    expect(calls.map((c) => c.url.pathname).sort()).toEqual(['/api/admin/users/1', '/api/admin/users/2', '/api/admin/users/9']);
  });

  it('getMany fails when a reference is forbidden rather than showing a partial page', async () => {
    respond = () => json({ message: 'Forbidden' }, 403);
    await expect(provider().getMany('users', { ids: [1] })).rejects.toMatchObject({ status: 403 });
  });

  it('getManyReference filters the list by the target', async () => {
    respond = () => json({ data: [], meta: { total: 0, page: 1, limit: 5, last_page: 1 } });
    await provider().getManyReference('geographic/cities', { target: 'state_id', id: 12, pagination: { page: 1, perPage: 5 }, sort: { field: 'state_name', order: 'DESC' }, filter: {} });
    expect(calls[0]!.url.pathname).toBe('/api/admin/cities');
    expect(calls[0]!.url.searchParams.get('state_id')).toBe('12');
    expect(calls[0]!.url.searchParams.get('ordering')).toBe('-state');
  });

  it('create posts, update puts, delete and deleteMany send DELETE per id', async () => {
    respond = (c) => (c.method === 'DELETE' ? json({ message: 'Deleted' }) : json({ id: 5, name: 'X', roles: [{ id: 2 }] }, c.method === 'POST' ? 201 : 200));
    const dp = provider();
    expect((await dp.create('users', { data: { first_name: 'A' } })).data).toMatchObject({ id: 5, role_ids: [2] });
    expect((await dp.update('users', { id: 5, data: { first_name: 'B' }, previousData: { id: 5 } })).data.id).toBe(5);
    expect((await dp.delete('users', { id: 5, previousData: { id: 5, name: 'X' } })).data).toEqual({ id: 5, name: 'X' });
    expect((await dp.deleteMany('users', { ids: [6, 7] })).data).toEqual([6, 7]);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'POST /api/admin/users',
      'PUT /api/admin/users/5',
      'DELETE /api/admin/users/5',
      'DELETE /api/admin/users/6',
      'DELETE /api/admin/users/7',
    ]);
    expect(calls[0]!.body).toEqual({ first_name: 'A' });
  });

  it('server field errors reach react-admin as HttpError with one message per field', async () => {
    respond = () => json({ message: 'The given data was invalid', errors: { name: ['Name has already been taken'], 'permission_ids.0': ['Permission ids is invalid'] } }, 422);
    const err = await provider().create('users', { data: {} }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 422, message: 'The given data was invalid' });
    expect((err as { body: { errors: unknown } }).body.errors).toEqual({ name: 'Name has already been taken', permission_ids: { 0: 'Permission ids is invalid' } });
  });

  it('errors without fields carry no errors object, so react-admin shows the message', async () => {
    respond = () => json({ message: 'Unauthorized' }, 401);
    const err = await provider(null).getOne('users', { id: 1 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 401, message: 'Unauthorized' });
    expect((err as { body: { errors?: unknown } }).body.errors).toBeUndefined();
  });

  it('refuses an undeclared resource instead of guessing a path', async () => {
    await expect(provider().getOne('hotels', { id: 1 })).rejects.toThrow(/Unknown resource "hotels"/);
    expect(calls).toHaveLength(0);
  });

  it('custom calls: export, search, address and avatar', async () => {
    respond = (c) => {
      if (c.url.pathname === '/api/admin/export/users') return new Response('id,email\r\n1,a@b.c\r\n', { headers: { 'content-type': 'text/csv' } });
      if (c.url.pathname === '/api/admin/search') return json({ data: [{ name: 'States', slug: 'states', data: [{ id: 1, name: 'Texas' }] }] });
      if (c.url.pathname.endsWith('/address')) return json({ line1: 'Main St 1', line2: null, city: 'Austin', state: null, postal_code: null, country_id: 1 });
      return json({ ...userAnswer, id: 3, avatar: '/uploads/avatars/x.png' });
    };
    const dp = provider();
    const blob = await dp.exportCsv('truckers', { filter: { q: ' dana ', is_active: 'false' }, sort: { field: 'last_name', order: 'DESC' } });
    expect(await blob.text()).toContain('a@b.c');
    // The list's search, filters and sort, and the declaration's fixed filter, without paging.
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ role: 'Trucker', search: 'dana', is_active: 'false', ordering: '-last_name' });
    await dp.exportCsv('users', { filter: { is_active: 'true' }, sort: { field: 'created_at', order: 'ASC' } });
    expect(Object.fromEntries(calls[1]!.url.searchParams)).toEqual({ staff: 'true', is_active: 'true', ordering: 'created_at' });
    expect(() => dp.exportCsv('geographic/cities', { filter: {} })).toThrow(/declares no exportPath/);
    calls.shift();
    expect((await dp.search('tex')).data[0]!.slug).toBe('states');
    expect(calls[1]!.url.search).toBe('?q=tex');
    await dp.userAddress(3);
    await dp.updateUserAddress(3, { line1: 'Main St 1', city: 'Austin', country_id: 1 });
    expect(calls[3]).toMatchObject({ method: 'PUT', body: { line1: 'Main St 1', city: 'Austin', country_id: 1 } });
    await dp.updateUserAvatar(3, new File(['x'], 'a.png', { type: 'image/png' }));
    expect(calls[4]!.method).toBe('PUT');
    expect(calls[4]!.url.pathname).toBe('/api/admin/users/3/update-avatar');
    expect(calls[4]!.body).toBeInstanceOf(FormData);
  });
});

describe('bulk delete, record by record', () => {
  const inUse = (message: string) => json({ code: 'in_use', message, uses: [{ label: 'cities', count: 20000 }] }, 409);
  const states = [
    { id: 5, name: 'Alberta', country_name: 'Canada' },
    { id: 6, name: 'Texas', country_name: 'United States' },
    { id: 7, name: 'Yukon', country_name: 'Canada' },
  ];

  it('deletes what it can and fails with one notice naming the records kept and why, carrying the ids deleted', async () => {
    respond = (c) => (c.url.pathname.endsWith('/6') ? inUse('Still in use by 66 states and 20,000 cities: move or delete them first') : json({ message: 'Deleted' }));
    const err = await provider().deleteMany('geographic/states', { ids: [5, 6, 7], meta: { records: states } }).catch((e: unknown) => e);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['DELETE /api/admin/states/5', 'DELETE /api/admin/states/6', 'DELETE /api/admin/states/7']);
    expect(err).toMatchObject({
      status: 409,
      message: '2 records deleted. 1 record was not deleted: Texas (United States) — Still in use by 66 states and 20,000 cities: move or delete them first',
      body: { code: 'in_use', deleted: [5, 7], refused: [{ id: 6 }] },
    });
    expect(refusedIds(err)).toEqual([6]);
  });

  it('names a record the list did not give as #id, and says nothing was deleted when nothing was', async () => {
    respond = () => inUse('Still in use by 3 hotels: move or delete them first');
    const err = await provider().deleteMany('geographic/states', { ids: [6, 9], meta: { records: states } }).catch((e: unknown) => e);
    expect(err).toMatchObject({
      status: 409,
      message: '2 records were not deleted: Texas (United States) — Still in use by 3 hotels: move or delete them first; #9 — Still in use by 3 hotels: move or delete them first',
    });
    expect(refusedIds(err)).toEqual([6, 9]);
  });

  it('a resource without a recordRepresentation names its records #id', async () => {
    respond = (c) => (c.url.pathname.endsWith('/2') ? inUse('In use') : json({ message: 'Deleted' }));
    const err = await provider().deleteMany('truckers', { ids: [1, 2], meta: { records: [{ id: 2, first_name: 'Dana' }] } }).catch((e: unknown) => e);
    expect((err as Error).message).toBe('1 record deleted. 1 record was not deleted: #2 — In use');
  });

  it('when every call fails and none for being in use, that error stands as it is (a 403 is not a refusal list)', async () => {
    respond = () => json({ message: 'Forbidden' }, 403);
    const err = await provider().deleteMany('geographic/states', { ids: [5, 6] }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 403, message: 'Forbidden' });
    expect(refusedIds(err)).toBeNull();
  });

  it('all deleted: the ids, no error', async () => {
    respond = () => json({ message: 'Deleted' });
    expect(await provider().deleteMany('geographic/states', { ids: [5, 7] })).toEqual({ data: [5, 7] });
  });
});

describe('the bulk delete notice', () => {
  const t = adminTranslate();
  const name = (id: unknown) => `Record ${String(id)}`;
  const refusal = (id: number) => ({ id, message: 'Still in use by 1 hotel: move or delete it first' });

  it('names the first five kept and counts the rest', () => {
    const notice = bulkDeleteNotice(t, { deleted: [], refused: [1, 2, 3, 4, 5, 6, 7].map(refusal) }, name);
    expect(notice).toBe(
      '7 records were not deleted: ' +
        [1, 2, 3, 4, 5].map((id) => `Record ${id} — Still in use by 1 hotel: move or delete it first`).join('; ') +
        '; and 2 more',
    );
  });

  it('says how many were deleted beside those kept', () => {
    expect(bulkDeleteNotice(t, { deleted: [9], refused: [refusal(1)] }, name)).toBe(
      '1 record deleted. 1 record was not deleted: Record 1 — Still in use by 1 hotel: move or delete it first',
    );
  });
});

describe('answers are read through their schemas', () => {
  it('an answer that does not match the schema is an error, not data', async () => {
    respond = () => json({ id: 3, avatar: 42 });
    const err = await provider().updateUserAvatar(3, new File(['x'], 'a.png', { type: 'image/png' })).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, message: 'ra.notification.http_error' });
  });
});

describe('toFormErrors', () => {
  it('joins several messages and nests dotted paths', () => {
    expect(toFormErrors({ email: ['Email is required', 'Email must be a valid email'], 'a.b': ['x'] })).toEqual({
      email: 'Email is required Email must be a valid email',
      a: { b: 'x' },
    });
  });
});
