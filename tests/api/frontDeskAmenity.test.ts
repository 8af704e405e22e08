import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hotel } from '@/api/schemas/hotels';
import type { SearchResultsResponse } from '@/api/schemas/hotelSearch';
import { seedBrandsAndAmenities, seedCatalog } from '@server/db/seed/catalog';
import { addTestHotel, day } from './hotelFixtures';
import { setupTestApp, type SignedIn, type TestContext } from './harness';

/**
 * Issue 15: the amenity "24-hour front desk" and the front-desk facts cannot disagree. The facts decide; the amenity
 * follows them on the hotel page and in the search's amenity filter, whoever wrote the hotel.
 */
describe('the 24-hour desk: the front-desk facts decide the amenity', () => {
  let t: TestContext;
  let admin: SignedIn;
  let deskAmenity: number;
  let wifi: number;
  const here = { lat: 37.08, lng: -94.5 };

  beforeAll(async () => {
    t = await setupTestApp({}, { runWorker: false });
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    await seedBrandsAndAmenities(t.db);
    const amenities = await t.db.selectFrom('amenities').select(['id', 'key', 'name']).execute();
    deskAmenity = amenities.find((a) => a.key === 'front_desk_24h')!.id;
    wifi = amenities.find((a) => a.name === 'Free Wi-Fi')!.id;
  });
  afterAll(async () => t?.close());

  const page = async (id: number) => {
    const res = await t.request({ method: 'GET', url: `/api/hotel/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Hotel;
  };
  const listsDesk = async (id: number) => (await page(id)).amenities.some((a) => a.id === deskAmenity);
  const patch = async (id: number, payload: Record<string, unknown>) => {
    const res = await t.request({ method: 'PATCH', url: `/api/admin/hotels/${id}`, token: admin.auth, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Hotel;
  };
  async function filtered(amenities: number[]) {
    const res = await t.request({ method: 'POST', url: '/api/hotels/search', payload: { checkInDate: day(10), checkOutDate: day(12), location: { latitude: here.lat, longitude: here.lng }, amenities } });
    expect(res.statusCode, res.body).toBe(201);
    const token = res.json().token as string;
    for (let i = 0; i < 100; i++) {
      const read = (await t.request({ method: 'GET', url: `/api/hotels/search/results?token=${token}&wait=200` })).json() as SearchResultsResponse;
      if (!read.searching) return read.data.map((h) => h.hotelName).sort();
    }
    throw new Error('search never completed');
  }

  it('a hotel written by anyone (a supplier sync, a script) lists the amenity while its desk is open around the clock', async () => {
    const { id } = await addTestHotel(t.db, { name: 'Open All Night Inn', lat: here.lat + 0.01, lng: here.lng });
    expect(await listsDesk(id)).toBe(true);
    await t.db.updateTable('hotels').set({ front_desk_24h: false, front_desk_opens: '06:00', front_desk_closes: '22:00' }).where('id', '=', id).execute();
    expect(await listsDesk(id)).toBe(false);
  });

  it('editing the desk hours is reflected by the amenity on the hotel page and in the amenity filter', async () => {
    const { id } = await addTestHotel(t.db, { name: 'Desk Hours Motel', lat: here.lat + 0.02, lng: here.lng });
    await addTestHotel(t.db, { name: 'Other Lodge', lat: here.lat + 0.03, lng: here.lng });
    expect(await filtered([deskAmenity])).toContain('Desk Hours Motel');

    const hours = await patch(id, { frontDesk: { open_24h: false, opens: '07:00', closes: '22:00' } });
    expect(hours.frontDesk).toEqual({ open_24h: false, opens: '07:00', closes: '22:00' });
    expect(hours.amenities.map((a) => a.id)).not.toContain(deskAmenity);
    expect(await listsDesk(id)).toBe(false);
    expect(await filtered([deskAmenity])).not.toContain('Desk Hours Motel');

    const allNight = await patch(id, { frontDesk: { open_24h: true } });
    expect(allNight.frontDesk.open_24h).toBe(true);
    expect(await listsDesk(id)).toBe(true);
    expect(await filtered([deskAmenity])).toContain('Desk Hours Motel');
  });

  it('ticking or unticking the amenity on its own changes nothing: the facts decide, the other amenities are kept as sent', async () => {
    const { id } = await addTestHotel(t.db, { name: 'Stubborn Desk Inn', lat: here.lat + 0.04, lng: here.lng });
    // Open around the clock: a list without the amenity keeps it.
    const dropped = await patch(id, { amenity_ids: [wifi] });
    expect(dropped.amenities.map((a) => a.id).sort()).toEqual([wifi, deskAmenity].sort());
    expect(dropped.frontDesk.open_24h).toBe(true);
    // Keeping hours: a list naming the amenity does not get it, and the hours stay.
    await patch(id, { frontDesk: { open_24h: false, opens: '06:00', closes: '23:00' } });
    const named = await patch(id, { amenity_ids: [wifi, deskAmenity] });
    expect(named.amenities.map((a) => a.id)).toEqual([wifi]);
    expect(named.frontDesk).toEqual({ open_24h: false, opens: '06:00', closes: '23:00' });
    expect(await filtered([deskAmenity])).not.toContain('Stubborn Desk Inn');
    expect(await filtered([wifi])).toEqual(['Stubborn Desk Inn']);
    // Both in one save (as the admin form sends them): the facts win.
    const both = await patch(id, { amenity_ids: [], frontDesk: { open_24h: true } });
    expect(both.amenities.map((a) => a.id)).toEqual([deskAmenity]);
  });

  it('the DEMO catalogue agrees: every hotel open around the clock lists the amenity, and none with desk hours does', async () => {
    await seedCatalog(t.db, { hotels: 60, days: 1 });
    const rows = await t.db
      .selectFrom('hotels')
      .select(['hotels.id', 'hotels.front_desk_24h', (eb) => eb.exists(eb.selectFrom('hotel_amenities').select('hotel_id').whereRef('hotel_amenities.hotel_id', '=', 'hotels.id').where('amenity_id', '=', deskAmenity)).as('listed')])
      .where('demo', '=', true)
      .execute();
    expect(rows.length).toBe(60);
    expect(rows.filter((r) => r.front_desk_24h !== r.listed)).toEqual([]);
    // Both kinds are there, so the check above means something.
    expect(new Set(rows.map((r) => r.front_desk_24h))).toEqual(new Set([true, false]));
  });
});
