import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBrandsAndAmenities } from '@server/db/seed/catalog';
import { setupTestApp, type SignedIn, type TestContext } from './harness';
import { statementLog } from './statementLog';

type Hotel = { id: number; slug: string; hotelName: string; updated_at: string; supplier: string; [field: string]: unknown };
type ListBody = { data: Hotel[]; meta: { total: number; page: number; limit: number; last_page: number; capped?: boolean } };

describe('hotels API', () => {
  let t: TestContext;
  let admin: SignedIn;
  let viewer: SignedIn;
  let driver: SignedIn;
  const queries = statementLog();
  const brand: Record<string, number> = {};
  const amenity: Record<string, number> = {};

  beforeAll(async () => {
    t = await setupTestApp({}, { plugins: [queries.plugin] });
    await seedBrandsAndAmenities(t.db);
    for (const b of await t.db.selectFrom('brands').select(['id', 'code']).execute()) brand[b.code] = b.id;
    for (const a of await t.db.selectFrom('amenities').select(['id', 'name']).execute()) amenity[a.name] = a.id;
    await t.createRole('Hotel viewer', ['access_admin_dashboard', 'view_hotel']);
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    viewer = await t.signedIn({ email: 'viewer@example.com', role: 'Hotel viewer' });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
  });
  afterAll(() => t.close());

  /** As admin by default; `null` sends no token. */
  const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, auth: Record<string, string> | null = admin.auth) =>
    t.request({ method, url: `/api${url}`, payload: payload as never, token: auth ?? undefined });
  const create = async (body: Record<string, unknown>): Promise<Hotel> => {
    const res = await req('POST', '/admin/hotels', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const list = async (query: string, auth?: Record<string, string>): Promise<ListBody> => {
    const res = await t.request({ method: 'GET', url: `/api/hotels?${query}`, token: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const names = (body: ListBody) => body.data.map((h) => h.hotelName);

  describe('POST /admin/hotels', () => {
    it('opens with the spec defaults and a slug from name and city', async () => {
      const h = await create({ hotelName: 'Super 8 Joplin', city: 'Joplin' });
      expect(h).toMatchObject({
        hotelName: 'Super 8 Joplin',
        // The name already says the city.
        slug: 'super-8-joplin',
        status: 'active',
        available_on_derby: true,
        showContactInfo: true,
        showWebsiteInfo: true,
        commercialParkingAvailable: true,
        currency: 'USD',
        supplier: 'local',
        brand: null,
        parking: { spaces: null, fit: 'unknown', max_length_ft: null, fee: 'free', price_minor: null, currency: null, lit: false, fenced: false, camera: false, hazmat: null },
        // The desk is open around the clock until staff say otherwise, so the hotel lists the amenity (the facts decide).
        amenities: [expect.objectContaining({ name: '24-hour front desk', key: 'front_desk_24h' })],
        pictures: [],
        rooms: [],
      });
      expect(h.id).toBeGreaterThan(0);
      await req('DELETE', `/admin/hotels/${h.id}`);
    });

    it('stores every field of spec section 3 and the parking details', async () => {
      const h = await create({
        hotelName: 'Comfort Inn Amarillo East',
        brandCode: 'ci',
        chainCode: 'CH',
        brand_id: brand.CI,
        address: '1700 I-40 Frontage Rd',
        city: 'Amarillo',
        province: 'TX',
        country: 'United States',
        postal_code: '79104',
        status: 'inactive',
        available_on_derby: 'no',
        description: 'Quiet rooms for drivers.',
        phone: '+1 (806) 555-0100',
        website: 'https://www.choicehotels.com/texas/amarillo',
        showContactInfo: 0,
        showWebsiteInfo: '0',
        interstate_hwy: 'I-40 Exit 72',
        latitude: ' 35.1922 ',
        longitude: -101.7589,
        commercialParkingAvailable: 'yes',
        parkingDescription: 'Lot behind the building.',
        parking: { spaces: '24', fit: 'full_rig', max_length_ft: 75, fee: 'paid', price_minor: 1500, lit: true, fenced: 'yes', camera: 1 },
        amenity_ids: [amenity['Free Wi-Fi'], amenity['Truck parking'], amenity['Truck parking']],
      });
      const got = (await req('GET', `/admin/hotels/${h.id}`)).json();
      expect(got).toEqual(h);
      expect(got).toMatchObject({
        slug: 'comfort-inn-amarillo-east',
        brandCode: 'ci',
        brand_id: brand.CI,
        brand: { id: brand.CI, name: 'Comfort Inn', code: 'CI' },
        address: '1700 I-40 Frontage Rd',
        city: 'Amarillo',
        province: 'TX',
        country: 'United States',
        postal_code: '79104',
        status: 'inactive',
        available_on_derby: false,
        description: 'Quiet rooms for drivers.',
        phone: '+1 (806) 555-0100',
        website: 'https://www.choicehotels.com/texas/amarillo',
        showContactInfo: false,
        showWebsiteInfo: false,
        interstate_hwy: 'I-40 Exit 72',
        latitude: 35.1922,
        longitude: -101.7589,
        commercialParkingAvailable: true,
        parkingDescription: 'Lot behind the building.',
        parking: { spaces: 24, fit: 'full_rig', max_length_ft: 75, fee: 'paid', price_minor: 1500, currency: 'USD', lit: true, fenced: true, camera: true },
      });
      expect(got.amenities.map((a: { name: string }) => a.name)).toEqual(['24-hour front desk', 'Free Wi-Fi', 'Truck parking']);
      await req('DELETE', `/admin/hotels/${h.id}`);
    });

    it('keeps slugs unique: a generated one gets a number, a chosen one that is taken is refused', async () => {
      const a = await create({ hotelName: 'Motel 6 West', city: 'Tulsa' });
      const b = await create({ hotelName: 'Motel 6 West', city: 'Tulsa' });
      expect([a.slug, b.slug]).toEqual(['motel-6-west-tulsa', 'motel-6-west-tulsa-2']);
      const chosen = await create({ hotelName: 'Motel 6 Tulsa West', slug: 'tulsa-west' });
      expect(chosen.slug).toBe('tulsa-west');
      const taken = await req('POST', '/admin/hotels', { hotelName: 'Another', slug: 'tulsa-west' });
      expect(taken.statusCode).toBe(422);
      expect(taken.json()).toEqual({ message: 'Slug has already been taken', errors: { slug: ['Slug has already been taken'] } });
      // A slug that is only digits would read as an id in /hotel/{idOrSlug}.
      const digits = await create({ hotelName: '8', city: '' });
      expect(digits.slug).not.toMatch(/^\d+$/);
      for (const h of [a, b, chosen, digits]) await req('DELETE', `/admin/hotels/${h.id}`);
    });

    it('answers the spec messages for bad fields, and writes nothing', async () => {
      const before = (await list('', admin.auth)).meta.total;
      const bad = async (body: Record<string, unknown>, field: string, message: string, status = 400) => {
        const res = await req('POST', '/admin/hotels', body);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().errors?.[field], res.body).toEqual([message]);
      };
      await bad({}, 'hotelName', 'Hotel name is required');
      await bad({ hotelName: '   ' }, 'hotelName', 'Hotel name is required');
      await bad({ hotelName: 'X', latitude: 'north' }, 'latitude', 'latitude should be numbers.');
      await bad({ hotelName: 'X', longitude: '12,5' }, 'longitude', 'longitude should be numbers.');
      await bad({ hotelName: 'X', latitude: 91 }, 'latitude', 'Latitude should be at most 90');
      await bad({ hotelName: 'X', latitude: '0x1F' }, 'latitude', 'latitude should be numbers.');
      await bad({ hotelName: 'X', longitude: '1e2' }, 'longitude', 'longitude should be numbers.');
      await bad({ hotelName: 'X', website: 'javascript:alert(1)' }, 'website', 'Website must be an http(s) link');
      await bad({ hotelName: 'X', website: 'JavaScript://%0Aalert(1)' }, 'website', 'Website must be an http(s) link');
      await bad({ hotelName: 'X', website: 'ftp://example.com' }, 'website', 'Website must be an http(s) link');
      await bad({ hotelName: 'X', website: 'https://' }, 'website', 'Website must be an http(s) link');
      await bad({ hotelName: 'X', website: 'https://exa mple.com' }, 'website', 'Website must be an http(s) link');
      await bad({ hotelName: 'X', status: 'closed' }, 'status', 'Status must be one of active, inactive');
      await bad({ hotelName: 'X', phone: 'call me' }, 'phone', 'Phone should match pattern /^[0-9 +().-]*$/');
      await bad({ hotelName: 'X', parking: { fee: 'paid' } }, 'parking.price_minor', 'Price is required');
      await bad({ hotelName: 'X', parking: { spaces: -1 } }, 'parking.spaces', 'Spaces should be at least 0');
      await bad({ hotelName: 'X', parking: { fit: 'trailer' } }, 'parking.fit', 'Fit must be one of full_rig, bobtail_only, unknown');
      await bad({ hotelName: 'X', brand_id: 999999 }, 'brand_id', 'Brand does not exist', 422);
      await bad({ hotelName: 'X', amenity_ids: [amenity['Pool'], 999999] }, 'amenity_ids', 'Some of the chosen amenities do not exist', 422);
      expect((await list('', admin.auth)).meta.total).toBe(before);
    });

    it('is refused without a token (401), to a trucker and to a role that may only view hotels (403)', async () => {
      for (const [auth, status] of [[null, 401], [driver.auth, 403], [viewer.auth, 403]] as const) {
        const res = await req('POST', '/admin/hotels', { hotelName: 'Nope' }, auth);
        expect(res.statusCode).toBe(status);
        expect(res.json()).toEqual({ message: status === 401 ? 'Unauthorized' : 'Forbidden' });
      }
    });
  });

  describe('GET /hotels', () => {
    const made: Hotel[] = [];
    beforeAll(async () => {
      const rows: Record<string, unknown>[] = [
        { hotelName: 'Alpha Inn', city: 'Joplin', province: 'MO', brand_id: brand.SE, commercialParkingAvailable: true, available_on_derby: false },
        { hotelName: 'Bravo Lodge', city: 'Amarillo', province: 'TX', brand_id: brand.SE, commercialParkingAvailable: false, available_on_derby: true },
        { hotelName: 'Charlie Motel', city: 'Tulsa', province: 'OK', brand_id: brand.M6, commercialParkingAvailable: true, available_on_derby: true },
        { hotelName: 'Delta 100% Suites', city: 'Joplin', province: 'MO', brand_id: null, commercialParkingAvailable: true, available_on_derby: false },
        { hotelName: 'Echo Inn', city: 'Wichita', province: 'KS', brand_id: brand.SE, status: 'inactive', available_on_derby: false },
      ];
      for (const r of rows) made.push(await create(r));
    });
    afterAll(async () => {
      for (const h of made) await req('DELETE', `/admin/hotels/${h.id}`);
    });

    it('shows the public active hotels only, by name, in { data, meta }', async () => {
      const body = await list('');
      expect(names(body)).toEqual(['Alpha Inn', 'Bravo Lodge', 'Charlie Motel', 'Delta 100% Suites']);
      expect(body.meta).toEqual({ total: 4, page: 1, limit: 25, last_page: 1, capped: false });
      expect(names(await list('', driver.auth))).not.toContain('Echo Inn');
      // Staff see every status.
      expect(names(await list('', viewer.auth))).toContain('Echo Inn');
    });

    it('pages with limit and page', async () => {
      const p1 = await list('limit=3');
      expect(p1.meta).toEqual({ total: 4, page: 1, limit: 3, last_page: 2, capped: false });
      const p2 = await list('limit=3&page=2');
      expect(names(p2)).toEqual(['Delta 100% Suites']);
      expect(names(await list('limit=3&page=9'))).toEqual([]);
      for (const q of ['limit=0', 'limit=501', 'page=0', 'limit=ten']) {
        const res = await t.request({ method: 'GET', url: `/api/hotels?${q}` });
        expect(res.statusCode, q).toBe(400);
      }
    });

    it('orders by the allowed fields and refuses others with 400', async () => {
      expect(names(await list('ordering=-hotelName'))).toEqual(['Delta 100% Suites', 'Charlie Motel', 'Bravo Lodge', 'Alpha Inn']);
      expect(names(await list('ordering=city,-hotelName'))).toEqual(['Bravo Lodge', 'Delta 100% Suites', 'Alpha Inn', 'Charlie Motel']);
      expect(names(await list('ordering=-id'))).toEqual(['Delta 100% Suites', 'Charlie Motel', 'Bravo Lodge', 'Alpha Inn']);
      const bad = await t.request({ method: 'GET', url: '/api/hotels?ordering=password_hash' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Cannot order by password_hash');
      expect(bad.json().errors.ordering[0]).toMatch(/^Ordering must be one of /);
    });

    it('searches name and city, case-insensitively, with LIKE wildcards taken literally', async () => {
      expect(names(await list('search=joplin'))).toEqual(['Alpha Inn', 'Delta 100% Suites']);
      expect(names(await list('search=CHARLIE'))).toEqual(['Charlie Motel']);
      expect(names(await list('search=100%25'))).toEqual(['Delta 100% Suites']);
      expect(names(await list('search=%25'))).toEqual(['Delta 100% Suites']);
      expect(names(await list('search=_'))).toEqual([]);
      expect(names(await list('search=echo'))).toEqual([]);
    });

    it('filters by available_on_derby, parking_available and brand (id or code)', async () => {
      expect(names(await list('available_on_derby=true'))).toEqual(['Bravo Lodge', 'Charlie Motel']);
      expect(names(await list('available_on_derby=no'))).toEqual(['Alpha Inn', 'Delta 100% Suites']);
      expect(names(await list('parking_available=0'))).toEqual(['Bravo Lodge']);
      expect(names(await list('parking_available=1&available_on_derby=1'))).toEqual(['Charlie Motel']);
      expect(names(await list(`brand=${brand.SE}`))).toEqual(['Alpha Inn', 'Bravo Lodge']);
      expect(names(await list('brand=m6'))).toEqual(['Charlie Motel']);
      expect(names(await list('brand=NOPE'))).toEqual([]);
      expect(names(await list('brand=99999999999999999999'))).toEqual([]);
      for (const q of ['available_on_derby=maybe', 'parking_available=2', `brand=${'x'.repeat(151)}`]) {
        expect((await t.request({ method: 'GET', url: `/api/hotels?${q}` })).statusCode, q).toBe(400);
      }
    });

    it('gives staff status, supplier, city and province filters', async () => {
      expect(names(await list('status=inactive', viewer.auth))).toEqual(['Echo Inn']);
      expect(names(await list('status=inactive'))).toEqual([]);
      expect(names(await list('city=Joplin', viewer.auth))).toEqual(['Alpha Inn', 'Delta 100% Suites']);
      expect(names(await list('province=KS', viewer.auth))).toEqual(['Echo Inn']);
      expect((await list('supplier=local', viewer.auth)).meta.total).toBe(5);
      expect((await list('supplier=ice_portal', viewer.auth)).meta.total).toBe(0);
      expect((await t.request({ method: 'GET', url: '/api/hotels?supplier=expedia', token: viewer.auth })).statusCode).toBe(400);
    });

    it('answers a summary in each row (no rooms, pictures, amenities), in two statements whatever the page size', async () => {
      const count = async (limit: number) => (await queries.during(() => list(`limit=${limit}`))).statements.length;
      const small = await count(1);
      const large = await count(4);
      expect(large).toBe(small);
      // A count and the page (with its thumbnails and brands).
      expect(small).toBe(2);
      const row = (await list('search=alpha')).data[0]!;
      expect(row).toMatchObject({ hotelName: 'Alpha Inn', brand: { code: 'SE' }, thumbnail: null });
      for (const heavy of ['amenities', 'pictures', 'rooms', 'description']) expect(row, heavy).not.toHaveProperty(heavy);
    });

    const csvLines = async (query: string, auth: Record<string, string> | null = admin.auth) => {
      const res = await req('GET', `/admin/export/hotels${query}`, undefined, auth);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="hotels-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(res.body.endsWith('\r\n')).toBe(true);
      return res.body.trimEnd().split('\r\n');
    };

    it('exports the list as CSV with its search, filters and ordering, every status for staff', async () => {
      const [header, ...rows] = await csvLines('');
      expect(header).toMatch(/^id,hotel_name,slug,brand,status,supplier,address,city,province,/);
      expect(rows.map((r) => r.split(',')[1])).toEqual(['Alpha Inn', 'Bravo Lodge', 'Charlie Motel', 'Delta 100% Suites', 'Echo Inn']);
      const alpha = rows[0]!.split(',');
      const col = (name: string) => alpha[header!.split(',').indexOf(name)];
      expect([col('brand'), col('status'), col('supplier'), col('city'), col('truck_parking')]).toEqual(['Super 8', 'active', 'local', 'Joplin', 'true']);
      expect((await csvLines('?parking_available=true&ordering=-hotel_name')).slice(1).map((r) => r.split(',')[1])).toEqual(['Echo Inn', 'Delta 100% Suites', 'Charlie Motel', 'Alpha Inn']);
      expect((await csvLines('?search=joplin&status=active')).slice(1).map((r) => r.split(',')[1])).toEqual(['Alpha Inn', 'Delta 100% Suites']);
      expect((await csvLines('?brand=m6')).slice(1).map((r) => r.split(',')[1])).toEqual(['Charlie Motel']);
      expect((await csvLines('', viewer.auth)).length).toBe(6);
    });

    it('refuses the export to drivers and the public, and a bad filter or ordering with a 400', async () => {
      expect((await req('GET', '/admin/export/hotels', undefined, driver.auth)).statusCode).toBe(403);
      expect((await req('GET', '/admin/export/hotels', undefined, null)).statusCode).toBe(401);
      expect((await req('GET', '/admin/export/hotels?ordering=password', undefined)).statusCode).toBe(400);
      expect((await req('GET', '/admin/export/hotels?supplier=expedia', undefined)).statusCode).toBe(400);
    });

    it('exports more hotels than one page of its reads (1,000), each once, in order', async () => {
      await t.db
        .insertInto('hotels')
        .columns(['hotel_name', 'slug', 'status'])
        .expression((eb) =>
          eb.selectFrom(sql<{ n: number }>`generate_series(1, 1205)`.as('g')).select([sql<string>`'Zz bulk ' || lpad(g::text, 5, '0')`.as('hotel_name'), sql<string>`'zz-bulk-' || g`.as('slug'), sql<string>`'active'`.as('status')]),
        )
        .execute();
      try {
        const names = (await csvLines('?search=zz%20bulk')).slice(1).map((r) => r.split(',')[1]);
        expect(names).toHaveLength(1205);
        expect(new Set(names).size).toBe(1205);
        expect(names[0]).toBe('Zz bulk 00001');
        expect(names.at(-1)).toBe('Zz bulk 01205');
      } finally {
        await t.db.deleteFrom('hotels').where('slug', 'like', 'zz-bulk-%').execute();
      }
    });
  });

  describe('one hotel', () => {
    let active: Hotel;
    let hidden: Hotel;
    beforeAll(async () => {
      active = await create({ hotelName: 'Red Roof Inn Memphis', city: 'Memphis', amenity_ids: [amenity['Pool']!] });
      hidden = await create({ hotelName: 'Red Roof Inn Closed', city: 'Memphis', status: 'inactive' });
    });

    it('GET /hotel/{idOrSlug}: by slug or id; an inactive hotel is hidden from the public and shown to staff', async () => {
      for (const key of [active.slug, String(active.id)]) {
        const res = await t.request({ method: 'GET', url: `/api/hotel/${key}` });
        expect(res.statusCode, key).toBe(200);
        // Its desk is open around the clock (the default), so it lists that amenity too.
        expect(res.json()).toMatchObject({ id: active.id, hotelName: 'Red Roof Inn Memphis', amenities: [{ name: '24-hour front desk' }, { name: 'Pool' }] });
      }
      for (const auth of [undefined, driver.auth]) {
        expect((await t.request({ method: 'GET', url: `/api/hotel/${hidden.slug}`, token: auth })).statusCode).toBe(404);
        expect((await t.request({ method: 'GET', url: `/api/hotel/${hidden.id}`, token: auth })).statusCode).toBe(404);
      }
      expect((await t.request({ method: 'GET', url: `/api/hotel/${hidden.slug}`, token: viewer.auth })).json().status).toBe('inactive');
      for (const key of ['no-such-hotel', '0', '99999999999999999999']) {
        const res = await t.request({ method: 'GET', url: `/api/hotel/${key}` });
        expect(res.statusCode, key).toBe(404);
        expect(res.json()).toEqual({ message: 'Not Found' });
      }
    });

    it('GET /admin/hotels/{id}: staff only; 404 for an unknown id, 400 for a bad one', async () => {
      expect((await req('GET', `/admin/hotels/${hidden.id}`, undefined, viewer.auth)).json().hotelName).toBe('Red Roof Inn Closed');
      expect((await req('GET', `/admin/hotels/${active.id}`, undefined, null)).statusCode).toBe(401);
      expect((await req('GET', `/admin/hotels/${active.id}`, undefined, driver.auth)).statusCode).toBe(403);
      expect((await req('GET', '/admin/hotels/999999')).statusCode).toBe(404);
      expect((await req('GET', '/admin/hotels/abc')).statusCode).toBe(400);
      expect((await req('GET', '/admin/hotels/99999999999999999999')).statusCode).toBe(400);
    });

    it('PUT /admin/hotel/{id} and PUT /admin/hotels/{id} replace the record; updated_at moves', async () => {
      for (const url of [`/admin/hotel/${active.id}`, `/admin/hotels/${active.id}`]) {
        const res = await req('PUT', url, {
          hotelName: 'Red Roof Inn Memphis East',
          city: 'Memphis',
          brand_id: brand.RR,
          website: 'http://redroof.example',
          amenity_ids: [amenity['Laundry'], amenity['Pet friendly']],
          parking: { spaces: 10, fit: 'bobtail_only' },
        });
        expect(res.statusCode, res.body).toBe(200);
        const h = res.json();
        expect(h).toMatchObject({ hotelName: 'Red Roof Inn Memphis East', brand: { code: 'RR' }, website: 'http://redroof.example', parking: { spaces: 10, fit: 'bobtail_only', fee: 'free' } });
        expect(h.amenities.map((a: { name: string }) => a.name)).toEqual(['24-hour front desk', 'Laundry', 'Pet friendly']);
        expect(h.slug).toBe(active.slug);
        expect(Date.parse(h.updated_at)).toBeGreaterThanOrEqual(Date.parse(active.updated_at));
      }
      const bad = await req('PUT', `/admin/hotel/${active.id}`, { hotelName: 'X', latitude: 'abc' });
      expect(bad.json().errors).toEqual({ latitude: ['latitude should be numbers.'] });
      expect((await req('PUT', '/admin/hotel/999999', { hotelName: 'X' })).statusCode).toBe(404);
      expect((await req('PUT', `/admin/hotel/${active.id}`, { hotelName: 'X' }, viewer.auth)).statusCode).toBe(403);
      expect((await req('PUT', `/admin/hotel/${active.id}`, { hotelName: 'X' }, null)).statusCode).toBe(401);
    });

    it('an empty slug keeps the hotel\'s slug; a new one is checked for uniqueness', async () => {
      const res = await req('PUT', `/admin/hotel/${active.id}`, { hotelName: 'Red Roof Inn Memphis East', slug: '' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().slug).toBe(active.slug);
      const taken = await req('PATCH', `/admin/hotels/${active.id}`, { slug: hidden.slug });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ slug: ['Slug has already been taken'] });
      const mine = await req('PATCH', `/admin/hotels/${active.id}`, { slug: active.slug });
      expect(mine.statusCode, mine.body).toBe(200);
      const renamed = await req('PATCH', `/admin/hotels/${active.id}`, { slug: 'red-roof-memphis' });
      expect(renamed.json().slug).toBe('red-roof-memphis');
      active = renamed.json();
    });

    it('the public sees a phone and website only where the hotel shows them; staff always do', async () => {
      await req('PATCH', `/admin/hotels/${active.id}`, { phone: '555 0199', website: 'https://hidden.example', showContactInfo: false, showWebsiteInfo: 0 });
      const pub = (await t.request({ method: 'GET', url: `/api/hotel/${active.id}` })).json();
      expect(pub).toMatchObject({ phone: null, website: null, showContactInfo: false, showWebsiteInfo: false });
      const row = (await list(`search=${encodeURIComponent('Red Roof')}`)).data.find((h) => h.id === active.id)!;
      expect(row).toMatchObject({ phone: null, website: null });
      for (const auth of [viewer.auth, admin.auth]) {
        expect((await t.request({ method: 'GET', url: `/api/hotel/${active.id}`, token: auth })).json()).toMatchObject({ phone: '555 0199', website: 'https://hidden.example' });
        expect((await list('search=Red%20Roof', auth)).data.find((h) => h.id === active.id)).toMatchObject({ phone: '555 0199' });
      }
      const shown = await req('PATCH', `/admin/hotels/${active.id}`, { showContactInfo: true });
      expect(shown.json().website).toBe('https://hidden.example');
      expect((await t.request({ method: 'GET', url: `/api/hotel/${active.id}` })).json()).toMatchObject({ phone: '555 0199', website: null });
    });

    it('a paid parking price is in the hotel currency unless told otherwise', async () => {
      await req('PATCH', `/admin/hotels/${active.id}`, { currency: 'cad' });
      const res = await req('PATCH', `/admin/hotels/${active.id}`, { parking: { fee: 'paid', price_minor: 1200 } });
      expect(res.json().parking).toMatchObject({ fee: 'paid', price_minor: 1200, currency: 'CAD' });
      const usd = await req('PATCH', `/admin/hotels/${active.id}`, { parking: { fee: 'paid', price_minor: 1000, currency: 'usd' } });
      expect(usd.json().parking).toMatchObject({ currency: 'USD' });
      const free = await req('PATCH', `/admin/hotels/${active.id}`, { parking: { fee: 'free', price_minor: 1000 } });
      expect(free.json().parking).toMatchObject({ fee: 'free', price_minor: null, currency: null });
    });

    it('keeps whether hazmat loads may park: yes, no, or not known (an empty answer), and leaves it when not sent', async () => {
      const yes = await req('PATCH', `/admin/hotels/${active.id}`, { parking: { fit: 'full_rig', hazmat: 'yes' } });
      expect(yes.statusCode, yes.body).toBe(200);
      expect(yes.json().parking).toMatchObject({ fit: 'full_rig', hazmat: true });
      // A parking edit that does not say keeps the answer; the public page shows it.
      await req('PATCH', `/admin/hotels/${active.id}`, { parking: { fit: 'full_rig', spaces: 9 } });
      expect((await t.request({ method: 'GET', url: `/api/hotel/${active.id}` })).json().parking).toMatchObject({ spaces: 9, hazmat: true });
      expect((await req('PATCH', `/admin/hotels/${active.id}`, { parking: { fit: 'full_rig', hazmat: false } })).json().parking.hazmat).toBe(false);
      expect((await req('PATCH', `/admin/hotels/${active.id}`, { parking: { fit: 'full_rig', hazmat: '' } })).json().parking.hazmat).toBeNull();
      const bad = await req('PATCH', `/admin/hotels/${active.id}`, { parking: { fit: 'full_rig', hazmat: 'sometimes' } });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['parking.hazmat']);
    });

    it('PATCH /admin/hotels/{id} changes only the fields sent', async () => {
      const before = (await req('GET', `/admin/hotels/${hidden.id}`)).json();
      const res = await req('PATCH', `/admin/hotels/${hidden.id}`, { phone: '555 0101' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ ...before, phone: '555 0101', updated_at: expect.any(String) });
      expect(res.json().status).toBe('inactive');
      const noop = await req('PATCH', `/admin/hotels/${hidden.id}`, {});
      expect(noop.statusCode, noop.body).toBe(200);
    });

    it('DELETE /admin/hotels/{id}: removes the hotel with its rooms; staff with delete_hotel only', async () => {
      const room = await req('POST', '/admin/rooms', { hotel_id: hidden.id, roomId: 'K1', name: 'King' });
      expect(room.statusCode, room.body).toBe(201);
      expect((await req('DELETE', `/admin/hotels/${hidden.id}`, undefined, viewer.auth)).statusCode).toBe(403);
      expect((await req('DELETE', `/admin/hotels/${hidden.id}`, undefined, driver.auth)).statusCode).toBe(403);
      expect((await req('DELETE', `/admin/hotels/${hidden.id}`, undefined, null)).statusCode).toBe(401);
      const res = await req('DELETE', `/admin/hotels/${hidden.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Deleted' });
      expect((await req('GET', `/admin/hotels/${hidden.id}`)).statusCode).toBe(404);
      expect((await req('GET', `/admin/rooms/${room.json().id}`)).statusCode).toBe(404);
      expect((await req('DELETE', `/admin/hotels/${hidden.id}`)).statusCode).toBe(404);
      await req('DELETE', `/admin/hotels/${active.id}`);
    });
  });

  describe('supplier summary and dashboard', () => {
    it('GET /admin/hotels/suppliers counts hotels per supplier', async () => {
      const local = await create({ hotelName: 'Local One', commercialParkingAvailable: true, parking: { fit: 'full_rig' } });
      const ice = await create({ hotelName: 'Ice One', status: 'inactive', commercialParkingAvailable: false });
      const derby = await create({ hotelName: 'Derby One' });
      await t.db.updateTable('hotels').set({ ice_listing_id: '1400001' }).where('id', '=', ice.id).execute();
      await t.db.updateTable('hotels').set({ ice_listing_id: '1400002' }).where('id', '=', derby.id).execute();
      await t.db.updateTable('hotels').set({ derby_hotel_id: 'CI10000', available_on_derby: true }).where('id', '=', derby.id).execute();

      const res = await req('GET', '/admin/hotels/suppliers', undefined, viewer.auth);
      expect(res.statusCode, res.body).toBe(200);
      const by = Object.fromEntries(res.json().data.map((s: { code: string }) => [s.code, s]));
      expect(by.local).toMatchObject({ name: 'Local inventory', hotels: 1, active: 1, last_sync: null });
      expect(by.ice_portal).toMatchObject({ hotels: 1, active: 0 });
      expect(by.derbysoft).toMatchObject({ hotels: 1, active: 1 });
      expect((await req('GET', '/admin/hotels/suppliers', undefined, driver.auth)).statusCode).toBe(403);
      expect((await req('GET', '/admin/hotels/suppliers', undefined, null)).statusCode).toBe(401);

      // The list's supplier filter and each record's supplier agree with the summary.
      expect(names(await list('supplier=derbysoft', viewer.auth))).toEqual(['Derby One']);
      expect(names(await list('supplier=ice_portal', viewer.auth))).toEqual(['Ice One']);
      expect((await list('search=derby', viewer.auth)).data[0]!.supplier).toBe('derbysoft');

      const dash = await req('GET', '/admin/dashboard', undefined, viewer.auth);
      expect(dash.statusCode, dash.body).toBe(200);
      expect(dash.json()).toMatchObject({ hotels: 3, active: 2, with_truck_parking: 2, full_rig_parking: 1, by_supplier: { local: 1, ice_portal: 1, derbysoft: 1 }, brands: 12, truckers: 1 });
      expect((await req('GET', '/admin/dashboard', undefined, driver.auth)).statusCode).toBe(403);
      expect((await req('GET', '/admin/dashboard', undefined, null)).statusCode).toBe(401);

      // A hotel DerbySoft no longer offers counts as its content supplier's.
      await t.db.updateTable('hotels').set({ available_on_derby: false }).where('id', '=', derby.id).execute();
      const after = Object.fromEntries((await req('GET', '/admin/hotels/suppliers')).json().data.map((s: { code: string; hotels: number }) => [s.code, s.hotels]));
      expect(after).toEqual({ local: 1, ice_portal: 2, derbysoft: 0 });
      expect((await req('GET', '/admin/dashboard')).json().by_supplier).toEqual({ local: 1, ice_portal: 2, derbysoft: 0 });
      expect(names(await list('supplier=derbysoft', viewer.auth))).toEqual([]);
      for (const h of [local, ice, derby]) await req('DELETE', `/admin/hotels/${h.id}`);
    });
  });

  it('answers errors in the caller\'s language', async () => {
    const res = await t.request({ method: 'POST', url: '/api/admin/hotels', payload: { hotelName: 'X', latitude: 'abc', website: 'javascript:x' }, token: admin.auth, headers: { 'accept-language': 'de' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).not.toBe('The given data was invalid');
    expect(Object.keys(body.errors).sort()).toEqual(['latitude', 'website']);
  });

  describe('slugs', () => {
    it('a long name gets a slug of at most 80 characters, cut at a word, and its page answers', async () => {
      const name = 'Comfort Inn and Suites Interstate Travel Center Truck Stop Plaza at the Crossroads of America Exit 177';
      const h = await create({ hotelName: name, city: 'North Platte' });
      expect(h.slug.length).toBeLessThanOrEqual(80);
      expect(h.slug).toMatch(/^comfort-inn-and-suites-[a-z0-9-]*[a-z0-9]$/);
      expect(name.toLowerCase().replace(/[^a-z0-9]+/g, '-')).toContain(h.slug);
      expect((await t.request({ method: 'GET', url: `/api/hotel/${h.slug}` })).statusCode).toBe(200);
      const twin = await create({ hotelName: name, city: 'North Platte' });
      expect(twin.slug).not.toBe(h.slug);
      expect(twin.slug.length).toBeLessThanOrEqual(80);
    });

    it('a changed slug keeps the old one answering (with the current slug to redirect to), and nobody else may take it', async () => {
      const h = await create({ hotelName: 'Old Name Motel', city: 'Joplin' });
      const renamed = await req('PUT', `/admin/hotel/${h.id}`, { hotelName: 'New Name Motel', city: 'Joplin', slug: 'new-name-motel-joplin' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const old = await t.request({ method: 'GET', url: `/api/hotel/${h.slug}` });
      expect(old.statusCode).toBe(200);
      expect(old.json()).toMatchObject({ id: h.id, slug: 'new-name-motel-joplin' });
      const thief = await req('POST', '/admin/hotels', { hotelName: 'Thief Inn', slug: h.slug });
      expect(thief.statusCode).toBe(422);
      expect(thief.json().errors).toEqual({ slug: ['Slug has already been taken'] });
    });

    it('an old slug longer than the former path limit (107 characters) still reaches its hotel', async () => {
      const h = await create({ hotelName: 'Long Ago Lodge', city: 'Joplin' });
      const old = `${'very-long-hotel-name-'.repeat(5)}joplin-mo`.slice(0, 107);
      await t.db.insertInto('hotel_slugs').values({ slug: old, hotel_id: h.id }).execute();
      const res = await t.request({ method: 'GET', url: `/api/hotel/${old}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().slug).toBe(h.slug);
    });
  });
});
