import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Booking } from '@/api/schemas/bookings';
import { createSuppliers, startSupplierSimulators, type Suppliers, type SupplierSimulators } from '@server/suppliers';
import type { Offer } from '@server/suppliers/types';
import { addTestHotel, day } from './hotelFixtures';
import { setupTestApp, type SignedIn, type TestContext } from './harness';

const DEADLINE_MS = 2_000;
const SLOW_MS = 20_000;

/**
 * Booking a DerbySoft hotel through the real adapter and the DerbySoft simulator, with the adapter's production-like
 * timeouts and retries (10 s per call, 3 retries) and a 2 s booking deadline: a supplier failure before the book is
 * "try again", never "sold out", and a slow supplier is answered for within the deadline.
 */
describe('bookings against the DerbySoft simulator', () => {
  let sims: SupplierSimulators;
  let suppliers: Suppliers;
  let t: TestContext;
  let driver: SignedIn;
  let hotel: { hotelId: number; roomId: number };
  let offer: Offer;

  beforeAll(async () => {
    sims = await startSupplierSimulators({ latency: 'none', seed: 'booking-deadline', size: 30 });
    suppliers = createSuppliers(sims.config({ timeoutMs: 10_000, retries: 3, baseDelayMs: 200, maxDelayMs: 2_000 }));
    t = await setupTestApp({ BOOKING_SUPPLIER_DEADLINE_MS: String(DEADLINE_MS) }, { suppliers, jobPollMs: 20 });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
    ({ hotel, offer } = await derbyHotel(0));
  });

  /**
   * Rooms of the offered type every night of the stay must have, so the tests that book it (the baseline, the 503
   * that recovers, the late book) leave one for the prebook tests after them: the simulator's allotments (2-7 a night)
   * depend on the dates, and so on the day the tests run.
   */
  const ROOMS_NEEDED = 4;
  const taken = new Set<string>();

  /** The next of the simulator's DerbySoft hotels with rooms enough, as a RigRest hotel, and an offer of its room for the stay. */
  async function derbyHotel(index: number) {
    for (const derbyId of sims.scenarios.derbyHotelIds) {
      if (taken.has(derbyId)) continue;
      const shopped = await suppliers.inventory.getAvailability({ propertyIds: [derbyId], checkIn: day(6), checkOut: day(8), rooms: 1, adults: 1 });
      const found = shopped.offers.find((o) => [day(6), day(7)].every((night) => sims.derby.available(derbyId, o.roomId, night) >= ROOMS_NEEDED));
      if (!found) continue;
      taken.add(derbyId);
      return { ...(await asRigRestHotel(index, derbyId, found.roomId)), offer: found };
    }
    throw new Error(`no simulated DerbySoft hotel has ${ROOMS_NEEDED} rooms of a type for the stay`);
  }

  async function asRigRestHotel(index: number, derbyId: string, roomCode: string) {
    const added = await addTestHotel(t.db, { name: `Simulated Derby Inn ${index}`, derbyId });
    await t.db.updateTable('rooms').set({ room_id: roomCode }).where('id', '=', added.roomId).execute();
    return { hotel: added };
  }
  afterAll(async () => {
    await t?.close();
    await sims?.close();
  });
  beforeEach(() => sims.clearFaults());

  const body = (extra: Record<string, unknown> = {}, o = offer) => ({
    checkin_date: day(6),
    checkout_date: day(8),
    guest: { first_name: 'Dana', last_name: 'Driver', email: 'dana@example.com' },
    truck: { parking_needed: true, vehicle_type: 'tractor_trailer', length_ft: 70 },
    expected_total: o.totalAfterTax,
    currency: o.currency,
    rate_id: o.rateId,
    ...extra,
  });
  const book = (key: string, extra: Record<string, unknown> = {}, h = hotel, o = offer) =>
    t.request({ method: 'POST', url: `/api/bookings/${h.hotelId}/${h.roomId}`, payload: body(extra, o), token: driver.auth, headers: { 'idempotency-key': key } });
  const rows = (key: string) => t.db.selectFrom('bookings').select(['id', 'status', 'failure_reason']).where('idempotency_key', '=', key).execute();
  const booksSent = () => sims.derby.requests.filter((r) => r.path === '/reservation/book').length;
  const expectUnavailable = (res: Awaited<ReturnType<typeof book>>) => {
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toMatchObject({ code: 'supplier_unavailable', message: 'We could not reach the hotel. Please try again.' });
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
  };

  it('books when the supplier is well (the baseline the failures below are measured against)', async () => {
    const res = await book(randomUUID());
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as Booking).status).toBe('confirmed');
  });

  it('a live check that keeps answering 503 -> 503 supplier_unavailable, no booking, no book sent; the same key books once it is back', async () => {
    const key = randomUUID();
    const sent = booksSent();
    sims.inject({ kind: '503', path: '/availability', times: 100 });
    expectUnavailable(await book(key));
    expect(await rows(key)).toEqual([]);
    expect(booksSent()).toBe(sent);
    sims.clearFaults();
    const again = await book(key);
    expect(again.statusCode, again.body).toBe(201);
  });

  it('a prebook whose connection drops -> 503 supplier_unavailable, no booking, no book sent', async () => {
    const key = randomUUID();
    const sent = booksSent();
    sims.inject({ kind: 'reset', path: '/reservation/prebook' });
    expectUnavailable(await book(key));
    expect(await rows(key)).toEqual([]);
    expect(booksSent()).toBe(sent);
  });

  it('shopping (no rate chosen) that keeps failing -> 503, not "no longer available"', async () => {
    const key = randomUUID();
    sims.inject({ kind: '503', path: '/shopping/multihotels', times: 100 });
    expectUnavailable(await book(key, { rate_id: null }));
    expect(await rows(key)).toEqual([]);
  });

  it('a live check answered with HTML -> 503, not "sold out"', async () => {
    const key = randomUUID();
    sims.inject({ kind: 'malformed', path: '/availability', times: 100 });
    expectUnavailable(await book(key));
    sims.inject({ kind: 'malformed', path: '/availability', times: 100, json: { hotelId: 'X' } });
    expectUnavailable(await book(key));
    expect(await rows(key)).toEqual([]);
  });

  it(`a ${SLOW_MS / 1000} s live check is answered within the ${DEADLINE_MS / 1000} s deadline, not after the adapter's timeouts and retries`, async () => {
    sims.inject({ kind: 'delay', path: '/availability', ms: SLOW_MS, times: 100 });
    const started = Date.now();
    const res = await book(randomUUID());
    const took = Date.now() - started;
    expectUnavailable(res);
    expect(took).toBeGreaterThanOrEqual(DEADLINE_MS - 100);
    expect(took).toBeLessThan(8_000);
    // One call, given up at the deadline: no retry was started after it.
    expect(sims.derby.requests.filter((r) => r.path === '/availability' && r.fault === 'delay').length).toBeLessThanOrEqual(1);
  });

  it('a slow prebook is cut off at the deadline too, and the book is never sent', async () => {
    const sent = booksSent();
    sims.inject({ kind: 'delay', path: '/reservation/prebook', ms: SLOW_MS });
    const started = Date.now();
    expectUnavailable(await book(randomUUID()));
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(booksSent()).toBe(sent);
  });

  it('a book sent but answered after the deadline -> 202 pending within the deadline, then reconciled from the supplier', async () => {
    sims.inject({ kind: 'late', path: '/reservation/book', ms: SLOW_MS });
    const started = Date.now();
    const res = await book(randomUUID());
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(res.statusCode, res.body).toBe(202);
    const pending = res.json() as Booking;
    expect(pending.status).toBe('pending');
    for (let i = 0; i < 200; i++) {
      const b = (await t.request({ method: 'GET', url: `/api/bookings/${pending.id}`, token: driver.auth })).json() as Booking;
      if (b.status !== 'pending') {
        expect(b.status).toBe('confirmed');
        expect(b.supplier_reference).toBeTruthy();
        return;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the pending booking was never reconciled');
  });

  it('a reconcile that meets an unreadable answer asks again later instead of giving the booking up', async () => {
    sims.inject({ kind: 'late', path: '/reservation/book', ms: SLOW_MS });
    sims.inject({ kind: 'malformed', path: '/reservation/detail', json: { reservationIds: {} } });
    // Another hotel: the earlier tests took this one's rooms for the stay.
    const other = await derbyHotel(1);
    const res = await book(randomUUID(), {}, other.hotel, other.offer);
    expect(res.statusCode, res.body).toBe(202);
    const pending = res.json() as Booking;
    for (let i = 0; i < 400; i++) {
      const b = (await t.request({ method: 'GET', url: `/api/bookings/${pending.id}`, token: driver.auth })).json() as Booking;
      if (b.status === 'confirmed') {
        // The job is marked done in its own statement after it has confirmed the booking.
        const job = () => t.db.selectFrom('jobs').select(['attempts', 'status']).where('kind', '=', 'booking:reconcile').orderBy('id', 'desc').executeTakeFirstOrThrow();
        await expect.poll(job, { timeout: 10_000 }).toEqual({ attempts: 2, status: 'succeeded' });
        return;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the pending booking was never reconciled');
  });

  it('a real sold-out answer from the supplier is still 409 no_longer_available', async () => {
    sims.inject({ kind: '500', path: '/reservation/prebook', errorCode: 'NoAvailability', errorMessage: 'The room is not available for the stay' });
    const res = await book(randomUUID());
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('no_longer_available');
    // A hotel with no rates at all for the stay, too.
    const soldOut = await addTestHotel(t.db, { name: 'Sold Out Derby Inn', derbyId: sims.scenarios.soldOutHotelId });
    const none = await book(randomUUID(), {}, soldOut);
    expect(none.statusCode, none.body).toBe(409);
    expect(none.json().code).toBe('no_longer_available');
  });
});
