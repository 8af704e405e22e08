import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { up } from '@server/db/migrations/2026_11_29_0900_brand_names_unique';
import { setupTestApp, type SignedIn, type TestContext } from './harness';

type Named = { id: number; name: string; [field: string]: unknown };

describe('brands and amenities', () => {
  let t: TestContext;
  let admin: SignedIn;
  let viewer: SignedIn;
  let driver: SignedIn;

  beforeAll(async () => {
    t = await setupTestApp();
    await t.createRole('Catalogue viewer', ['access_admin_dashboard', 'view_brand', 'view_amenity']);
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    viewer = await t.signedIn({ email: 'viewer@example.com', role: 'Catalogue viewer' });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
  });
  afterAll(() => t.close());

  /** As admin by default; `null` sends no token. */
  const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, auth: Record<string, string> | null = admin.auth) =>
    t.request({ method, url: `/api${url}`, payload: payload as never, token: auth ?? undefined });
  const ok = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, status = 200) => {
    const res = await req(method, url, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  const names = (list: { data: Named[] }) => list.data.map((x) => x.name);
  const hotel = async (name: string, brandId: number | null, status = 'active') =>
    (await ok('POST', '/admin/hotels', { hotelName: name, brand_id: brandId, status }, 201)) as Named;

  describe('brands', () => {
    const ids: Record<string, number> = {};
    beforeAll(async () => {
      for (const b of [
        { name: 'Super 8', code: 'se', chain_code: 'wy', website: 'https://www.wyndhamhotels.com/super-8', promotion_text: 'A free night after 7 stays.', featured: true },
        { name: 'Days Inn', code: 'DI', chain_code: 'WY' },
        { name: 'Motel 6', code: 'M6', chain_code: 'G6', promotion_text: 'Pets stay free.', logo: '/uploads/brands/m6.png' },
      ]) {
        ids[b.code.toUpperCase()] = (await ok('POST', '/admin/brands', b, 201)).id;
      }
    });

    it('POST /admin/brands stores every field, codes in upper case', async () => {
      const b = await ok('GET', `/admin/brands/${ids.SE}`);
      expect(b).toMatchObject({ name: 'Super 8', code: 'SE', chain_code: 'WY', logo: null, website: 'https://www.wyndhamhotels.com/super-8', promotion_text: 'A free night after 7 stays.', featured: true, hotels_count: 0 });
      expect((await ok('GET', `/admin/brands/${ids.M6}`)).logo).toBe('/uploads/brands/m6.png');
    });

    it('refuses bad brands with field messages: required, taken code, non-http links', async () => {
      const bad = async (body: Record<string, unknown>, field: string, message: string, status = 400) => {
        const res = await req('POST', '/admin/brands', body);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().errors[field]).toEqual([message]);
      };
      await bad({ code: 'XX' }, 'name', 'Name is required');
      await bad({ name: 'No code' }, 'code', 'Code is required');
      // Named as the form names it (a state's code is just "Code").
      await bad({ name: 'Copy', code: 'se' }, 'code', 'Brand code has already been taken', 422);
      await bad({ name: 'super 8', code: 'S8' }, 'name', 'Name has already been taken', 422);
      const renamed = await req('PUT', `/admin/brands/${ids.DI}`, { name: 'MOTEL 6', code: 'DI' });
      expect(renamed.statusCode, renamed.body).toBe(422);
      expect(renamed.json().errors.name).toEqual(['Name has already been taken']);
      await bad({ name: 'Evil', code: 'EV', website: 'javascript:alert(1)' }, 'website', 'Website must be an http(s) link');
      await bad({ name: 'Evil', code: 'EV', logo: 'javascript:alert(1)' }, 'logo', 'Logo must be an http(s) link');
      await bad({ name: 'Evil', code: 'EV', logo: 'https://' }, 'logo', 'Logo must be an http(s) link');
      await bad({ name: 'Evil', code: 'EV', logo: '/uploads/x" onerror="alert(1)' }, 'logo', 'Logo must be an http(s) link');
      await bad({ name: 'Long', code: 'X'.repeat(21) }, 'code', 'Code must be 20 characters or less');
    });

    it('the migration that made names unique keeps the oldest name and brackets later ones with their codes', async () => {
      await sql`drop index brands_name_key`.execute(t.db);
      const made = await t.db.insertInto('brands').values([{ name: 'Twin Inn', code: 'TW1' }, { name: 'twin inn', code: 'TW2' }, { name: 'T'.repeat(150), code: 'LONG1' }, { name: 'T'.repeat(150), code: 'LONG2' }]).returning(['id', 'code']).execute();
      await up(t.db);
      const rows = await t.db.selectFrom('brands').select(['code', 'name']).where('id', 'in', made.map((m) => m.id)).orderBy('id').execute();
      expect(rows).toEqual([
        { code: 'TW1', name: 'Twin Inn' },
        { code: 'TW2', name: 'twin inn (TW2)' },
        { code: 'LONG1', name: 'T'.repeat(150) },
        { code: 'LONG2', name: `${'T'.repeat(142)} (LONG2)` },
      ]);
      await expect(t.db.insertInto('brands').values({ name: 'TWIN INN', code: 'TW3' }).execute()).rejects.toThrow(/brands_name_key/);
      await t.db.deleteFrom('brands').where('id', 'in', made.map((m) => m.id)).execute();
    });

    it('GET /admin/brands lists with search, ordering, paging and filters', async () => {
      expect(names(await ok('GET', '/admin/brands'))).toEqual(['Days Inn', 'Motel 6', 'Super 8']);
      expect(names(await ok('GET', '/admin/brands?ordering=-code'))).toEqual(['Super 8', 'Motel 6', 'Days Inn']);
      expect(names(await ok('GET', '/admin/brands?search=wy'))).toEqual(['Days Inn', 'Super 8']);
      expect(names(await ok('GET', '/admin/brands?chain_code=g6'))).toEqual(['Motel 6']);
      expect(names(await ok('GET', '/admin/brands?featured=true'))).toEqual(['Super 8']);
      const page = await ok('GET', '/admin/brands?limit=2&page=2');
      expect(page.meta).toEqual({ total: 3, page: 2, limit: 2, last_page: 2 });
      expect((await req('GET', '/admin/brands?ordering=website')).statusCode).toBe(400);
    });

    it('PUT /admin/brands/{id} updates; the public pages show brands, one brand with its active hotels, and promotions', async () => {
      const updated = await ok('PUT', `/admin/brands/${ids.DI}`, { name: 'Days Inn by Wyndham', code: 'DI', chain_code: 'WY', promotion_text: 'Save 15%.' });
      expect(updated).toMatchObject({ name: 'Days Inn by Wyndham', promotion_text: 'Save 15%.' });
      const a = await hotel('Super 8 Joplin', ids.SE!);
      const b = await hotel('Super 8 Tulsa', ids.SE!);
      const hidden = await hotel('Super 8 Closed', ids.SE!, 'inactive');

      const front = await t.request({ method: 'GET', url: '/api/brands/front' });
      expect(front.statusCode).toBe(200);
      // Featured first; counts of active hotels only.
      expect(front.json().data.map((x: Named) => [x.name, x.hotels_count])).toEqual([['Super 8', 2], ['Days Inn by Wyndham', 0], ['Motel 6', 0]]);
      expect((await ok('GET', `/admin/brands/${ids.SE}`)).hotels_count).toBe(3);

      const one = await t.request({ method: 'GET', url: `/api/brands/front/${ids.SE}?limit=1` });
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json().brand).toMatchObject({ name: 'Super 8', hotels_count: 2 });
      expect(one.json().hotels.meta).toEqual({ total: 2, page: 1, limit: 1, last_page: 2 });
      expect(one.json().hotels.data.map((h: { hotelName: string }) => h.hotelName)).toEqual(['Super 8 Joplin']);
      expect((await t.request({ method: 'GET', url: '/api/brands/front/999999' })).statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url: '/api/brands/front/abc' })).statusCode).toBe(400);

      const promo = await t.request({ method: 'GET', url: '/api/brands/promotion' });
      expect(names(promo.json())).toEqual(['Super 8', 'Days Inn by Wyndham', 'Motel 6']);
      await ok('PUT', `/admin/brands/${ids.M6}`, { name: 'Motel 6', code: 'M6', promotion_text: '' });
      expect(names((await t.request({ method: 'GET', url: '/api/brands/promotion' })).json())).toEqual(['Super 8', 'Days Inn by Wyndham']);

      // A brand still on hotels is not deleted (409 naming them); once its hotels are gone, it goes.
      const inUse = await req('DELETE', `/admin/brands/${ids.SE}`);
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json()).toMatchObject({ code: 'in_use', message: 'Still in use by 3 hotels: move or delete them first', uses: [{ label: 'hotels', count: 3 }] });
      expect((await ok('GET', `/admin/hotels/${a.id}`)).brand).toMatchObject({ id: ids.SE });
      for (const h of [a, b, hidden]) await ok('DELETE', `/admin/hotels/${h.id}`);
      expect(await ok('DELETE', `/admin/brands/${ids.SE}`)).toEqual({ message: 'Deleted' });
      expect((await req('GET', `/admin/brands/${ids.SE}`)).statusCode).toBe(404);
      expect((await req('DELETE', `/admin/brands/${ids.SE}`)).statusCode).toBe(404);
    });

    it('asks for the brand permissions: none for the public pages, view to read, change/add/delete to write', async () => {
      const url = `/admin/brands/${ids.DI}`;
      for (const [method, path, body] of [
        ['GET', '/admin/brands', undefined],
        ['POST', '/admin/brands', { name: 'X', code: 'X1' }],
        ['PUT', url, { name: 'X', code: 'X1' }],
        ['DELETE', url, undefined],
      ] as const) {
        expect((await req(method, path, body, null)).statusCode, `${method} ${path}`).toBe(401);
        expect((await req(method, path, body, driver.auth)).statusCode, `${method} ${path}`).toBe(403);
        expect((await req(method, path, body, viewer.auth)).statusCode, `${method} ${path}`).toBe(method === 'GET' ? 200 : 403);
      }
      for (const path of ['/brands/front', `/brands/front/${ids.DI}`, '/brands/promotion']) {
        expect((await req('GET', path, undefined, null)).statusCode, path).toBe(200);
      }
    });
  });

  describe('amenities', () => {
    const ids: Record<string, number> = {};
    beforeAll(async () => {
      for (const a of [
        { name: 'Truck parking', icon: 'local_shipping', featured: true },
        { name: 'Free Wi-Fi', icon: 'wifi', featured: 'yes' },
        { name: 'Laundry', icon: 'local_laundry_service' },
        { name: 'Pool', icon: null, featured: false },
        { name: 'Pet friendly' },
      ]) {
        ids[a.name] = (await ok('POST', '/admin/amenities', a, 201)).id;
      }
    });

    it('POST /admin/amenities and GET /admin/amenities/{id}; bad input is refused', async () => {
      expect(await ok('GET', `/admin/amenities/${ids['Free Wi-Fi']}`)).toMatchObject({ name: 'Free Wi-Fi', icon: 'wifi', featured: true });
      expect(await ok('GET', `/admin/amenities/${ids['Pet friendly']}`)).toMatchObject({ icon: null, featured: false });
      const taken = await req('POST', '/admin/amenities', { name: 'Pool' });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ name: ['Name has already been taken'] });
      const icon = await req('POST', '/admin/amenities', { name: 'Bad', icon: '<svg onload=alert(1)>' });
      expect(icon.statusCode).toBe(400);
      expect(Object.keys(icon.json().errors)).toEqual(['icon']);
      expect((await req('POST', '/admin/amenities', {})).json().errors).toEqual({ name: ['Name is required'] });
      expect((await req('GET', '/admin/amenities/999999')).statusCode).toBe(404);
    });

    it('GET /admin/amenities pages, searches and filters by featured', async () => {
      expect(names(await ok('GET', '/admin/amenities?featured=true'))).toEqual(['Free Wi-Fi', 'Truck parking']);
      expect(names(await ok('GET', '/admin/amenities?featured=0'))).toEqual(['Laundry', 'Pet friendly', 'Pool']);
      expect(names(await ok('GET', '/admin/amenities?search=PET'))).toEqual(['Pet friendly']);
      expect(names(await ok('GET', '/admin/amenities?ordering=-featured,name&limit=3'))).toEqual(['Free Wi-Fi', 'Truck parking', 'Laundry']);
      expect((await req('GET', '/admin/amenities?featured=maybe')).statusCode).toBe(400);
    });

    it('PUT /admin/amenities/{id} updates', async () => {
      const res = await ok('PUT', `/admin/amenities/${ids.Pool}`, { name: 'Indoor pool', icon: 'pool', featured: 1 });
      expect(res).toMatchObject({ name: 'Indoor pool', icon: 'pool', featured: true });
      const clash = await req('PUT', `/admin/amenities/${ids.Pool}`, { name: 'Laundry' });
      expect(clash.statusCode).toBe(422);
    });

    it('/admin/amenities/all and the public /amenities list every amenity, featured first', async () => {
      const all = await ok('GET', '/admin/amenities/all');
      expect(names(all)).toEqual(['Free Wi-Fi', 'Indoor pool', 'Truck parking', 'Laundry', 'Pet friendly']);
      const pub = await req('GET', '/amenities', undefined, null);
      expect(pub.statusCode).toBe(200);
      expect(names(pub.json())).toEqual(names(all));
    });

    it('updateMultiple sets featured on several at once; unknown ids are skipped', async () => {
      const res = await ok('POST', '/admin/amenities/updateMultiple', { ids: [ids.Laundry, ids['Pet friendly'], 999999], data: { featured: true } });
      expect(res).toEqual({ message: 'Updated', affected: 2 });
      expect(names(await ok('GET', '/admin/amenities?featured=false'))).toEqual([]);
      await ok('POST', '/admin/amenities/updateMultiple', { ids: [ids.Pool, ids.Laundry], data: { featured: 'no' } });
      expect(names(await ok('GET', '/admin/amenities?featured=false'))).toEqual(['Indoor pool', 'Laundry']);
      for (const body of [{ ids: [], data: { featured: true } }, { ids: [ids.Pool] }, { ids: [ids.Pool], data: { featured: 'perhaps' } }, { ids: ['x'], data: { featured: true } }]) {
        expect((await req('POST', '/admin/amenities/updateMultiple', body)).statusCode, JSON.stringify(body)).toBe(400);
      }
    });

    it('deleteMultiple deletes those no hotel has, and reports each one still in use', async () => {
      const h = await ok('POST', '/admin/hotels', { hotelName: 'Amenity Inn', amenity_ids: [ids['Pet friendly'], ids['Truck parking']] }, 201);
      const res = await ok('POST', '/admin/amenities/deleteMultiple', { ids: [ids['Pet friendly'], ids.Laundry] });
      expect(res).toEqual({
        message: 'Deleted',
        affected: 1,
        deleted: [ids.Laundry],
        refused: [{ id: ids['Pet friendly'], message: 'Still in use by 1 hotel: move or delete them first', uses: [{ label: 'hotels', count: 1 }] }],
      });
      expect((await ok('GET', `/admin/hotels/${h.id}`)).amenities.map((a: Named) => a.name).sort()).toEqual(['Pet friendly', 'Truck parking']);
      await ok('PUT', `/admin/hotels/${h.id}`, { hotelName: 'Amenity Inn', amenity_ids: [ids['Truck parking']] });
      expect(await ok('POST', '/admin/amenities/deleteMultiple', { ids: [ids['Pet friendly']] })).toMatchObject({ affected: 1, refused: [] });
      expect(names(await ok('GET', '/admin/amenities/all'))).toEqual(['Free Wi-Fi', 'Truck parking', 'Indoor pool']);
      expect((await req('POST', '/admin/amenities/deleteMultiple', { ids: [] })).statusCode).toBe(400);
      await ok('DELETE', `/admin/hotels/${h.id}`);
    });

    it('asks for the amenity permissions: view to read, change for updates and bulk updates, delete for bulk deletes', async () => {
      const one = `/admin/amenities/${ids.Pool}`;
      for (const [method, path, body] of [
        ['GET', '/admin/amenities', undefined],
        ['GET', '/admin/amenities/all', undefined],
        ['GET', one, undefined],
        ['POST', '/admin/amenities', { name: 'Sauna' }],
        ['PUT', one, { name: 'Sauna' }],
        ['POST', '/admin/amenities/updateMultiple', { ids: [ids.Pool], data: { featured: true } }],
        ['POST', '/admin/amenities/deleteMultiple', { ids: [ids.Pool] }],
      ] as const) {
        expect((await req(method, path, body, null)).statusCode, `${method} ${path}`).toBe(401);
        expect((await req(method, path, body, driver.auth)).statusCode, `${method} ${path}`).toBe(403);
        expect((await req(method, path, body, viewer.auth)).statusCode, `${method} ${path}`).toBe(method === 'GET' ? 200 : 403);
      }
      expect((await ok('GET', one)).name).toBe('Indoor pool');
    });
  });
});
