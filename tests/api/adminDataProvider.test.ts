import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminResources } from '@/admin/resources';
import { createApiClient } from '@/api/client';
import { createDataProvider, refusedIds, type AppDataProvider } from '@/dataProvider';
import { adminTranslate } from '../unit/adminTranslate';
import { setupTestApp, type TestContext } from './harness';

/**
 * The admin's dataProvider against the real API (fetch answered by app.inject): the answers it reads parse with the
 * schemas the routes answer with, and a bulk delete keeps, names and explains the records still in use.
 */
describe('the admin dataProvider over the API', () => {
  let t: TestContext;
  let dp: AppDataProvider;
  let mexico: number;

  beforeAll(async () => {
    t = await setupTestApp();
    const admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    const token = admin.auth.authorization!.replace('Bearer ', '');
    dp = createDataProvider(createApiClient({ baseUrl: '/api', tokens: { get: () => token, set: () => undefined } }), adminResources, adminTranslate());
  });
  afterAll(() => t.close());

  beforeEach(() => {
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const res = await t.request({ method: (init.method ?? 'GET') as 'GET', url: url.pathname + url.search, headers: init.headers as Record<string, string>, payload: init.body as string | undefined });
      const headers = Object.entries(res.headers).map(([k, v]) => [k, String(v)] as [string, string]);
      return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
    });
    return () => vi.unstubAllGlobals();
  });

  const countryIds = async () => (await dp.getList('geographic/countries', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, filter: {} })).data;

  it('a single delete of a country still in use fails with the server’s message', async () => {
    const created = await dp.create('geographic/countries', { data: { name: 'Mexico', iso2: 'MX' } });
    mexico = Number(created.data.id);
    await dp.create('geographic/states', { data: { name: 'Jalisco', code: 'JAL', country_id: mexico } });
    await expect(dp.delete('geographic/countries', { id: mexico, previousData: created.data })).rejects.toMatchObject({
      status: 409,
      message: 'Still in use by 1 state: move or delete them first',
    });
  });

  it('a bulk delete deletes the free records and names the ones in use, with why', async () => {
    const free = await dp.create('geographic/countries', { data: { name: 'Freedonia', iso2: 'FD' } });
    const records = (await countryIds()).filter((c) => [mexico, free.data.id].includes(c.id));
    const err = await dp.deleteMany('geographic/countries', { ids: [mexico, free.data.id], meta: { records } }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 409, message: '1 record deleted. 1 record was not deleted: Mexico — Still in use by 1 state: move or delete them first' });
    expect(refusedIds(err)).toEqual([mexico]);
    expect((await countryIds()).map((c) => c.name)).toEqual(['Canada', 'Mexico', 'United States']);
  });

  it('amenities delete in one call: the one on a hotel is kept and named, the other goes', async () => {
    const used = await dp.create('amenities', { data: { name: 'Sauna' } });
    const unused = await dp.create('amenities', { data: { name: 'Hot tub' } });
    await dp.create('hotels', { data: { hotelName: 'Sauna Inn', amenity_ids: [used.data.id] } });
    const err = await dp.deleteMany('amenities', { ids: [used.data.id, unused.data.id], meta: { records: [used.data, unused.data] } }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 409, message: '1 record deleted. 1 record was not deleted: Sauna — Still in use by 1 hotel: move or delete them first' });
    expect((await dp.allAmenities()).map((a) => a.name)).toContain('Sauna');
    expect((await dp.allAmenities()).map((a) => a.name)).not.toContain('Hot tub');
  });

  it('the custom calls read the API’s real answers through their schemas', async () => {
    const counts = await dp.dashboard();
    expect(counts.hotels).toBeGreaterThanOrEqual(1);
    expect((await dp.hotelSuppliers()).map((s) => s.code)).toContain('local');
    expect((await dp.search('mexi')).data.find((g) => g.slug === 'countries')?.data[0]).toMatchObject({ name: 'Mexico' });
    const user = await dp.getList('users', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    const id = user.data[0]!.id;
    const saved = await dp.updateUserAddress(id, { line1: '1 Main St', city: 'Austin', country_id: mexico });
    expect(await dp.userAddress(id)).toEqual(saved);
  });
});
