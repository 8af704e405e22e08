import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@/api/schemas/bookings';
import type { SearchResultsResponse } from '@/api/schemas/hotelSearch';
import type { AdminParkingReport, BookingParkingReport, HotelParkingReports } from '@/api/schemas/parkingReports';
import { addDays } from '@/api/stay';
import type { Db } from '@server/db';
import { latestParkingReport } from '@server/modules/parkingReports/queries';
import { hotelToday } from '@/api/hotelClock';
import { addTestBooking, addTestHotel } from './hotelFixtures';
import { setupTestApp, type SignedIn, type TestContext } from './harness';

/** Joplin, MO: the test hotels' longitude, UTC-6 by the rule hotels' dates are read with. */
const LNG = -94.5;
const LAT = 37.08;
const today = () => hotelToday({ timeZone: null, longitude: LNG });

/** A booking of `who` for nights [today + from, today + from + nights), by the hotel's date (the API books no stay that has begun). */
const stay = (db: Db, who: SignedIn, hotel: { hotelId: number; roomId: number }, from: number, nights: number, status: Booking['status'] = 'confirmed') =>
  addTestBooking(db, { userId: who.id, hotelId: hotel.hotelId, roomId: hotel.roomId, checkin: addDays(today(), from), nights, status });

describe('parking reports', () => {
  let t: TestContext;
  let driver: SignedIn;
  let other: SignedIn;
  let staff: SignedIn;

  beforeAll(async () => {
    // The per-account limit has its own test below: here one driver reports many nights.
    t = await setupTestApp({ PARKING_REPORT_RATE_LIMIT: '1000' });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
    other = await t.signedIn({ email: 'other@example.com', role: 'Trucker' });
    staff = await t.signedIn({ email: 'staff@example.com', role: 'Admin' });
  });
  afterAll(() => t?.close());

  const report = (bookingId: number, payload: unknown, who: SignedIn | null = driver) =>
    t.request({ method: 'POST', url: `/api/bookings/${bookingId}/parking-report`, payload: payload as Record<string, unknown>, token: who?.auth });
  const publicReports = async (hotelId: number) => {
    const res = await t.request({ method: 'GET', url: `/api/hotels/${hotelId}/parking-reports` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as HotelParkingReports).data;
  };
  const reportCount = async (bookingId: number) =>
    Number((await t.db.selectFrom('parking_reports').select((eb) => eb.fn.countAll<number>().as('n')).where('booking_id', '=', bookingId).executeTakeFirstOrThrow()).n);
  /** The result card of the hotel, from a search around it. */
  const card = async (hotelId: number) => {
    const started = await t.request({ method: 'POST', url: '/api/hotels/search', payload: { checkInDate: addDays(today(), 5), checkOutDate: addDays(today(), 6), location: { latitude: LAT, longitude: LNG } } });
    expect(started.statusCode, started.body).toBe(201);
    const token = started.json().token as string;
    for (let i = 0; i < 100; i++) {
      const page = (await t.request({ method: 'GET', url: `/api/hotels/search/results?token=${token}&limit=100&wait=200` })).json() as SearchResultsResponse;
      if (!page.searching) return page.data.find((h) => h.id === hotelId);
    }
    throw new Error('the search did not finish');
  };
  const addHotel = (name: string) => addTestHotel(t.db, { name, lat: LAT, lng: LNG });

  it('a driver staying at the hotel reports tonight; the hotel page, the result card and the booking show it', async () => {
    const hotel = await addHotel('Joplin Truck Inn');
    const bookingId = await stay(t.db, driver, hotel, -1, 2);
    const res = await report(bookingId, { level: 'tight', note: '  Back row\nstill open \u0007 ' });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as BookingParkingReport;
    expect(made).toMatchObject({ booking_id: bookingId, night: today(), report: { level: 'tight', note: 'Back row still open' } });

    const shown = await publicReports(hotel.hotelId);
    expect(shown).toEqual([expect.objectContaining({ level: 'tight', note: 'Back row still open', age_minutes: 0 })]);
    // The public reads no names, accounts or bookings.
    expect(Object.keys(shown[0]!).sort()).toEqual(['age_minutes', 'created_at', 'id', 'level', 'note']);

    expect((await card(hotel.hotelId))?.parkingReport).toMatchObject({ level: 'tight', note: 'Back row still open' });

    const booking = (await t.request({ method: 'GET', url: `/api/bookings/${bookingId}`, token: driver.auth })).json() as Booking;
    expect(booking.parking_report).toMatchObject({ booking_id: bookingId, night: today(), report: { level: 'tight' } });
    const mine = await t.request({ method: 'GET', url: `/api/hotels/${hotel.hotelId}/parking-reports/mine`, token: driver.auth });
    expect(mine.json()).toMatchObject({ data: { booking_id: bookingId, report: { level: 'tight' } } });
    // Another driver has nothing to report there.
    expect((await t.request({ method: 'GET', url: `/api/hotels/${hotel.hotelId}/parking-reports/mine`, token: other.auth })).json()).toEqual({ data: null });
  });

  it('only a confirmed booking from its check-in day to its check-out day may report', async () => {
    const hotel = await addHotel('Carthage Rest');
    const ahead = await stay(t.db, driver, hotel, 2, 1);
    const over = await stay(t.db, driver, hotel, -3, 2);
    const cancelled = await stay(t.db, driver, hotel, 0, 1, 'cancelled');
    for (const id of [ahead, over, cancelled]) {
      const res = await report(id, { level: 'plenty' });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ code: 'not_staying', message: 'You can report the truck parking only during your stay, from your check-in day to your check-out day.' });
      expect(await reportCount(id)).toBe(0);
    }
    const notYet = (await t.request({ method: 'GET', url: `/api/bookings/${ahead}`, token: driver.auth })).json() as Booking;
    expect(notYet.parking_report).toBeNull();

    // Arriving today counts; on the morning of check-out the report is about the last night.
    const arriving = await stay(t.db, driver, hotel, 0, 1);
    expect((await report(arriving, { level: 'plenty' })).json()).toMatchObject({ night: today() });
    const leaving = await stay(t.db, driver, hotel, -2, 2);
    expect((await report(leaving, { level: 'full' })).json()).toMatchObject({ night: addDays(today(), -1) });
  });

  it('a hotel without truck parking asks for no report and refuses one', async () => {
    const hotel = await addTestHotel(t.db, { name: 'Joplin Car Motel', lat: LAT, lng: LNG, parking: false });
    const bookingId = await stay(t.db, driver, hotel, -1, 2);
    const booking = (await t.request({ method: 'GET', url: `/api/bookings/${bookingId}`, token: driver.auth })).json() as Booking;
    expect(booking.parking_report).toBeNull();
    expect((await t.request({ method: 'GET', url: `/api/hotels/${hotel.hotelId}/parking-reports/mine`, token: driver.auth })).json()).toEqual({ data: null });
    const res = await report(bookingId, { level: 'plenty' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'This hotel has no truck parking to report on.', code: 'no_truck_parking' });
    expect(await reportCount(bookingId)).toBe(0);
  });

  it('one report per booking night', async () => {
    const hotel = await addHotel('Webb City Lodge');
    const bookingId = await stay(t.db, driver, hotel, 0, 2);
    expect((await report(bookingId, { level: 'plenty' })).statusCode).toBe(201);
    const again = await report(bookingId, { level: 'full', note: 'Changed my mind' });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_reported', message: 'You have already reported the truck parking for this night.' });
    expect(await reportCount(bookingId)).toBe(1);
    expect((await publicReports(hotel.hotelId)).map((r) => r.level)).toEqual(['plenty']);
  });

  it("another driver's booking answers 404, nobody signed in 401, and nothing is written", async () => {
    const hotel = await addHotel('Neosho Stop');
    const bookingId = await stay(t.db, driver, hotel, 0, 1);
    const theirs = await report(bookingId, { level: 'full' }, other);
    expect(theirs.statusCode, theirs.body).toBe(404);
    expect((await report(bookingId, { level: 'full' }, null)).statusCode).toBe(401);
    expect((await report(999_999, { level: 'full' })).statusCode).toBe(404);
    expect(await reportCount(bookingId)).toBe(0);
    // Staff's list is not a driver's to read or change.
    expect((await t.request({ method: 'GET', url: '/api/admin/parking-reports', token: driver.auth })).statusCode).toBe(403);
  });

  it('a bad payload is a 400 naming the field, and writes nothing', async () => {
    const hotel = await addHotel('Miami OK Inn');
    const bookingId = await stay(t.db, driver, hotel, 0, 1);
    for (const [payload, field] of [
      [{ level: 'packed' }, 'level'],
      [{}, 'level'],
      [{ level: 'tight', note: 'x'.repeat(201) }, 'note'],
      [{ level: 'tight', note: 42 }, 'note'],
    ] as const) {
      const res = await report(bookingId, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expect(await reportCount(bookingId)).toBe(0);
    // An empty note is no note.
    expect((await report(bookingId, { level: 'tight', note: '   ' })).json()).toMatchObject({ report: { note: null } });
  });

  it('a report shows for 24 hours and fades in the 25th', async () => {
    const hotel = await addHotel('Vinita Motor Lodge');
    const bookingId = await stay(t.db, driver, hotel, -1, 2);
    expect((await report(bookingId, { level: 'full' })).statusCode).toBe(201);
    const age = (hours: number) => sql`update parking_reports set created_at = now() - interval '1 hour' * ${hours} where booking_id = ${bookingId}`.execute(t.db);

    await age(23.5);
    expect(await publicReports(hotel.hotelId)).toEqual([expect.objectContaining({ level: 'full', age_minutes: 23 * 60 + 30 })]);
    expect((await card(hotel.hotelId))?.parkingReport).toMatchObject({ level: 'full' });

    await age(24.5);
    expect(await publicReports(hotel.hotelId)).toEqual([]);
    expect((await card(hotel.hotelId))?.parkingReport).toBeNull();
    // Staff still read it, marked as no longer shown.
    const listed = (await t.request({ method: 'GET', url: `/api/admin/parking-reports?hotel=${hotel.hotelId}`, token: staff.auth })).json().data as AdminParkingReport[];
    expect(listed).toEqual([expect.objectContaining({ level: 'full', live: false, hidden: false })]);
    const ids = async (filter: string) => ((await t.request({ method: 'GET', url: `/api/admin/parking-reports?hotel=${hotel.hotelId}&${filter}`, token: staff.auth })).json().data as AdminParkingReport[]).map((r) => r.level);
    expect(await ids('live=true')).toEqual([]);
    expect(await ids('live=false')).toEqual(['full']);
  });

  it('staff hide a report: the public sees the one before it, and staff can show it again', async () => {
    const hotel = await addHotel('Tulsa Yard Hotel');
    const earlier = await stay(t.db, other, hotel, -1, 2);
    const later = await stay(t.db, driver, hotel, -1, 2);
    expect((await report(earlier, { level: 'plenty' }, other)).statusCode).toBe(201);
    await sql`update parking_reports set created_at = now() - interval '2 hours' where booking_id = ${earlier}`.execute(t.db);
    const abusive = (await report(later, { level: 'full', note: 'Call 555-0100 for cheap fuel' })).json() as BookingParkingReport;
    const id = abusive.report!.id;
    expect((await publicReports(hotel.hotelId)).map((r) => r.level)).toEqual(['full', 'plenty']);

    // A driver may not hide it; staff may.
    expect((await t.request({ method: 'PATCH', url: `/api/admin/parking-reports/${id}`, payload: { hidden: true }, token: driver.auth })).statusCode).toBe(403);
    const hidden = await t.request({ method: 'PATCH', url: `/api/admin/parking-reports/${id}`, payload: { hidden: true }, token: staff.auth });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ id, hidden: true, live: false, note: 'Call 555-0100 for cheap fuel', hotel_name: 'Tulsa Yard Hotel' });
    expect((await publicReports(hotel.hotelId)).map((r) => r.level)).toEqual(['plenty']);
    expect((await card(hotel.hotelId))?.parkingReport).toMatchObject({ level: 'plenty' });
    const hiddenList = (await t.request({ method: 'GET', url: `/api/admin/parking-reports?hidden=true&hotel=${hotel.hotelId}`, token: staff.auth })).json().data as AdminParkingReport[];
    expect(hiddenList.map((r) => r.id)).toEqual([id]);
    // Hiding does not let the driver report the night again.
    expect((await report(later, { level: 'tight' })).statusCode).toBe(409);

    const shown = await t.request({ method: 'PUT', url: `/api/admin/parking-reports/${id}`, payload: { hidden: false }, token: staff.auth });
    expect(shown.json()).toMatchObject({ hidden: false, hidden_at: null, live: true });
    expect((await publicReports(hotel.hotelId)).map((r) => r.level)).toEqual(['full', 'plenty']);
    // Staff change whether it shows, never what the driver said.
    await t.request({ method: 'PATCH', url: `/api/admin/parking-reports/${id}`, payload: { hidden: false, note: 'edited', level: 'plenty' }, token: staff.auth });
    expect(await t.db.selectFrom('parking_reports').select(['level', 'note']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ level: 'full', note: 'Call 555-0100 for cheap fuel' });
  });

  it("a hotel's latest report is read through its index, not by scanning every report", async () => {
    const hotel = await addHotel('Index Check Inn');
    const bookingId = await stay(t.db, driver, hotel, -1, 2);
    await sql`insert into hotels (slug, hotel_name, latitude, longitude, currency)
              select 'explain-' || g, 'Explain ' || g, 37, -94, 'USD' from generate_series(1, 300) g`.execute(t.db);
    // 20,000 reports over 300 hotels: what months of reports look like, to the planner.
    await sql`insert into parking_reports (hotel_id, booking_id, user_id, night, level, created_at)
              select h.id, ${bookingId}, ${driver.id}, date '2000-01-01' + g, 'tight', now() - interval '1 minute' * g
                from generate_series(1, 20000) g
                join (select id, row_number() over (order by id) - 1 as n from hotels where slug like 'explain-%') h on h.n = g % 300`.execute(t.db);
    await sql`analyze parking_reports`.execute(t.db);
    const compiled = t.db.selectFrom('hotels').select(latestParkingReport(sql.ref('hotels.id')).as('report')).where('hotels.id', '=', hotel.hotelId).compile();
    const plan = (await t.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]))).rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/parking_reports_hotel_created_idx/);
    expect(plan).not.toMatch(/Seq Scan on parking_reports/);
  });
});

describe('parking reports are rate limited per account', () => {
  let t: TestContext;
  afterAll(() => t?.close());

  it('past PARKING_REPORT_RATE_LIMIT tries an hour a driver gets 429, whatever the tries were', async () => {
    t = await setupTestApp({ PARKING_REPORT_RATE_LIMIT: '3' });
    const driver = await t.signedIn({ email: 'looper@example.com', role: 'Trucker' });
    const other = await t.signedIn({ email: 'calm@example.com', role: 'Trucker' });
    const send = (who: SignedIn) => t.request({ method: 'POST', url: '/api/bookings/999999/parking-report', payload: { level: 'tight' }, token: who.auth });
    for (let i = 0; i < 3; i++) expect((await send(driver)).statusCode).toBe(404);
    expect((await send(driver)).statusCode).toBe(429);
    // Counted per account: a driver on the same truck stop's network is not held back.
    expect((await send(other)).statusCode).toBe(404);
  });
});
