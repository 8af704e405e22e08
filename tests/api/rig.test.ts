import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hazmatOf, rigFit } from '@/api/rigFit';
import type { SearchResultsResponse } from '@/api/schemas/hotelSearch';
import type { User } from '@/api/schemas/users';
import { addTestHotel, day } from './hotelFixtures';
import { setupTestApp, type SignedIn, type TestContext } from './harness';

describe('my rig: the profile keeps it, the search filters by it', () => {
  let t: TestContext;
  let driver: SignedIn;
  const here = { lat: 37.08, lng: -94.5 };
  const lots = [
    { name: 'Long Lot', fit: 'full_rig', max: 80 },
    { name: 'Short Lot', fit: 'full_rig', max: 65 },
    { name: 'Any Length Lot', fit: 'full_rig', max: null },
    { name: 'Bobtail Lot', fit: 'bobtail_only', max: null },
    { name: 'Unknown Lot', fit: 'unknown', max: null },
    { name: 'No Lot', fit: 'full_rig', max: null, parking: false },
  ] as const;

  beforeAll(async () => {
    t = await setupTestApp({}, { runWorker: false });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
    for (const [i, l] of lots.entries()) {
      const { id } = await addTestHotel(t.db, { name: l.name, lat: here.lat + 0.01 * (i + 1), lng: here.lng, parking: 'parking' in l ? l.parking : true });
      await t.db.updateTable('hotels').set({ parking_fit: l.fit, parking_max_length_ft: l.max }).where('id', '=', id).execute();
    }
  });
  afterAll(async () => t?.close());

  const putRig = (rig: unknown, auth = driver.auth) => t.request({ method: 'PUT', url: '/api/user/rig', payload: { rig }, token: auth });

  it('saves a rig typed in metres, answers it with its length in feet, and forgets it', async () => {
    const res = await putRig({ kind: 'full_rig', length: 21.3, length_unit: 'm', hazmat: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as User).rig).toEqual({ kind: 'full_rig', length: 21.3, length_unit: 'm', length_ft: 69.9, hazmat: true });
    const me = await t.request({ method: 'GET', url: '/api/user', token: driver.auth });
    expect((me.json() as User).rig?.length_ft).toBe(69.9);
    const bobtail = await putRig({ kind: 'bobtail', length: 30 });
    expect((bobtail.json() as User).rig).toEqual({ kind: 'bobtail', length: null, length_unit: 'ft', length_ft: null, hazmat: false });
    const cleared = await putRig(null);
    expect((cleared.json() as User).rig).toBeNull();
  });

  it('refuses a full rig without a length, a length out of range (told in the unit typed) and unknown kinds', async () => {
    const missing = await putRig({ kind: 'full_rig', length_unit: 'ft' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toMatch(/length/i);
    const short = await putRig({ kind: 'full_rig', length: 5, length_unit: 'm' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('6.1');
    const long = await putRig({ kind: 'full_rig', length: 200, length_unit: 'ft' });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('120');
    expect((await putRig({ kind: 'road_train', length: 60 })).statusCode).toBe(400);
    expect((await putRig({ kind: 'full_rig', length: 'long' })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/user', token: driver.auth })).json().rig).toBeNull();
  });

  it('keeps the chosen distance unit, and refuses any other', async () => {
    const res = await t.request({ method: 'PUT', url: '/api/user/units', payload: { distance_unit: 'mi' }, token: driver.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as User).distance_unit).toBe('mi');
    expect((await t.request({ method: 'PUT', url: '/api/user/units', payload: { distance_unit: 'league' }, token: driver.auth })).statusCode).toBe(400);
    const back = await t.request({ method: 'PUT', url: '/api/user/units', payload: { distance_unit: null }, token: driver.auth });
    expect((back.json() as User).distance_unit).toBeNull();
  });

  it('is the signed-in driver\'s own: anonymous callers get 401', async () => {
    expect((await t.request({ method: 'PUT', url: '/api/user/rig', payload: { rig: null } })).statusCode).toBe(401);
    expect((await t.request({ method: 'PUT', url: '/api/user/units', payload: { distance_unit: 'km' } })).statusCode).toBe(401);
  });

  async function search(body: Record<string, unknown>) {
    const res = await t.request({ method: 'POST', url: '/api/hotels/search', payload: { checkInDate: day(10), checkOutDate: day(12), location: { latitude: here.lat, longitude: here.lng }, parkingAvailable: false, ...body } });
    expect(res.statusCode, res.body).toBe(201);
    const token = res.json().token as string;
    for (let i = 0; i < 100; i++) {
      const page = (await t.request({ method: 'GET', url: `/api/hotels/search/results?token=${token}&wait=200` })).json() as SearchResultsResponse;
      if (!page.searching) return page;
    }
    throw new Error('search never completed');
  }
  const names = (p: SearchResultsResponse) => p.data.map((h) => h.hotelName).sort();

  it('"fits my rig" keeps exactly the hotels the fit rule says fit', async () => {
    const all = await search({});
    expect(all.data).toHaveLength(lots.length);
    for (const need of [{ kind: 'full_rig', length_ft: 70 }, { kind: 'full_rig', length_ft: 60 }, { kind: 'full_rig', length_ft: null }, { kind: 'bobtail' }] as const) {
      const fitting = await search({ fitsRig: need });
      const expected = all.data.filter((h) => rigFit(h, need) === 'fits').map((h) => h.hotelName).sort();
      expect(names(fitting), JSON.stringify(need)).toEqual(expected);
    }
    expect(names(await search({ fitsRig: { kind: 'full_rig', length_ft: 70 } }))).toEqual(['Any Length Lot', 'Long Lot']);
    expect(names(await search({ fitsRig: { kind: 'bobtail' } }))).toEqual(['Any Length Lot', 'Bobtail Lot', 'Long Lot', 'Short Lot']);
  });

  it('"fits my rig" with a hazmat rig leaves out the lots that refuse hazmat, and keeps those that have not said', async () => {
    const hazmat = { 'Long Lot': true, 'Short Lot': false, 'Any Length Lot': null, 'Bobtail Lot': false, 'Unknown Lot': true, 'No Lot': false } as const;
    for (const [name, value] of Object.entries(hazmat)) await t.db.updateTable('hotels').set({ parking_hazmat: value }).where('hotel_name', '=', name).execute();
    try {
      const all = await search({});
      expect(all.data).toHaveLength(lots.length);
      // Every lot answers what it says, the unknown one as null (the cards mark it unknown).
      for (const h of all.data) expect(h.parking.hazmat, h.hotelName).toBe(hazmat[h.hotelName as keyof typeof hazmat]);
      expect(hazmatOf(all.data.find((h) => h.hotelName === 'Any Length Lot')!.parking)).toBe('unknown');
      for (const need of [{ kind: 'full_rig', length_ft: 60, hazmat: true }, { kind: 'full_rig', length_ft: 60, hazmat: false }, { kind: 'bobtail', hazmat: true }, { kind: 'full_rig', length_ft: null, hazmat: true }] as const) {
        const expected = all.data.filter((h) => rigFit(h, need) === 'fits').map((h) => h.hotelName).sort();
        expect(names(await search({ fitsRig: need })), JSON.stringify(need)).toEqual(expected);
      }
      // Not hazmat: the lot's word on hazmat changes nothing; hazmat: the refusing Short Lot (and Bobtail Lot) go.
      expect(names(await search({ fitsRig: { kind: 'full_rig', length_ft: 60 } }))).toEqual(['Any Length Lot', 'Long Lot', 'Short Lot']);
      expect(names(await search({ fitsRig: { kind: 'full_rig', length_ft: 60, hazmat: true } }))).toEqual(['Any Length Lot', 'Long Lot']);
      expect(names(await search({ fitsRig: { kind: 'bobtail', hazmat: true } }))).toEqual(['Any Length Lot', 'Long Lot']);
      expect(rigFit(all.data.find((h) => h.hotelName === 'Short Lot')!, { kind: 'full_rig', length_ft: 60, hazmat: true })).toBe('no_hazmat');
      // The filter off: hazmat or not, every lot is there.
      expect(names(await search({ fitsRig: null }))).toHaveLength(lots.length);
    } finally {
      await t.db.updateTable('hotels').set({ parking_hazmat: null }).execute();
    }
  });

  it('refuses a hazmat flag the filter cannot read', async () => {
    const res = await t.request({ method: 'POST', url: '/api/hotels/search', payload: { checkInDate: day(10), checkOutDate: day(12), fitsRig: { kind: 'bobtail', hazmat: 'maybe' } } });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a rig the filter cannot read', async () => {
    for (const fitsRig of [{ kind: 'full_rig', length_ft: 500 }, { kind: 'van' }, { length_ft: 60 }]) {
      const res = await t.request({ method: 'POST', url: '/api/hotels/search', payload: { checkInDate: day(10), checkOutDate: day(12), fitsRig } });
      expect(res.statusCode, JSON.stringify(fitsRig)).toBe(400);
    }
  });

  it('stamps when the parking facts changed, and leaves the stamp alone on other edits', async () => {
    const h = await t.db.selectFrom('hotels').select(['id', 'parking_checked_at']).where('hotel_name', '=', 'Long Lot').executeTakeFirstOrThrow();
    await t.db.updateTable('hotels').set({ parking_checked_at: '2020-01-01T00:00:00Z' }).where('id', '=', h.id).execute();
    await t.db.updateTable('hotels').set({ phone: '555-0100' }).where('id', '=', h.id).execute();
    const untouched = await t.db.selectFrom('hotels').select('parking_checked_at').where('id', '=', h.id).executeTakeFirstOrThrow();
    expect(new Date(untouched.parking_checked_at!).getUTCFullYear()).toBe(2020);
    await t.db.updateTable('hotels').set({ parking_spaces: 12 }).where('id', '=', h.id).execute();
    const stamped = await t.db.selectFrom('hotels').select('parking_checked_at').where('id', '=', h.id).executeTakeFirstOrThrow();
    expect(Date.now() - new Date(stamped.parking_checked_at!).getTime()).toBeLessThan(60_000);
    // Whether the lot takes hazmat is a parking fact too.
    await t.db.updateTable('hotels').set({ parking_checked_at: '2020-01-01T00:00:00Z' }).where('id', '=', h.id).execute();
    await t.db.updateTable('hotels').set({ parking_hazmat: false }).where('id', '=', h.id).execute();
    const hazmat = await t.db.selectFrom('hotels').select('parking_checked_at').where('id', '=', h.id).executeTakeFirstOrThrow();
    expect(new Date(hazmat.parking_checked_at!).getUTCFullYear()).toBeGreaterThan(2020);
  });
});
