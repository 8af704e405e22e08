import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveCheckResponse, SearchMarkersResponse, SearchResultsResponse } from '@/api/schemas/hotelSearch';
import { buildApp } from '@server/app';
import { SupplierError } from '@server/suppliers/types';
import { fakeInventory } from './fakeInventory';
import { addTestHotel as addHotel, day, type TestHotel } from './hotelFixtures';
import { setupTestApp, type SignedIn, type TestContext } from './harness';

const CHECK_IN = day(10);
const CHECK_OUT = day(12);

describe('hotel search (POST /hotels/search, GET /hotels/search/results)', () => {
  let t: TestContext;
  let inv: ReturnType<typeof fakeInventory>;
  let staff: SignedIn;
  let city: { name: string; state: string; code: string | null; lat: number; lng: number };
  const ids: Record<string, number> = {};
  let brandA: number;

  beforeAll(async () => {
    inv = fakeInventory();
    // SEARCH_SWEEP_EVERY_SECONDS 0: every new search sweeps, so a test sees the expired ones go at its next search.
    t = await setupTestApp({ SEARCH_SUPPLIER_BUDGET_MS: '400', LIVE_CHECK_BUDGET_MS: '400', SEARCH_SWEEP_EVERY_SECONDS: '0' }, { suppliers: { content: null as never, inventory: inv.supplier }, runWorker: false });
    staff = await t.signedIn({ email: 'staff@example.com', role: 'Admin' });
    const c = await t.db
      .selectFrom('cities')
      .innerJoin('states', 'states.id', 'cities.state_id')
      .select(['cities.name', 'states.name as state', 'states.code', 'cities.latitude', 'cities.longitude'])
      .where('states.code', '=', 'MO')
      .where('cities.latitude', 'is not', null)
      .orderBy('cities.id')
      .executeTakeFirstOrThrow();
    city = { name: c.name, state: c.state, code: c.code, lat: c.latitude!, lng: c.longitude! };
    brandA = (await t.db.insertInto('brands').values({ name: 'Brand A', code: 'BRA' } as never).returning('id').executeTakeFirstOrThrow()).id;
    // ~1.1 km per 0.01 degree of latitude.
    const specs: TestHotel[] = [
      { name: 'Near Cheap', lat: city.lat + 0.02, lng: city.lng, price: 8900, brandId: brandA, city: city.name, province: 'MO', country: 'United States', postal: '64801' },
      { name: 'Mid Pricey', lat: city.lat + 0.15, lng: city.lng, price: 15000, city: city.name, province: 'MO', country: 'United States' },
      { name: 'Far Budget', lat: city.lat + 0.35, lng: city.lng, price: 9900, province: 'MO', country: 'United States' },
      { name: 'No Parking Inn', lat: city.lat + 0.03, lng: city.lng, price: 7900, parking: false, province: 'MO', country: 'United States' },
      { name: 'Sold Out Lodge', lat: city.lat + 0.05, lng: city.lng, price: null, province: 'MO', country: 'United States' },
      { name: 'Derby Hotel', lat: city.lat + 0.08, lng: city.lng, derbyId: 'DS-1', province: 'MO', country: 'United States' },
      { name: 'Faraway Motel', lat: city.lat + 3, lng: city.lng, price: 5000, province: 'MO', country: 'United States' },
    ];
    for (const s of specs) ids[s.name] = (await addHotel(t.db, s)).id;
    inv.state.prices.set('DS-1', 130);
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    inv.state.delayMs = 0;
    inv.state.fail = null;
    inv.state.gate = null;
  });

  const post = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: '/api/hotels/search', payload: { checkInDate: CHECK_IN, checkOutDate: CHECK_OUT, ...body }, headers });
  const results = async (token: string, query = '') => {
    const res = await t.request({ method: 'GET', url: `/api/hotels/search/results?token=${token}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SearchResultsResponse;
  };
  /** Polls as the storefront does until the search is complete. */
  /** Another server process on the same database: its own lookup runner, and no memory of this one's settled searches. */
  const anotherProcess = async () => {
    const app = await buildApp({ config: t.config, db: t.db, mailer: t.mail, suppliers: { content: null as never, inventory: inv.supplier }, runWorker: false });
    await app.ready();
    return app;
  };
  const resultsOn = async (app: Awaited<ReturnType<typeof anotherProcess>>, token: string, query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/hotels/search/results?token=${token}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SearchResultsResponse;
  };
  const complete = async (token: string, query = '') => {
    for (let i = 0; i < 100; i++) {
      const page = await results(token, `${query}&wait=200`);
      if (!page.searching) return page;
    }
    throw new Error('search never completed');
  };
  const search = async (body: Record<string, unknown>, query = '') => {
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(201);
    return complete(res.json().token as string, query);
  };
  const names = (page: SearchResultsResponse) => page.data.map((h) => h.hotelName);

  it('answers a token at once, keeps the session headers, and reads the page with that token', async () => {
    const res = await post({ city: city.name, province: city.state }, { 'Session-Id': 'sess-1', 'Session-Time': '2026-11-21T10:00:00Z', 'User-Id': '0' });
    expect(res.statusCode, res.body).toBe(201);
    const { token } = res.json() as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,64}$/);
    const stored = await t.db.selectFrom('lookups').selectAll().where('token', '=', token).executeTakeFirstOrThrow();
    expect(stored.session_id).toBe('sess-1');
    expect(stored.kind).toBe('search');
    const page = await complete(token);
    expect(page.status).toBe('complete');
    expect(page.place).toMatchObject({ kind: 'city' });
    expect(page.sort_by).toBe('distance');
  });

  it('answers the first page with the token when asked to wait for it (?wait), in the request\'s sort', async () => {
    const res = await t.request({ method: 'POST', url: '/api/hotels/search?wait=2000', payload: { checkInDate: CHECK_IN, checkOutDate: CHECK_OUT, city: city.name, province: city.code, sortBy: 'price_asc' } });
    expect(res.statusCode, res.body).toBe(201);
    const { token, results: first } = res.json() as { token: string; results: SearchResultsResponse };
    expect(first.searching).toBe(false);
    expect(first.sort_by).toBe('price_asc');
    expect(names(first)).toEqual(['Near Cheap', 'Far Budget', 'Derby Hotel', 'Mid Pricey', 'Sold Out Lodge']);
    // The same page a read of page 1 answers afterwards.
    expect(first).toEqual(await results(token));
    // Another sort for the first page, as the storefront asks for the sort on show.
    const sorted = await t.request({ method: 'POST', url: '/api/hotels/search?wait=2000&sort_by=price_desc', payload: { checkInDate: CHECK_IN, checkOutDate: CHECK_OUT, city: city.name, province: city.code } });
    const desc = sorted.json().results as SearchResultsResponse;
    expect(desc.sort_by).toBe('price_desc');
    expect(names(desc)).toEqual(['Mid Pricey', 'Derby Hotel', 'Far Budget', 'Near Cheap', 'Sold Out Lodge']);
    // Without a wait: the token alone, at once (spec section 4).
    const plain = await post({ city: city.name, province: city.code });
    expect(Object.keys(plain.json())).toEqual(['token']);
  });

  it('answers a search still waiting for its supplier with what it has when the wait is over, and the reads finish it', async () => {
    let release!: () => void;
    inv.state.gate = new Promise<void>((r) => (release = r));
    const res = await t.request({ method: 'POST', url: '/api/hotels/search?wait=100', payload: { checkInDate: CHECK_IN, checkOutDate: CHECK_OUT, city: city.name, province: city.code } });
    expect(res.statusCode, res.body).toBe(201);
    const { token, results: first } = res.json() as { token: string; results: SearchResultsResponse };
    expect(first.searching).toBe(true);
    expect(first.status).toBe('running');
    expect(first.data.find((h) => h.hotelName === 'Derby Hotel')!.rate.status).toBe('pending');
    release();
    expect((await complete(token)).data.find((h) => h.hotelName === 'Derby Hotel')!.rate.status).toBe('available');
  });

  it('refuses a wait that is not a number of milliseconds up to 5,000 or an unknown sort, and starts no search', async () => {
    const before = await t.db.selectFrom('lookups').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const query of ['wait=-1', 'wait=5001', 'wait=soon', 'wait=1.5', 'wait=100&sort_by=stars']) {
      const res = await t.request({ method: 'POST', url: `/api/hotels/search?${query}`, payload: { checkInDate: CHECK_IN, checkOutDate: CHECK_OUT, city: city.name, province: city.code } });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
    }
    const after = await t.db.selectFrom('lookups').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('geocodes a city and keeps hotels within the default 60 km, nearest first, with parking by default', async () => {
    const page = await search({ city: city.name, province: city.code });
    // Nearest first, the sold-out one after those with a room.
    expect(names(page)).toEqual(['Near Cheap', 'Derby Hotel', 'Mid Pricey', 'Far Budget', 'Sold Out Lodge']);
    expect(page.meta).toEqual({ total: 5, page: 1, limit: 20, last_page: 1 });
    const near = page.data[0]!;
    expect(near.distance_km).toBeGreaterThan(1.5);
    expect(near.distance_km).toBeLessThan(3);
    expect(near.rate).toEqual({ status: 'available', nightly: 89, currency: 'USD', nightly_usd: 89, changed: false });
    expect(near.brand).toMatchObject({ name: 'Brand A' });
    expect(near.interstate_hwy).toBe('I-44 Exit 8');
    expect(page.data.find((h) => h.hotelName === 'Sold Out Lodge')!.rate.status).toBe('sold_out');
    expect(page.data.find((h) => h.hotelName === 'Derby Hotel')!.rate).toEqual({ status: 'available', nightly: 130, currency: 'USD', nightly_usd: 130, changed: false });
  });

  it('reads free text as a place ("City, ST"), and text that names no place as a hotel name', async () => {
    expect(names(await search({ search: `${city.name}, ${city.code}` }))).toContain('Near Cheap');
    const byName = await search({ search: 'Faraway' });
    expect(names(byName)).toEqual(['Faraway Motel']);
    expect(byName.data[0]!.distance_km).toBeNull();
    expect(byName.place).toMatchObject({ kind: 'text' });
    expect((await search({ search: 'Nowhere-at-all' })).data).toEqual([]);
  });

  it('finds the hotels on a highway typed as text ("I-40", the search box\'s own example)', async () => {
    await t.db.updateTable('hotels').set({ interstate_hwy: 'I-70 Exit 2' }).where('id', '=', ids['Faraway Motel']!).execute();
    try {
      const onI70 = await search({ search: 'i-70' });
      expect(names(onI70)).toEqual(['Faraway Motel']);
      expect(onI70.place).toMatchObject({ kind: 'text', label: 'i-70' });
      expect(names(await search({ search: 'I-44' }))).toContain('Near Cheap');
      expect(names(await search({ search: 'I-44' }))).not.toContain('Faraway Motel');
    } finally {
      await t.db.updateTable('hotels').set({ interstate_hwy: 'I-44 Exit 8' }).where('id', '=', ids['Faraway Motel']!).execute();
    }
  });

  it('searches around coordinates ("near me", "search this area") and by postal code', async () => {
    const around = await search({ location: { latitude: city.lat + 3, longitude: city.lng } });
    expect(names(around)).toEqual(['Faraway Motel']);
    // Far from any city of the test geography: named by its coordinates.
    expect(around.place).toMatchObject({ kind: 'coordinates', label: `${(city.lat + 3).toFixed(4)}, ${city.lng.toFixed(4)}` });
    // Near a city: named after it ("near me" reads "Near Joplin, MO, United States", not numbers).
    const nearCity = await search({ location: { latitude: city.lat + 0.01, longitude: city.lng } });
    expect(nearCity.place).toMatchObject({ kind: 'coordinates', label: `${city.name}, ${city.code}, United States` });
    const byPostal = await search({ postal_code: '64801' });
    expect(byPostal.place).toMatchObject({ kind: 'postal_code' });
    expect(byPostal.data[0]!.hotelName).toBe('Near Cheap');
  });

  it('searches a whole province nearest its centre', async () => {
    const page = await search({ province: 'MO', country: 'US' });
    expect(page.place).toMatchObject({ kind: 'province' });
    expect(page.meta.total).toBe(6); // every MO hotel with parking, the faraway one included
  });

  it('filters by parking (off shows hotels without it), distance ranges, brand and price', async () => {
    expect(names(await search({ city: city.name, province: city.code, parkingAvailable: false }))).toContain('No Parking Inn');
    expect(names(await search({ city: city.name, province: city.code, filter: { distances: [{ from: 0, to: 10 }] } }))).toEqual(['Near Cheap', 'Derby Hotel', 'Sold Out Lodge']);
    expect(names(await search({ city: city.name, province: city.code, filter: { distances: [{ from: 25, to: 60 }] } }))).toEqual(['Far Budget']);
    expect(names(await search({ city: city.name, province: city.code, brands: [brandA] }))).toEqual(['Near Cheap']);
    // USD 79-120 on the stay's live lowest rate (DerbySoft's 130 is out, sold-out hotels have no price).
    expect(names(await search({ city: city.name, province: city.code, filter: { prices: [{ from: 79, to: 120 }] } }))).toEqual(['Near Cheap', 'Far Budget']);
    expect(names(await search({ city: city.name, province: city.code, filter: { prices: [{ from: 121, to: null }] } }))).toEqual(['Derby Hotel', 'Mid Pricey']);
  });

  it('sorts by price both ways (hotels without a price last), per request, and pages', async () => {
    const res = await post({ city: city.name, province: city.code });
    const token = res.json().token as string;
    await complete(token);
    expect(names(await results(token, '&sort_by=price_asc'))).toEqual(['Near Cheap', 'Far Budget', 'Derby Hotel', 'Mid Pricey', 'Sold Out Lodge']);
    expect(names(await results(token, '&sort_by=price_desc'))).toEqual(['Mid Pricey', 'Derby Hotel', 'Far Budget', 'Near Cheap', 'Sold Out Lodge']);
    const p2 = await results(token, '&limit=2&page=2');
    expect(names(p2)).toEqual(['Mid Pricey', 'Far Budget']);
    expect(p2.meta).toEqual({ total: 5, page: 2, limit: 2, last_page: 3 });
    const markers = (await t.request({ method: 'GET', url: `/api/hotels/search/markers?token=${token}&sort_by=price_asc` })).json() as SearchMarkersResponse;
    expect(markers.data.map((m) => [m.hotelName, m.position])).toEqual([
      ['Near Cheap', 0],
      ['Far Budget', 1],
      ['Derby Hotel', 2],
      ['Mid Pricey', 3],
      ['Sold Out Lodge', 4],
    ]);
  });

  it('puts sold-out hotels after the ones with a room, for every sort', async () => {
    const res = await post({ city: city.name, province: city.code });
    const token = res.json().token as string;
    const byDistance = await complete(token);
    // Sold Out Lodge is the second nearest, but a driver wants a room first.
    expect(names(byDistance)).toEqual(['Near Cheap', 'Derby Hotel', 'Mid Pricey', 'Far Budget', 'Sold Out Lodge']);
    for (const sort of ['distance', 'price_asc', 'price_desc']) {
      expect(names(await results(token, `&sort_by=${sort}`)).at(-1), sort).toBe('Sold Out Lodge');
      const markers = (await t.request({ method: 'GET', url: `/api/hotels/search/markers?token=${token}&sort_by=${sort}` })).json() as SearchMarkersResponse;
      expect(markers.data.at(-1)!.hotelName, sort).toBe('Sold Out Lodge');
    }
  });

  it('says a hotel whose rooms do not sleep the party is too small, not sold out, and puts it last', async () => {
    // Mid Pricey also sells a room type for four, closed on every night: sold out for three, not too small.
    const quad = await t.db.insertInto('rooms').values({ hotel_id: ids['Mid Pricey']!, room_id: 'QUAD', name: 'Two queen beds', beds: '2 Queen', max_occupancy: 4, description: null }).returning('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('room_inventory')
      .values(Array.from({ length: 20 }, (_, i) => ({ room_id: quad.id, date: day(5 + i), allotment: 3, price_minor: 12000, currency: 'USD', closed: true })))
      .execute();
    try {
      const three = await search({ city: city.name, province: city.code, criteria: { rooms: 1, adults: 3 } });
      const status = Object.fromEntries(three.data.map((h) => [h.hotelName, h.rate.status]));
      // Sold Out Lodge sells no nights at all: its room type's size (2, nobody entered one) says nothing, so sold out.
      expect(status).toMatchObject({ 'Near Cheap': 'too_small', 'Far Budget': 'too_small', 'Mid Pricey': 'sold_out', 'Sold Out Lodge': 'sold_out' });
      expect(names(three).slice(0, 1)).toEqual(['Derby Hotel']);
      expect(three.data.find((h) => h.hotelName === 'Near Cheap')!.rate).toMatchObject({ nightly: null, nightly_usd: null });
      // The same three adults in two rooms sleep two a room: the King rooms take them.
      const twoRooms = await search({ city: city.name, province: city.code, criteria: { rooms: 2, adults: 3 } });
      expect(twoRooms.data.find((h) => h.hotelName === 'Near Cheap')!.rate).toMatchObject({ status: 'available', nightly: 89 });
    } finally {
      await t.db.deleteFrom('room_inventory').where('room_id', '=', quad.id).execute();
      await t.db.deleteFrom('rooms').where('id', '=', quad.id).execute();
    }
  });

  it('refuses a party with fewer adults than rooms, in the caller\'s language', async () => {
    const res = await post({ city: city.name, province: city.code, criteria: { rooms: 3, adults: 2 } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors['criteria.adults']).toEqual(['Adults should be at least 3']);
    const french = await post({ city: city.name, province: city.code, criteria: { rooms: 3, adults: 2 } }, { 'accept-language': 'fr' });
    expect(french.json().errors['criteria.adults']).toEqual(['Le champ Nombre d\'adultes doit être au moins égal à 3']);
  });

  it('says when the hotels found are only the nearest it keeps (a cap, not a total)', async () => {
    expect((await search({ city: city.name, province: city.code })).capped).toBe(false);
    // 201 hotels around one point, more than a search keeps.
    await sql`insert into hotels (slug, hotel_name, latitude, longitude, commercial_parking_available, currency)
      select 'crowd-' || n, 'Crowd Inn ' || n, 10 + n * 0.0001, 10, true, 'USD' from generate_series(1, 201) as n`.execute(t.db);
    const crowded = await search({ location: { latitude: 10, longitude: 10 } });
    expect(crowded.meta.total).toBe(200);
    expect(crowded.capped).toBe(true);
  });

  it('says which hotels are DEMO data, in the search hit, the hotel page and the public list', async () => {
    await t.db.updateTable('hotels').set({ demo: true }).where('id', '=', ids['Mid Pricey']!).execute();
    try {
      const page = await search({ city: city.name, province: city.code });
      expect(page.data.find((h) => h.hotelName === 'Mid Pricey')!.demo).toBe(true);
      expect(page.data.find((h) => h.hotelName === 'Near Cheap')!.demo).toBe(false);
      const slug = page.data.find((h) => h.hotelName === 'Mid Pricey')!.slug;
      expect((await t.request({ method: 'GET', url: `/api/hotel/${slug}` })).json().demo).toBe(true);
      const list = (await t.request({ method: 'GET', url: '/api/hotels?search=Mid%20Pricey' })).json() as { data: { demo: boolean }[] };
      expect(list.data.map((h) => h.demo)).toEqual([true]);
    } finally {
      await t.db.updateTable('hotels').set({ demo: false }).where('id', '=', ids['Mid Pricey']!).execute();
    }
  });

  it('shows local rates while supplier rates are pending, then completes', async () => {
    let release!: () => void;
    inv.state.gate = new Promise<void>((r) => (release = r));
    const res = await post({ city: city.name, province: city.code });
    const token = res.json().token as string;
    let page = await results(token, '&wait=0');
    for (let i = 0; i < 50 && page.data.length === 0; i++) page = await results(token, '&wait=50');
    expect(page.searching).toBe(true);
    expect(page.status).toBe('running');
    expect(page.data.find((h) => h.hotelName === 'Derby Hotel')!.rate.status).toBe('pending');
    expect(page.data.find((h) => h.hotelName === 'Near Cheap')!.rate.status).toBe('available');
    release();
    const done = await complete(token);
    expect(done.data.find((h) => h.hotelName === 'Derby Hotel')!.rate.status).toBe('available');
  });

  it('degrades only the supplier hotels when the supplier fails or is too slow', async () => {
    inv.state.fail = new SupplierError('derbysoft', 'unavailable', 'derbysoft: 503');
    let page = await search({ city: city.name, province: city.code });
    expect(page.status).toBe('complete');
    expect(page.data.find((h) => h.hotelName === 'Derby Hotel')!.rate).toMatchObject({ status: 'unavailable', nightly: null });
    expect(page.data.find((h) => h.hotelName === 'Near Cheap')!.rate.status).toBe('available');

    inv.state.fail = null;
    inv.state.delayMs = 1500; // over the 400 ms budget
    page = await search({ city: city.name, province: city.code });
    expect(page.data.find((h) => h.hotelName === 'Derby Hotel')!.rate.status).toBe('unavailable');
    expect(page.meta.total).toBe(5);
  });

  it('refuses a bad token (400), an unknown one (404) and an expired one (410)', async () => {
    expect((await t.request({ method: 'GET', url: '/api/hotels/search/results?token=bad' })).statusCode).toBe(400);
    const unknown = await t.request({ method: 'GET', url: `/api/hotels/search/results?token=${'x'.repeat(32)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBeTruthy();
    const res = await post({ city: city.name, province: city.code });
    const token = res.json().token as string;
    await complete(token);
    // Read by another process, which holds no copy of the settled search, and by this one, which does: both see it
    // expire with the clock.
    const other = await anotherProcess();
    try {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + t.config.SEARCH_TTL_MINUTES * 60_000 + 1000 });
      for (const app of [t.app, other]) {
        const expired = await app.inject({ method: 'GET', url: `/api/hotels/search/results?token=${token}` });
        expect(expired.statusCode).toBe(410);
      }
    } finally {
      vi.useRealTimers();
      await other.close();
    }
    await t.db.updateTable('lookups').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('token', '=', token).execute();
    // The next search sweeps expired ones away, results and all.
    await post({ city: city.name }); // answered; its sweep has run when the test's request returns
    expect(await t.db.selectFrom('lookups').select('token').where('token', '=', token).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('search_results').select('token').where('token', '=', token).executeTakeFirst()).toBeUndefined();
  });

  it('refuses bad payloads with field messages and stores nothing', async () => {
    const before = await t.db.selectFrom('lookups').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, string][] = [
      [{ checkInDate: '2026-02-30' }, 'checkInDate'],
      [{ checkOutDate: CHECK_IN }, 'checkOutDate'],
      [{ checkInDate: day(-5), checkOutDate: day(-3) }, 'checkInDate'],
      [{ checkOutDate: day(60) }, 'checkOutDate'],
      [{ sortBy: 'cheapest' }, 'sortBy'],
      [{ location: { latitude: 95, longitude: 0 } }, 'latitude'],
      [{ filter: { distances: [{ from: 30, to: 10 }] } }, 'to'],
      [{ filter: { prices: [{ from: 200, to: 121 }] } }, 'to'],
      [{ brands: ['x'] }, 'brands'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const fields = Object.keys(res.json().errors ?? {}).map((k) => k.split('.').filter((p) => !/^\d+$/.test(p)).pop());
      expect(fields, JSON.stringify(body)).toContain(field);
    }
    const missing = await t.request({ method: 'POST', url: '/api/hotels/search', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.checkInDate).toEqual(['Check-in date is required']);
    const after = await t.db.selectFrom('lookups').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('is taken over by another process when its worker died (lease lapsed)', async () => {
    const res = await post({ city: city.name, province: city.code });
    const token = res.json().token as string;
    await complete(token);
    // As if the process that took the search died mid-way: running, no results, lease lapsed. Another process reads it.
    await t.db.deleteFrom('search_results').where('token', '=', token).execute();
    await t.db.updateTable('lookups').set({ status: 'running', locked_by: 'dead-process', locked_until: new Date(Date.now() - 1000).toISOString() }).where('token', '=', token).execute();
    const other = await anotherProcess();
    try {
      let page = await resultsOn(other, token, '&wait=200');
      for (let i = 0; i < 100 && page.searching; i++) page = await resultsOn(other, token, '&wait=200');
      expect(page.status).toBe('complete');
      expect(page.meta.total).toBe(5);
      const row = await t.db.selectFrom('lookups').select(['attempts', 'locked_by']).where('token', '=', token).executeTakeFirstOrThrow();
      expect(row.attempts).toBe(2);
      expect(row.locked_by).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('is read by a second server process on the same database, which takes over when the first one stalls', async () => {
    // Another app on the same database: its own lookup runner, as a second process would have.
    const second = await anotherProcess();
    try {
      let release!: () => void;
      inv.state.gate = new Promise<void>((r) => (release = r));
      const callsBefore = inv.state.calls;
      const token = (await post({ city: city.name, province: city.code })).json().token as string;
      const read = async () => (await second.inject({ method: 'GET', url: `/api/hotels/search/results?token=${token}&wait=0` })).json() as SearchResultsResponse;
      // Wait until the first process is really inside its supplier call (held at the gate).
      for (let i = 0; i < 200 && inv.state.calls === callsBefore; i++) await new Promise((r) => setTimeout(r, 10));
      let page = await read();
      for (let i = 0; i < 50 && page.data.length === 0; i++) page = await read();
      expect(page.searching).toBe(true); // the first process is still waiting for supplier rates
      expect(page.data.find((h) => h.hotelName === 'Derby Hotel')!.rate.status).toBe('pending');
      // The first process stalls past its lease: the second takes the search over and finishes it.
      inv.state.gate = null;
      await t.db.updateTable('lookups').set({ locked_until: new Date(Date.now() - 1000).toISOString() }).where('token', '=', token).execute();
      for (let i = 0; i < 100 && page.searching; i++) page = (await second.inject({ method: 'GET', url: `/api/hotels/search/results?token=${token}&wait=200` })).json() as SearchResultsResponse;
      expect(page.status).toBe('complete');
      expect(page.data.find((h) => h.hotelName === 'Derby Hotel')!.rate.status).toBe('available');
      // The stalled first worker's late finish changes nothing: the search is the second one's now.
      release();
      await t.app.background.settled();
      const row = await t.db.selectFrom('lookups').select(['status', 'attempts']).where('token', '=', token).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'complete', attempts: 2 });
      expect((await read()).meta.total).toBe(5);
    } finally {
      await second.close();
    }
  });

  it('gives up on a search whose workers kept dying, instead of taking it over forever', async () => {
    const token = (await post({ city: city.name, province: city.code })).json().token as string;
    await complete(token);
    await t.db.updateTable('lookups').set({ status: 'running', attempts: 3, locked_by: 'dead-process', locked_until: new Date(Date.now() - 1000).toISOString() }).where('token', '=', token).execute();
    const other = await anotherProcess();
    const page = await resultsOn(other, token, '&wait=0').finally(() => other.close());
    expect(page.status).toBe('failed');
    expect(page.searching).toBe(false);
    expect((await t.db.selectFrom('lookups').select('status').where('token', '=', token).executeTakeFirstOrThrow()).status).toBe('failed');
  });

  it('suggests places while typing', async () => {
    const res = await t.request({ method: 'GET', url: `/api/places/suggest?q=${encodeURIComponent(city.name.slice(0, 3))}` });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { kind: string; city: string | null }[];
    expect(data.some((s) => s.kind === 'city' && s.city === city.name)).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/places/suggest?q=Miss' })).json().data.some((s: { kind: string }) => s.kind === 'province')).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/places/suggest?q=648' })).json().data.some((s: { kind: string }) => s.kind === 'postal_code')).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/places/suggest?q=' })).statusCode).toBe(400);
  });

  describe('room live check (POST /hotels/{id}/check, GET /bookings/live-check/results)', () => {
    const check = async (hotelId: number, body: Record<string, unknown> = {}) => {
      const res = await t.request({ method: 'POST', url: `/api/hotels/${hotelId}/check`, payload: { checkin_date: CHECK_IN, checkout_date: CHECK_OUT, ...body } });
      expect(res.statusCode, res.body).toBe(201);
      const token = res.json().token as string;
      for (let i = 0; i < 100; i++) {
        const r = await t.request({ method: 'GET', url: `/api/bookings/live-check/results?token=${token}&wait=200` });
        expect(r.statusCode, r.body).toBe(200);
        const body = r.json() as LiveCheckResponse;
        if (!body.searching) return body;
      }
      throw new Error('live check never completed');
    };

    it('prices local rooms night by night with what is left', async () => {
      const res = await check(ids['Near Cheap']!);
      expect(res).toMatchObject({ status: 'complete', nights: 2, rates_unavailable: false, checkin_date: CHECK_IN });
      expect(res.rooms).toHaveLength(1);
      expect(res.rooms[0]).toMatchObject({ name: 'King room', available: true, rooms_left: 3, currency: 'USD', total: 178, total_usd: 178, cancel_policy: { refundable: true } });
      expect(res.rooms[0]!.nightly).toEqual([
        { date: CHECK_IN, amount: 89 },
        { date: day(11), amount: 89 },
      ]);
      const full = await check(ids['Sold Out Lodge']!);
      expect(full.rooms[0]).toMatchObject({ available: false, total: null });
      const tooMany = await check(ids['Near Cheap']!, { rooms: 4, adults: 4 });
      expect(tooMany.rooms[0]).toMatchObject({ available: false, rooms_left: 3 });
    });

    it('prices DerbySoft rooms live, and says rates unavailable when the supplier fails', async () => {
      const ok = await check(ids['Derby Hotel']!);
      expect(ok.rooms[0]).toMatchObject({ available: true, total: 260, rate_id: 'BAR', cancel_policy: { refundable: true, free_until: `${CHECK_IN}T12:00` } });
      inv.state.fail = new SupplierError('derbysoft', 'timeout', 'derbysoft: timeout');
      const failed = await check(ids['Derby Hotel']!);
      expect(failed.rates_unavailable).toBe(true);
      expect(failed.rooms[0]).toMatchObject({ available: false });
    });

    it('refuses an unknown hotel (404), bad dates (400) and a bad or unknown token', async () => {
      expect((await t.request({ method: 'POST', url: '/api/hotels/999999/check', payload: { checkin_date: CHECK_IN, checkout_date: CHECK_OUT } })).statusCode).toBe(404);
      const bad = await t.request({ method: 'POST', url: `/api/hotels/${ids['Near Cheap']}/check`, payload: { checkin_date: CHECK_OUT, checkout_date: CHECK_IN } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.checkout_date).toEqual(['Check-out date must be after Check-in date']);
      // The rule's text is the one the storefront shows (common:validation), in the caller's language.
      const german = await t.request({ method: 'POST', url: `/api/hotels/${ids['Near Cheap']}/check`, payload: { checkin_date: CHECK_IN, checkout_date: day(60) }, headers: { 'accept-language': 'de' } });
      expect(german.json().errors).toEqual({ checkout_date: ['Abreisedatum darf höchstens 30 Nächte später sein'] });
      expect((await t.request({ method: 'GET', url: '/api/bookings/live-check/results?token=nope' })).statusCode).toBe(400);
      expect((await t.request({ method: 'GET', url: `/api/bookings/live-check/results?token=${'y'.repeat(32)}` })).statusCode).toBe(404);
      const started = await t.request({ method: 'POST', url: `/api/hotels/${ids['Near Cheap']}/check`, payload: { checkin_date: CHECK_IN, checkout_date: CHECK_OUT } });
      const token = started.json().token as string;
      await t.db.updateTable('lookups').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('token', '=', token).execute();
      const expired = await t.request({ method: 'GET', url: `/api/bookings/live-check/results?token=${token}` });
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toBe('This availability check has expired. Please check again.');
    });
  });

  describe('currency rates (settings)', () => {
    it('are public to read and changed by staff with change_setting only', async () => {
      const read = await t.request({ method: 'GET', url: '/api/settings/currency-rates' });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ base: 'USD', rates: { USD: 1, EUR: expect.any(Number), JPY: expect.any(Number), CAD: expect.any(Number) } });
      const driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
      expect((await t.request({ method: 'PUT', url: '/api/admin/settings/currency-rates', payload: { rates: { EUR: 0.9 } }, token: driver.auth })).statusCode).toBe(403);
      expect((await t.request({ method: 'PUT', url: '/api/admin/settings/currency-rates', payload: { rates: { EUR: -1 } }, token: staff.auth })).statusCode).toBe(400);
      const saved = await t.request({ method: 'PUT', url: '/api/admin/settings/currency-rates', payload: { rates: { CAD: 2 } }, token: staff.auth });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().rates.CAD).toBe(2);
      // A CAD hotel's price is filtered and sorted in US dollars at the new rate.
      await addHotel(t.db, { name: 'Loonie Lodge', lat: city.lat + 0.01, lng: city.lng, price: 20000, currency: 'CAD' });
      const page = await search({ city: city.name, province: city.code });
      expect(page.data.find((h) => h.hotelName === 'Loonie Lodge')!.rate).toEqual({ status: 'available', nightly: 200, currency: 'CAD', nightly_usd: 100, changed: false });
    });
  });
});
