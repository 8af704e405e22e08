import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@/api/schemas/bookings';
import type { LiveCheckResponse, SearchMarkersResponse, SearchResultsResponse } from '@/api/schemas/hotelSearch';
import type { SupplierRoomMap } from '@/api/schemas/roomMaps';
import { seedBrandsAndAmenities } from '@server/db/seed/catalog';
import { createSuppliers, startSupplierSimulators, type SupplierSimulators } from '@server/suppliers';
import { day } from './hotelFixtures';
import { setupTestApp, type SignedIn, type TestContext } from './harness';

/**
 * A DerbySoft hotel synced from both simulators (ICE Portal's content: rooms with ICE ids such as 14005941 and a room
 * code; DerbySoft's rates: offers by room code, K1…): the search's price is one the hotel page can sell, and booking it
 * works. Before supplier_room_maps every room showed sold out, as nothing matched an ICE id.
 */
describe('DerbySoft room types mapped to our rooms (synced from both simulators)', () => {
  let sims: SupplierSimulators;
  let t: TestContext;
  let admin: SignedIn;
  let driver: SignedIn;
  let holdNext: { reached: () => void; release: Promise<void> } | null = null;

  beforeAll(async () => {
    sims = await startSupplierSimulators({ latency: 'none', seed: 'sync-tests', size: 20 });
    const suppliers = createSuppliers(sims.config({ retries: 1, baseDelayMs: 1, maxDelayMs: 5, timeoutMs: 5_000 }));
    // A test can hold the next availability call (a search's) until it lets it go.
    const getAvailability = suppliers.inventory.getAvailability.bind(suppliers.inventory);
    suppliers.inventory.getAvailability = async (q, opts) => {
      const held = holdNext;
      holdNext = null;
      if (held) {
        held.reached();
        await held.release;
      }
      return getAvailability(q, opts);
    };
    t = await setupTestApp({ SEARCH_SUPPLIER_BUDGET_MS: '5000', LIVE_CHECK_BUDGET_MS: '5000' }, { suppliers, jobPollMs: 20 });
    await seedBrandsAndAmenities(t.db);
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin', is_superuser: true });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
    for (const which of ['ice-portal', 'derbysoft']) {
      const started = await t.request({ method: 'GET', url: `/api/hotels/sync-${which}`, token: admin.auth });
      expect(started.statusCode, started.body).toBe(202);
      const id = (started.json() as { id: number }).id;
      for (let i = 0; ; i++) {
        const job = (await t.request({ method: 'GET', url: `/api/admin/jobs/${id}`, token: admin.auth })).json() as { status: string };
        if (job.status === 'succeeded') break;
        if (job.status === 'failed' || i > 600) throw new Error(`${which} sync: ${JSON.stringify(job)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await sims?.close();
  });

  const checkIn = day(6);
  const checkOut = day(8);

  async function liveCheck(hotelId: number, stay = { checkIn, checkOut }) {
    const started = await t.request({ method: 'POST', url: `/api/hotels/${hotelId}/check`, payload: { checkin_date: stay.checkIn, checkout_date: stay.checkOut } });
    expect(started.statusCode, started.body).toBe(201);
    for (let i = 0; i < 100; i++) {
      const r = (await t.request({ method: 'GET', url: `/api/bookings/live-check/results?token=${started.json().token}&wait=200` })).json() as LiveCheckResponse;
      if (!r.searching) return r;
    }
    throw new Error('live check never completed');
  }

  it('a hotel the search prices has a bookable room on its page, and the driver books it', async () => {
    const derby = await t.db.selectFrom('hotels').select(['id', 'hotel_name', 'latitude', 'longitude', 'ice_listing_id']).where('available_on_derby', '=', true).where('ice_listing_id', 'is not', null).orderBy('id').execute();
    expect(derby.length).toBeGreaterThan(0);
    // Our rooms came from ICE Portal: ICE ids, never DerbySoft's codes.
    const rooms = await t.db.selectFrom('rooms').select(['room_id', 'supplier_code']).where('hotel_id', '=', derby[0]!.id).execute();
    expect(rooms.every((r) => /^\d+$/.test(r.room_id) && r.supplier_code !== null)).toBe(true);

    let booked = false;
    for (const h of derby) {
      const search = await t.request({ method: 'POST', url: '/api/hotels/search', payload: { location: { latitude: h.latitude, longitude: h.longitude }, checkInDate: checkIn, checkOutDate: checkOut, parkingAvailable: false, filter: { distances: [{ from: 0, to: 1 }] } } });
      let page: SearchResultsResponse | null = null;
      for (let i = 0; i < 100 && (!page || page.searching); i++) page = (await t.request({ method: 'GET', url: `/api/hotels/search/results?token=${search.json().token}&wait=200` })).json() as SearchResultsResponse;
      const hit = page!.data.find((d) => d.id === h.id)!;
      expect(hit, h.hotel_name).toBeTruthy();
      const check = await liveCheck(h.id);
      const bookable = check.rooms.filter((r) => r.available);
      // The results and the page agree: a price in the results is a room on the page, at that nightly price.
      if (hit.rate.status === 'available') expect(bookable.length, `${h.hotel_name}: priced in the results, sold out on its page`).toBeGreaterThan(0);
      else expect(bookable).toEqual([]);
      // The results were the supplier's cached prices; read again after the live check, they are the live ones.
      const again = ((await t.request({ method: 'GET', url: `/api/hotels/search/results?token=${search.json().token}` })).json() as SearchResultsResponse).data.find((d) => d.id === h.id)!;
      if (bookable.length) {
        expect(again.rate.status).toBe('available');
        expect(again.rate.nightly).toBeCloseTo(Math.min(...bookable.map((r) => r.total! / check.nights)), 1);
      } else {
        expect(again.rate.status).toBe('sold_out');
      }
      if (booked || !bookable.length) continue;
      const room = bookable[0]!;
      // Sold as our ICE room (its content name), not as a bare supplier code.
      expect(room.roomId).toMatch(/^\d+$/);
      const res = await t.request({
        method: 'POST',
        url: `/api/bookings/${h.id}/${room.room_id}`,
        token: driver.auth,
        headers: { 'idempotency-key': randomUUID() },
        payload: {
          checkin_date: checkIn,
          checkout_date: checkOut,
          guest: { first_name: 'Dana', last_name: 'Driver', email: 'dana@example.com' },
          truck: { parking_needed: true, vehicle_type: 'tractor_trailer', length_ft: 70 },
          expected_total: room.total,
          currency: room.currency,
          rate_id: room.rate_id,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect((res.json() as Booking)).toMatchObject({ status: 'confirmed', supplier: 'derbysoft' });
      booked = true;
    }
    expect(booked).toBe(true);
  });

  it('staff see each mapping and point a supplier room type at another room of the same hotel only', async () => {
    const list = await t.request({ method: 'GET', url: '/api/admin/supplier-room-maps?limit=100', token: admin.auth });
    expect(list.statusCode, list.body).toBe(200);
    const maps = list.json().data as SupplierRoomMap[];
    expect(maps.length).toBeGreaterThan(0);
    expect(maps.every((m) => m.source === 'code')).toBe(true);
    const map = maps[0]!;
    const other = await t.db.selectFrom('rooms').select('id').where('hotel_id', '=', map.hotel_id).where('id', '<>', map.room_id).executeTakeFirst();
    const elsewhere = await t.db.selectFrom('rooms').select('id').where('hotel_id', '<>', map.hotel_id).executeTakeFirstOrThrow();
    const wrong = await t.request({ method: 'PATCH', url: `/api/admin/supplier-room-maps/${map.id}`, token: admin.auth, payload: { room_id: elsewhere.id } });
    expect(wrong.statusCode).toBe(422);
    if (other) {
      const moved = await t.request({ method: 'PATCH', url: `/api/admin/supplier-room-maps/${map.id}`, token: admin.auth, payload: { room_id: other.id } });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ room_id: Number(other.id), source: 'staff' });
    }
    expect((await t.request({ method: 'GET', url: '/api/admin/supplier-room-maps', token: driver.auth })).statusCode).toBe(403);
  });

  it('an unmapped supplier room type is still bookable, as a room of the supplier’s own type', async () => {
    const h = await t.db.selectFrom('hotels').select('id').where('available_on_derby', '=', true).orderBy('id', 'desc').executeTakeFirstOrThrow();
    // Content with no room codes (an older sync): nothing to match DerbySoft's codes by.
    await t.db.deleteFrom('supplier_room_maps').where('hotel_id', '=', h.id).execute();
    await t.db.updateTable('rooms').set({ supplier_code: null }).where('hotel_id', '=', h.id).execute();
    const check = await liveCheck(h.id);
    const bookable = check.rooms.filter((r) => r.available);
    if (!bookable.length) return; // sold out for the stay in the simulator: nothing to map
    expect(bookable.every((r) => /^[A-Z]{2}\d?$|^K1$/.test(r.roomId))).toBe(true);
    const maps = await t.db.selectFrom('supplier_room_maps').select('source').where('hotel_id', '=', h.id).execute();
    expect(maps.map((m) => m.source)).toEqual(bookable.map(() => 'supplier'));
  });

  describe('a live check that disagrees with the results marks them', () => {
    const stay = { checkIn: day(12), checkOut: day(13) };
    const otherStay = { checkIn: day(14), checkOut: day(15) };

    async function resultOf(hotel: { id: number; latitude: number | null; longitude: number | null }, dates: { checkIn: string; checkOut: string }) {
      const search = await t.request({ method: 'POST', url: '/api/hotels/search', payload: { location: { latitude: hotel.latitude, longitude: hotel.longitude }, checkInDate: dates.checkIn, checkOutDate: dates.checkOut, parkingAvailable: false, filter: { distances: [{ from: 0, to: 1 }] } } });
      const token = search.json().token as string;
      const read = async () => {
        let page: SearchResultsResponse | null = null;
        for (let i = 0; i < 100 && (!page || page.searching); i++) page = (await t.request({ method: 'GET', url: `/api/hotels/search/results?token=${token}&wait=200` })).json() as SearchResultsResponse;
        const markers = (await t.request({ method: 'GET', url: `/api/hotels/search/markers?token=${token}` })).json() as SearchMarkersResponse;
        return { hit: page!.data.find((d) => d.id === hotel.id)!, marker: markers.data.find((m) => m.id === hotel.id)! };
      };
      return { first: await read(), read };
    }

    /** DerbySoft hotels whose cached price the search shows for the stay (the simulator closes a few nights). */
    async function pricedDerbyHotels(count: number) {
      const out = [];
      const rows = await t.db.selectFrom('hotels').select(['id', 'latitude', 'longitude', 'derby_hotel_id']).where('derby_hotel_id', 'in', sims.scenarios.derbyHotelIds).orderBy('id').execute();
      for (const h of rows) {
        const result = await resultOf(h, stay);
        if (result.first.hit.rate.status === 'available') out.push({ ...h, ...result });
        if (out.length === count) return out;
      }
      throw new Error('not enough priced DerbySoft hotels in the simulator');
    }

    it('another live price: the result shows it, marked changed, on the list and the map; a search of other dates is left alone', async () => {
      const [drifting, steady] = await pricedDerbyHotels(2);
      expect(drifting!.first.hit.rate.changed).toBe(false);
      const elsewhere = await resultOf(drifting!, otherStay);
      sims.derby.setPriceDrift(drifting!.derby_hotel_id!, 0.2);
      try {
        const check = await liveCheck(drifting!.id, stay);
        const live = Math.min(...check.rooms.filter((r) => r.available).map((r) => r.total! / check.nights));
        const again = await drifting!.read();
        expect(again.hit.rate).toMatchObject({ status: 'available', changed: true });
        expect(again.hit.rate.nightly).toBeCloseTo(live, 1);
        expect(again.hit.rate.nightly).not.toBeCloseTo(drifting!.first.hit.rate.nightly!, 1);
        expect(again.marker).toMatchObject({ rate_status: 'available', rate_changed: true });
        expect((await elsewhere.read()).hit.rate.changed).toBe(false);
      } finally {
        sims.derby.setPriceDrift(drifting!.derby_hotel_id!, 0);
      }
      // The live check agrees with the results: nothing to mark.
      await liveCheck(steady!.id, stay);
      const same = await steady!.read();
      expect(same.hit.rate).toEqual(steady!.first.hit.rate);
    });

    it('a search whose supplier answer comes after a live check of the same stay keeps the live price', async () => {
      const [hotel] = await pricedDerbyHotels(1);
      let reached!: () => void;
      let release!: () => void;
      const atSupplier = new Promise<void>((r) => (reached = r));
      holdNext = { reached, release: new Promise<void>((r) => (release = r)) };
      const late = resultOf(hotel!, stay);
      await atSupplier;
      sims.derby.setPriceDrift(hotel!.derby_hotel_id!, 0.2);
      let live: number;
      try {
        const check = await liveCheck(hotel!.id, stay);
        live = Math.min(...check.rooms.filter((r) => r.available).map((r) => r.total! / check.nights));
        expect(live).not.toBeCloseTo(hotel!.first.hit.rate.nightly!, 1);
      } finally {
        sims.derby.setPriceDrift(hotel!.derby_hotel_id!, 0);
      }
      // The held search now gets the supplier's cached (old) price: it must not replace the live one.
      release();
      const { first } = await late;
      expect(first.hit.rate.status).toBe('available');
      expect(first.hit.rate.nightly).toBeCloseTo(live, 1);
      // The driver never saw another price on this search: nothing to mark.
      expect(first.hit.rate.changed).toBe(false);
    });

    it('sold out by the time of the live check: the result says sold out, marked changed, on the list and the map', async () => {
      const [hotel] = await pricedDerbyHotels(1);
      sims.derby.setSoldOut(hotel!.derby_hotel_id!, true);
      try {
        const check = await liveCheck(hotel!.id, stay);
        expect(check.rooms.filter((r) => r.available)).toEqual([]);
        const again = await hotel!.read();
        expect(again.hit.rate).toEqual({ status: 'sold_out', nightly: null, currency: null, nightly_usd: null, changed: true });
        expect(again.marker).toMatchObject({ rate_status: 'sold_out', rate_changed: true, nightly_usd: null });
      } finally {
        sims.derby.setSoldOut(hotel!.derby_hotel_id!, false);
      }
    });
  });
});
