import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallClock } from '@/api/hotelClock';
import { addDays } from '@/api/stay';
import { ROAD_FACTOR } from '@/api/reach';
import type { SearchMarkersResponse, SearchResultsResponse } from '@/api/schemas/hotelSearch';
import { addTestHotel, day } from './hotelFixtures';
import { setupTestApp, type SignedIn, type TestContext } from './harness';

describe('before my hours run out: the hours filter, arrival times and late arrivals', () => {
  let t: TestContext;
  let admin: SignedIn;
  const here = { latitude: 37.08, longitude: -94.5 };
  // 30 minutes at 60 km/h: 30 km of road, 25 km in a straight line (road factor 1.2); the search looks 60 km out.
  const hoursLeft = { minutes: 30, speedKmh: 60 };
  const hotels = [
    { name: 'Five Km Inn', tenths: 0.45 },
    { name: 'Twenty Km Inn', tenths: 1.8 },
    { name: 'Twenty Eight Km Inn', tenths: 2.5 },
    { name: 'Fifty Km Inn', tenths: 4.5 },
    { name: 'Seventy Km Inn', tenths: 6.3 },
  ];
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await setupTestApp({}, { runWorker: false });
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    // `tenths`: tenths of a degree north of `here`, 11.1 km each.
    for (const h of hotels) {
      const { id } = await addTestHotel(t.db, { name: h.name, lat: here.latitude + h.tenths / 10, lng: here.longitude, province: 'MO', country: 'US', from: 0 });
      ids[h.name] = id;
    }
  });
  afterAll(async () => t?.close());

  async function search(body: Record<string, unknown>) {
    const res = await t.request({ method: 'POST', url: '/api/hotels/search', payload: { checkInDate: day(0), checkOutDate: day(1), location: here, ...body } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().token as string;
  }
  async function results(token: string, query = '') {
    for (let i = 0; i < 100; i++) {
      const res = await t.request({ method: 'GET', url: `/api/hotels/search/results?token=${token}&wait=200${query}` });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as SearchResultsResponse;
      if (!page.searching) return page;
    }
    throw new Error('the search did not finish');
  }
  const names = (page: SearchResultsResponse) => page.data.map((h) => h.hotelName);

  it('guesses each hotel\'s zone from its state, split by longitude where the state is', async () => {
    const guess = async (country: string | null, province: string, lat: number, lng: number) =>
      (await sql<{ zone: string | null }>`select hotel_time_zone_guess(${country}, ${province}, ${lat}::float8, ${lng}::float8) as zone`.execute(t.db)).rows[0]!.zone;
    expect(await guess('United States', 'MO', 37.08, -94.5)).toBe('America/Chicago');
    expect(await guess('US', 'TX', 31.76, -106.44)).toBe('America/Denver');
    expect(await guess('US', 'Texas', 32.78, -96.8)).toBe('America/Chicago');
    expect(await guess('US', 'IN', 41.59, -87.35)).toBe('America/Chicago');
    expect(await guess('US', 'IN', 39.77, -86.16)).toBe('America/Indiana/Indianapolis');
    expect(await guess('US', 'TN', 35.96, -83.92)).toBe('America/New_York');
    expect(await guess('US', 'AZ', 33.45, -112.07)).toBe('America/Phoenix');
    expect(await guess('Canada', 'ON', 49.77, -94.49)).toBe('America/Winnipeg');
    expect(await guess('Canada', 'SK', 50.45, -104.6)).toBe('America/Regina');
    expect(await guess(null, 'CA', 34.05, -118.24)).toBe('America/Los_Angeles');
    expect(await guess('Germany', 'BY', 48.1, 11.6)).toBeNull();
    const stored = await t.db.selectFrom('hotels').select('time_zone').where('id', '=', ids['Five Km Inn']!).executeTakeFirstOrThrow();
    expect(stored.time_zone).toBe('America/Chicago');
  });

  it('hides the hotels past the hours left and gives the others an arrival on their own clock', async () => {
    const before = Date.now();
    const token = await search({ hoursLeft });
    const page = await results(token);
    expect(names(page)).toEqual(['Five Km Inn', 'Twenty Km Inn']);
    for (const hit of page.data) {
      const a = hit.arrival!;
      expect(a.reachable).toBe(true);
      expect(a.time_zone).toBe('America/Chicago');
      expect(a.drive_km).toBeCloseTo(hit.distance_km! * ROAD_FACTOR, 0);
      expect(a.drive_minutes).toBeLessThanOrEqual(hoursLeft.minutes);
      const arrives = Date.parse(a.arrives_at);
      expect(arrives).toBeGreaterThanOrEqual(before + a.drive_minutes * 60_000 - 60_000);
      expect(arrives).toBeLessThanOrEqual(Date.now() + (a.drive_minutes + 1) * 60_000);
    }
    const markers = (await t.request({ method: 'GET', url: `/api/hotels/search/markers?token=${token}` })).json() as SearchMarkersResponse;
    expect(markers.data.map((m) => m.hotelName)).toEqual(['Five Km Inn', 'Twenty Km Inn']);
  });

  it('shows the hotels beyond reach, flagged, when asked on the same search; never past the searched radius', async () => {
    const token = await search({ hoursLeft });
    const page = await results(token, '&beyond_reach=1');
    expect(names(page)).toEqual(['Five Km Inn', 'Twenty Km Inn', 'Twenty Eight Km Inn', 'Fifty Km Inn']);
    expect(page.data.map((h) => h.arrival!.reachable)).toEqual([true, true, false, false]);
    expect(page.meta.total).toBe(4);
    const markers = (await t.request({ method: 'GET', url: `/api/hotels/search/markers?token=${token}&beyond_reach=true` })).json() as SearchMarkersResponse;
    expect(markers.data).toHaveLength(4);
    expect((await results(token, '&beyond_reach=0')).meta.total).toBe(2);
  });

  it('searches as far as many hours reach, and leaves arrivals out without hours', async () => {
    const far = await results(await search({ hoursLeft: { minutes: 120, speedKmh: 90 } }));
    expect(names(far)).toContain('Seventy Km Inn');
    expect(far.data.every((h) => h.arrival?.reachable)).toBe(true);
    const plain = await results(await search({}));
    expect(names(plain)).not.toContain('Seventy Km Inn');
    expect(plain.data.every((h) => h.arrival === null)).toBe(true);
  });

  it('flags a late arrival where the desk is closed, on the hotel\'s clock, and after 6 p.m. our free cancellation', async () => {
    // A desk that opens three hours from now (hotel time) and closes an hour later: closed when the driver comes.
    const local = wallClock(Date.now(), 'America/Denver').minutes;
    const hhmm = (m: number) => `${String(Math.floor((m % 1440) / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const edit = await t.request({
      method: 'PATCH',
      url: `/api/admin/hotels/${ids['Five Km Inn']}`,
      token: admin.auth,
      payload: { timeZone: 'America/Denver', frontDesk: { open_24h: false, opens: hhmm(local + 180), closes: hhmm(local + 240) } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ timeZone: 'America/Denver', frontDesk: { open_24h: false, opens: hhmm(local + 180), closes: hhmm(local + 240) } });

    // The stay starts today on the Denver hotel's clock: just after midnight UTC it is still yesterday there, and a
    // stay starting on the UTC date would be a night later (no desk to find closed tonight).
    const checkIn = wallClock(Date.now(), 'America/Denver').date;
    const page = await results(await search({ hoursLeft, checkInDate: checkIn, checkOutDate: addDays(checkIn, 1) }));
    const [five, twenty] = page.data;
    expect(five!.arrival).toMatchObject({ time_zone: 'America/Denver', desk_closed: true });
    expect(twenty!.arrival!.desk_closed).toBe(false);
    for (const hit of page.data) {
      const a = hit.arrival!;
      const atHotel = wallClock(Date.parse(a.arrives_at), a.time_zone);
      // Past 18:00 on the hotel's clock on the first night, or a later day, is after the deadline; an arrival the day
      // before the stay has no deadline yet.
      const late = atHotel.date > checkIn || (atHotel.date === checkIn && atHotel.minutes >= 18 * 60);
      expect(a.after_free_cancellation).toBe(a.stay_later ? null : late);
    }
  });

  it('refuses hours it cannot mean, and a switch that is not a yes or no', async () => {
    for (const bad of [{ minutes: 0, speedKmh: 90 }, { minutes: 14 * 60 + 1, speedKmh: 90 }, { minutes: 60, speedKmh: 500 }, { minutes: 60, speedKmh: 0 }, { minutes: 1.5, speedKmh: 90 }, '3h20', { minutes: 60 }]) {
      const res = await t.request({ method: 'POST', url: '/api/hotels/search', payload: { checkInDate: day(0), checkOutDate: day(1), location: here, hoursLeft: bad } });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const token = await search({ hoursLeft });
    expect((await t.request({ method: 'GET', url: `/api/hotels/search/results?token=${token}&beyond_reach=maybe` })).statusCode).toBe(400);
  });

  it('refuses a zone that is not IANA and desk hours that are missing', async () => {
    const url = `/api/admin/hotels/${ids['Twenty Km Inn']}`;
    const zone = await t.request({ method: 'PATCH', url, token: admin.auth, payload: { timeZone: 'Central Time' } });
    expect(zone.statusCode).toBe(400);
    expect(zone.body).toMatch(/timeZone/);
    const desk = await t.request({ method: 'PATCH', url, token: admin.auth, payload: { frontDesk: { open_24h: false, opens: '06:00' } } });
    expect(desk.statusCode).toBe(400);
    expect(desk.body).toMatch(/closes/);
    // An emptied zone is guessed again from the state and longitude.
    const cleared = await t.request({ method: 'PATCH', url, token: admin.auth, payload: { timeZone: '' } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().timeZone).toBe('America/Chicago');
  });
});
