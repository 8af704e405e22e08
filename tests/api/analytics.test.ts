import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '@/api/schemas/analytics';
import { day, addTestHotel } from './hotelFixtures';
import { setupTestApp, type SignedIn, type TestContext } from './harness';

/** Issue 14: the back office's analytics (GET /admin/analytics) — who may read it, its figures on a small fixture, bad periods. */
describe('analytics', () => {
  let t: TestContext;
  let admin: SignedIn;
  let driver: SignedIn;
  let editor: SignedIn;
  const today = day(0);
  const yesterday = day(-1);
  let seq = 0;

  /** A booking made `madeOn` (noon UTC), at a hotel, in a currency and status; `cancelledOn` when cancelled. */
  const book = async (hotel: { id: number; roomId: number }, b: { madeOn: string; status: string; currency?: string; total: number; cancelledOn?: string }) => {
    seq += 1;
    await t.db
      .insertInto('bookings')
      .values({
        confirmation_code: `RRAN${String(seq).padStart(6, '0')}`,
        user_id: driver.id,
        hotel_id: hotel.id,
        room_id: hotel.roomId,
        checkin_date: '2030-01-01',
        checkout_date: '2030-01-02',
        nights: 1,
        rooms: 1,
        adults: 1,
        status: b.status,
        currency: b.currency ?? 'USD',
        total_minor: b.total,
        nightly: '[]',
        guest: '{}',
        truck: '{}',
        supplier: 'local',
        idempotency_key: `an-${seq}`,
        request_hash: 'h',
        created_at: `${b.madeOn}T12:00:00Z`,
        cancelled_at: b.cancelledOn ? `${b.cancelledOn}T15:00:00Z` : null,
      } as never)
      .execute();
  };

  beforeAll(async () => {
    // Every new search sweeps (SEARCH_SWEEP_EVERY_SECONDS 0): the test's fourth search removes the expired ones.
    t = await setupTestApp({ SEARCH_SWEEP_EVERY_SECONDS: '0' });
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
    await t.createRole('FAQ editors', ['access_admin_dashboard', 'view_faq', 'change_faq']);
    editor = await t.signedIn({ email: 'editor@example.com', role: 'FAQ editors' });

    const joplin = await addTestHotel(t.db, { name: 'Joplin Rig Inn', city: 'Joplin', province: 'MO', country: 'United States', price: null });
    const joplin2 = await addTestHotel(t.db, { name: 'Joplin Truck Lodge', city: 'Joplin', province: 'MO', country: 'United States', price: null });
    const dallas = await addTestHotel(t.db, { name: 'Dallas Stop', city: 'Dallas', province: 'TX', country: 'United States', price: null });
    // Yesterday: two confirmed at Joplin Rig Inn ($100 + €92 = $200), one pending at the Lodge, one failed (counts nowhere).
    await book(joplin, { madeOn: yesterday, status: 'confirmed', total: 10_000 });
    await book(joplin, { madeOn: yesterday, status: 'confirmed', currency: 'EUR', total: 9_200 });
    await book(joplin2, { madeOn: yesterday, status: 'pending', total: 5_000 });
    await book(dallas, { madeOn: yesterday, status: 'failed', total: 99_900 });
    // Today: one confirmed at Dallas ($50), and one made yesterday... no: made today and cancelled today.
    await book(dallas, { madeOn: today, status: 'confirmed', total: 5_000 });
    await book(joplin2, { madeOn: today, status: 'cancelled', total: 7_000, cancelledOn: today });
    // Made long before the period, cancelled in it: a cancellation of the period, not one of its bookings.
    await book(dallas, { madeOn: day(-200), status: 'cancelled', total: 7_000, cancelledOn: yesterday });

    // Four searches today, through the API; two of them expire before the fourth, whose sweep removes them.
    const search = async () => {
      const res = await t.request({ method: 'POST', url: '/api/hotels/search', payload: { location: { latitude: 37.08, longitude: -94.5 }, checkInDate: day(5), checkOutDate: day(6) } });
      expect(res.statusCode, res.body).toBe(201);
      await t.app.background.settled();
      return res.json().token as string;
    };
    const expired = [await search(), await search()];
    await search();
    await t.db.updateTable('lookups').set({ expires_at: new Date(Date.now() - 60_000).toISOString() }).where('token', 'in', expired).execute();
    await search();
    expect(await t.db.selectFrom('lookups').select('token').where('token', 'in', expired).execute()).toEqual([]);
  });
  afterAll(async () => t?.close());

  const get = (query: string, token?: Record<string, string>) => t.request({ method: 'GET', url: `/api/admin/analytics${query}`, token });

  it('is for staff with view_analytics only: anonymous 401, a driver and staff without it 403', async () => {
    expect((await get('')).statusCode).toBe(401);
    expect((await get('', driver.auth)).statusCode).toBe(403);
    expect((await get('', editor.auth)).statusCode).toBe(403);
    expect((await get('', admin.auth)).statusCode).toBe(200);
  });

  it('counts bookings, revenue in dollars, searches, conversion and cancellations per day, and ranks cities and hotels', async () => {
    const res = await get(`?from=${yesterday}&to=${today}`, admin.auth);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as AnalyticsReport;
    expect(report.days).toEqual([
      { day: yesterday, bookings: 3, confirmed: 2, revenue_usd: 200, searches: 0, cancellations: 1 },
      { day: today, bookings: 2, confirmed: 1, revenue_usd: 50, searches: 4, cancellations: 1 },
    ]);
    expect(report.totals).toEqual({ bookings: 5, confirmed: 3, revenue_usd: 250, searches: 4, cancellations: 2, conversion: 5 / 4, cancellation_rate: 1 / 5 });
    expect(report.top_hotels.map((h) => [h.name, h.bookings, h.revenue_usd])).toEqual([
      ['Joplin Rig Inn', 2, 200],
      ['Joplin Truck Lodge', 2, 0],
      ['Dallas Stop', 1, 50],
    ]);
    expect(report.top_cities).toEqual([
      { city: 'Joplin', state: 'MO', country: 'United States', bookings: 4, revenue_usd: 200 },
      { city: 'Dallas', state: 'TX', country: 'United States', bookings: 1, revenue_usd: 50 },
    ]);
  });

  it('answers every day of the period, empty ones included, and the last 30 days by default', async () => {
    const week = (await get(`?from=${day(-6)}&to=${today}`, admin.auth)).json() as AnalyticsReport;
    expect(week.days.map((d) => d.day)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(day));
    expect(week.totals.bookings).toBe(5);
    const earlier = (await get(`?from=${day(-10)}&to=${day(-2)}`, admin.auth)).json() as AnalyticsReport;
    expect(earlier.totals).toMatchObject({ bookings: 0, revenue_usd: 0, searches: 0, conversion: null, cancellation_rate: null });
    expect(earlier.top_hotels).toEqual([]);
    const standard = (await get('', admin.auth)).json() as AnalyticsReport;
    expect([standard.from, standard.to, standard.days.length]).toEqual([day(-29), today, 30]);
  });

  it('refuses a bad period with 400 and the field', async () => {
    const backwards = await get(`?from=${today}&to=${yesterday}`, admin.auth);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.to).toEqual(['To must be on or after From']);
    const long = await get('?from=2024-01-01&to=2025-06-01', admin.auth);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.to).toEqual(['To must be at most 366 days after From']);
    const malformed = await get('?from=2026-02-30', admin.auth);
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors)).toEqual(['from']);
  });
});
