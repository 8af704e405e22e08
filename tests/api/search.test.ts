import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type SignedIn, type TestContext } from './harness';

type Group = { name: string; slug: string; data: Record<string, string | number | null>[] };

describe('GET /admin/search', () => {
  let t: TestContext;
  let admin: SignedIn;
  let support: SignedIn;
  let driver: SignedIn;

  beforeAll(async () => {
    t = await setupTestApp();
    await t.createRole('Support', ['access_admin_dashboard', 'view_user']);
    await t.createRole('Carolina desk', ['access_admin_dashboard']);
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    support = await t.signedIn({ email: 'support@example.com', role: 'Support' });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
    await t.createUser({ email: 'carol.canada@example.com', first_name: 'Carol', last_name: 'Canada', role: 'Trucker' });
  });
  afterAll(() => t.close());

  const search = async (q: string, auth = admin.auth) => {
    const res = await t.request({ method: 'GET', url: `/api/admin/search?q=${encodeURIComponent(q)}`, token: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Group[];
  };

  it('answers no groups for fewer than 2 characters', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('c')).toEqual([]);
    expect(await search('  c  ')).toEqual([]);
    const missing = await t.request({ method: 'GET', url: '/api/admin/search', token: admin.auth });
    expect(missing.json()).toEqual({ data: [] });
  });

  it('groups matches by kind, in a fixed order, each with name, slug and records', async () => {
    const groups = await search('carol');
    expect(groups.map((g) => g.slug)).toEqual(['states', 'users', 'roles']);
    expect(groups.map((g) => g.name)).toEqual(['States', 'Users', 'Roles']);
    const states = groups[0]!.data.map((s) => s.name);
    expect(states).toEqual(['North Carolina', 'South Carolina']);
    expect(groups[0]!.data[0]).toEqual({ id: expect.any(Number), name: 'North Carolina', country: 'United States' });
    expect(groups[1]!.data).toEqual([{ id: expect.any(Number), name: 'Carol Canada', email: 'carol.canada@example.com' }]);
    expect(groups[2]!.data).toEqual([{ id: expect.any(Number), name: 'Carolina desk' }]);
  });

  it('finds countries by name or exact code, and cities with their state', async () => {
    const byName = await search('canad');
    expect(byName.find((g) => g.slug === 'countries')!.data).toEqual([{ id: expect.any(Number), name: 'Canada', iso2: 'CA' }]);
    const byCode = await search('us');
    expect(byCode.find((g) => g.slug === 'countries')!.data.map((c) => c.iso2)).toEqual(['US']);
    const city = await t.db.selectFrom('cities').innerJoin('states', 'states.id', 'cities.state_id').select(['cities.name', 'states.name as state']).orderBy('cities.id').executeTakeFirstOrThrow();
    const cities = (await search(city.name)).find((g) => g.slug === 'cities');
    expect(cities!.data).toContainEqual({ id: expect.any(Number), name: city.name, state: city.state });
  });

  it('caps each group at 5 and puts prefix matches first', async () => {
    const groups = await search('ar');
    for (const g of groups) expect(g.data.length).toBeLessThanOrEqual(5);
    const states = groups.find((g) => g.slug === 'states')!.data.map((s) => String(s.name));
    expect(states).toHaveLength(5);
    expect(states.slice(0, 2)).toEqual(['Arizona', 'Arkansas']);
    expect(states.slice(2).every((s) => !s.toLowerCase().startsWith('ar') && s.toLowerCase().includes('ar'))).toBe(true);
  });

  it('treats LIKE wildcards literally', async () => {
    expect(await search('%%')).toEqual([]);
    expect(await search('__')).toEqual([]);
  });

  it('shows only the groups the caller may view', async () => {
    const groups = await search('carol', support.auth);
    expect(groups.map((g) => g.slug)).toEqual(['users']);
  });

  it('needs the back office: 403 for truckers, 401 without a token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/search?q=carol', token: driver.auth })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/search?q=carol' })).statusCode).toBe(401);
  });

  it('refuses an overlong query', async () => {
    const res = await t.request({ method: 'GET', url: `/api/admin/search?q=${'x'.repeat(101)}`, token: admin.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ q: ['Search must be 100 characters or less'] });
  });
});
