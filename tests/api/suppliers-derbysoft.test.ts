import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDerbySoftClient, type DerbySoftConfig } from '@server/suppliers/derbysoft/client';
import type { HttpOptions } from '@server/suppliers/http';
import { SupplierError, startSupplierSimulators, type InventorySupplier, type Offer, type SupplierSimulators } from '@server/suppliers';

const caught = async (p: Promise<unknown>): Promise<SupplierError> => {
  try {
    await p;
  } catch (err) {
    if (err instanceof SupplierError) return err;
    throw err;
  }
  throw new Error('expected a SupplierError');
};

/** A stay a few months ahead, on fixed weekdays so prices are stable per run. */
const stay = (nights = 2, offsetDays = 120) => {
  const start = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 2, 2 + offsetDays % 200));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { checkIn: iso(start), checkOut: iso(new Date(start.getTime() + nights * 86_400_000)) };
};

const guest = { firstName: 'Dana', lastName: 'Driver', email: 'dana@example.com' };
let refSeq = 0;
const nextRef = () => `RR-TEST-${process.pid}-${++refSeq}`;

describe('DerbySoft adapter against the simulator', () => {
  let sims: SupplierSimulators;
  let waits: number[];
  let ds: InventorySupplier;
  const make = (http: Partial<HttpOptions> = {}, extra: Partial<DerbySoftConfig> = {}) =>
    createDerbySoftClient({
      ...sims.config({
        baseDelayMs: 2,
        maxDelayMs: 10,
        timeoutMs: 2_000,
        sleep: async (ms) => {
          waits.push(ms);
        },
        ...http,
      }).derbySoft,
      ...extra,
    });

  beforeAll(async () => {
    sims = await startSupplierSimulators({ latency: 'none', seed: 'derby-tests' });
  });
  afterAll(() => sims.close());
  beforeEach(() => {
    waits = [];
    ds = make();
  });
  afterEach(() => {
    sims.derby.clearFaults();
    sims.derby.requests.length = 0;
  });
  const calls = (path: string) => sims.derby.requests.filter((r) => r.path === path);

  /** A bookable BAR offer at a plain (no drift, not sold out) hotel. */
  async function offerAt(hotelId: string, s = stay(), rooms = 1): Promise<Offer> {
    const av = await ds.getAvailability({ propertyIds: [hotelId], ...s, rooms, adults: rooms });
    const o = av.offers.find((x) => x.rateId === 'BAR');
    if (!o) throw new Error(`no BAR offer at ${hotelId}: ${JSON.stringify(av.partialErrors.map((e) => e.error.message))}`);
    return o;
  }

  it('shops many hotels in batches with the v4 header and the shopping token', async () => {
    ds = make({}, { batchSize: 4 });
    const ids = sims.scenarios.derbyHotelIds.slice(0, 10);
    const s = stay(3);
    const av = await ds.getAvailability({ propertyIds: ids, ...s, rooms: 1, adults: 2 });
    expect(av.partialErrors).toEqual([]);
    expect(new Set(av.offers.map((o) => o.propertyId)).size).toBeGreaterThanOrEqual(8);
    const shop = calls('/shopping/multihotels');
    expect(shop.map((r) => (r.body as { hotels: unknown[] }).hotels.length)).toEqual([4, 4, 2]);
    const body = shop[0]!.body as { header: Record<string, string>; stayRange: unknown; roomCriteria: unknown; hotels: { supplierId: string }[] };
    expect(body.header).toMatchObject({ distributorId: 'RIGREST', version: 'v4' });
    expect(body.header.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.header.supplierId).toBeUndefined();
    expect(body.hotels[0]!.supplierId).toBe('TRUCKSTOP_HOTELS');
    expect(body.stayRange).toEqual({ checkin: s.checkIn, checkout: s.checkOut });
    expect(body.roomCriteria).toEqual({ roomCount: 1, adultCount: 2, childCount: 0, childAges: [] });
    expect(new Set(shop.map((r) => (r.body as { header: { token: string } }).header.token)).size).toBe(3);
    expect(shop[0]!.authorization).toBe(`Bearer ${sims.config().derbySoft.shoppingToken}`);

    const o = av.offers[0]!;
    expect(o.nightly.map((n) => n.date)).toEqual([s.checkIn, addDays(s.checkIn, 1), addDays(s.checkIn, 2)]);
    const sum = (k: 'amountBeforeTax' | 'amountAfterTax') => Math.round(o.nightly.reduce((t, n) => t + n[k], 0) * 100) / 100;
    expect(o.totalBeforeTax).toBe(sum('amountBeforeTax'));
    expect(o.totalAfterTax).toBe(sum('amountAfterTax'));
    for (const n of o.nightly) {
      expect(n.amountBeforeTax).toBeGreaterThanOrEqual(50);
      expect(n.amountBeforeTax).toBeLessThanOrEqual(330);
      expect(n.amountAfterTax).toBeGreaterThan(n.amountBeforeTax);
    }
    const nrf = av.offers.find((x) => x.propertyId === o.propertyId && x.roomId === o.roomId && x.rateId === 'NRF')!;
    expect(nrf.cancelPolicy).toMatchObject({ code: 'AD100P_100P', refundable: false, freeUntil: null });
    const bar = av.offers.find((x) => x.propertyId === o.propertyId && x.roomId === o.roomId && x.rateId === 'BAR')!;
    expect(bar.cancelPolicy).toMatchObject({ refundable: true, freeUntil: `${addDays(s.checkIn, -1)}T18:00`, penalty: { basis: 'nights', value: 1 } });
  });

  it('keeps the offers of known hotels when one is not found, and reports the empty one as sold out', async () => {
    const known = sims.scenarios.derbyHotelIds.slice(0, 2);
    const ids = [...known, sims.scenarios.iceOnlyHotelId, sims.scenarios.soldOutHotelId, 'NO-SUCH-HOTEL'];
    const av = await ds.getAvailability({ propertyIds: ids, ...stay(), rooms: 1, adults: 1 });
    expect(new Set(av.offers.map((o) => o.propertyId))).toEqual(new Set(known));
    expect(av.soldOut).toEqual([sims.scenarios.soldOutHotelId]);
    expect(av.partialErrors.map((e) => [e.propertyId, e.error.kind]).sort()).toEqual([
      [sims.scenarios.iceOnlyHotelId, 'not_found'],
      ['NO-SUCH-HOTEL', 'not_found'],
    ]);
    expect(calls('/shopping/multihotels')).toHaveLength(1);
  });

  it('splits a batch the supplier refuses as a whole with HotelNotFound', async () => {
    const ids = ['NOPE-1', 'NOPE-2', sims.scenarios.deactivatedHotelId];
    const av = await ds.getAvailability({ propertyIds: ids, ...stay(), rooms: 1, adults: 1 });
    expect(av.offers).toEqual([]);
    expect(av.partialErrors.map((e) => e.error.kind)).toEqual(['not_found', 'not_found', 'not_found']);
    expect(av.partialErrors[0]!.error.details.supplierCode).toBe('HotelNotFound');
    expect(calls('/shopping/multihotels').map((r) => r.status)).toEqual([500, 500, 500, 500]);
  });

  it('degrades to per-hotel errors when shopping stays down, without throwing', async () => {
    ds = make({ retries: 1 });
    sims.derby.inject({ kind: '503', path: '/shopping/multihotels', times: 2 });
    const ids = sims.scenarios.derbyHotelIds.slice(0, 3);
    const av = await ds.getAvailability({ propertyIds: ids, ...stay(), rooms: 1, adults: 1 });
    expect(av.offers).toEqual([]);
    expect(av.partialErrors.map((e) => [e.propertyId, e.error.kind])).toEqual(ids.map((id) => [id, 'unavailable']));
  });

  it('retries a 503 burst and a 429 without Retry-After, then answers', async () => {
    sims.derby.inject({ kind: '503', path: '/shopping/multihotels', times: 2 });
    sims.derby.inject({ kind: '429', path: '/shopping/multihotels' });
    const av = await ds.getAvailability({ propertyIds: sims.scenarios.derbyHotelIds.slice(0, 2), ...stay(), rooms: 1, adults: 1 });
    expect(av.partialErrors).toEqual([]);
    expect(av.offers.length).toBeGreaterThan(0);
    expect(calls('/shopping/multihotels').map((r) => r.status)).toEqual([503, 503, 429, 200]);
    expect(waits).toHaveLength(3);
    expect(waits.every((w) => w <= 10)).toBe(true);
  });

  it('waits as long as Retry-After says on a 429', async () => {
    sims.derby.inject({ kind: '429', path: '/availability', retryAfterSeconds: 3 });
    const o = await offerAt(sims.scenarios.derbyHotelIds[0]!);
    const live = await ds.checkOffer({ propertyId: o.propertyId, roomId: o.roomId, rateId: o.rateId, checkIn: o.checkIn, checkOut: o.checkOut, rooms: 1, adults: 1 });
    expect(live?.totalAfterTax).toBe(o.totalAfterTax);
    expect(waits).toEqual([3_000]);
  });

  it('fails with auth on a wrong token, without retrying', async () => {
    ds = make({}, { shoppingToken: 'stolen' });
    const av = await ds.getAvailability({ propertyIds: sims.scenarios.derbyHotelIds.slice(0, 1), ...stay(), rooms: 1, adults: 1 });
    expect(av.partialErrors[0]!.error.kind).toBe('auth');
    expect(calls('/shopping/multihotels').map((r) => r.status)).toEqual([401]);
    // The booking service has its own token: the shopping one is refused there.
    const wrong = make({}, { bookingToken: sims.config().derbySoft.shoppingToken });
    const err = await caught(wrong.getReservation({ clientRef: 'x' }));
    expect(err.kind).toBe('auth');
  });

  it('times out a slow search and retries it', async () => {
    ds = make({ timeoutMs: 80 });
    sims.derby.inject({ kind: 'delay', path: '/shopping/multihotels', ms: 300 });
    const av = await ds.getAvailability({ propertyIds: sims.scenarios.derbyHotelIds.slice(0, 1), ...stay(), rooms: 1, adults: 1 });
    expect(av.partialErrors).toEqual([]);
    expect(av.offers.length).toBeGreaterThan(0);
  });

  it('shows price drift between cached shopping and the live check, and refuses to book at the old price', async () => {
    const hotel = sims.scenarios.driftHotelId;
    const cached = await offerAt(hotel);
    const q = { propertyId: hotel, roomId: cached.roomId, rateId: cached.rateId, checkIn: cached.checkIn, checkOut: cached.checkOut, rooms: 1, adults: 1 };
    const live = (await ds.checkOffer(q))!;
    expect(live.totalAfterTax).toBeGreaterThan(cached.totalAfterTax * 1.05);
    expect(calls('/availability')[0]!.body).toMatchObject({ hotelId: hotel, productCandidate: { roomId: cached.roomId, rateId: cached.rateId } });

    const clientRef = nextRef();
    const err = await caught(ds.createReservation({ offer: cached, clientRef, guests: [guest], contact: guest, expectedTotal: cached.totalAfterTax }));
    expect(err.kind).toBe('price_changed');
    expect(err.details.offer?.totalAfterTax).toBe(live.totalAfterTax);
    expect(calls('/reservation/prebook')).toHaveLength(0);

    // Accepting the new price books.
    const ref = await ds.createReservation({ offer: live, clientRef, guests: [guest], contact: guest, expectedTotal: live.totalAfterTax });
    expect(sims.derby.reservation(clientRef)?.total.amountAfterTax).toBe(live.totalAfterTax);
    expect(ref.derbyResId).toBeTruthy();
  });

  it('books with prebook then book, takes the room out of inventory, and gives it back on cancel', async () => {
    const hotel = sims.scenarios.derbyHotelIds[1]!;
    const o = await offerAt(hotel, stay(2, 10), 2);
    const nights = o.nightly.map((n) => n.date);
    const before = nights.map((d) => sims.derby.available(hotel, o.roomId, d));
    const clientRef = nextRef();
    const ref = await ds.createReservation({ offer: o, clientRef, guests: [guest, { firstName: 'Sam', lastName: 'Second' }], contact: guest, expectedTotal: o.totalAfterTax });
    expect(ref).toMatchObject({ clientRef, derbyResId: expect.stringMatching(/^DS\d+$/), supplierResId: expect.any(String) });
    expect(nights.map((d) => sims.derby.available(hotel, o.roomId, d))).toEqual(before.map((n) => n - 2));

    const prebook = calls('/reservation/prebook')[0]!;
    const book = calls('/reservation/book')[0]!;
    expect(prebook.authorization).toBe(`Bearer ${sims.config().derbySoft.bookingToken}`);
    expect(prebook.body).toMatchObject({
      header: { supplierId: 'TRUCKSTOP_HOTELS', distributorId: 'RIGREST', version: 'v4' },
      reservationIds: { distributorResId: clientRef },
      hotelId: hotel,
      total: { amountAfterTax: o.totalAfterTax, amountBeforeTax: o.totalBeforeTax },
      roomRates: [{ roomId: o.roomId, rateId: o.rateId, amountAfterTax: o.nightly.map((n) => n.amountAfterTax) }],
    });
    const { header: _h1, bookingToken, ...bookRest } = book.body as Record<string, unknown>;
    const { header: _h2, ...preRest } = prebook.body as Record<string, unknown>;
    expect(bookingToken).toEqual(expect.any(String));
    expect(bookRest).toEqual(preRest);

    expect(await ds.getReservation(ref)).toMatchObject({ status: 'confirmed' });
    const cancelled = await ds.cancelReservation(ref);
    expect(cancelled.cancellationId).toBeTruthy();
    expect(nights.map((d) => sims.derby.available(hotel, o.roomId, d))).toEqual(before);
    expect(await ds.getReservation(ref)).toMatchObject({ status: 'cancelled', cancellationId: cancelled.cancellationId });

    // Cancelling again is refused by DerbySoft; the adapter sees the booking is cancelled and answers the same.
    const again = await ds.cancelReservation(ref);
    expect(again).toEqual(cancelled);
    expect(calls('/reservation/cancel').map((r) => r.status)).toEqual([200, 500]);
    expect(nights.map((d) => sims.derby.available(hotel, o.roomId, d))).toEqual(before);
  });

  it('treats a book that times out as an unknown outcome, never repeats it, and detail then says confirmed', async () => {
    ds = make({}, { bookingTimeoutMs: 100 });
    const hotel = sims.scenarios.derbyHotelIds[2]!;
    const o = await offerAt(hotel, stay(1, 20));
    const before = sims.derby.available(hotel, o.roomId, o.checkIn);
    sims.derby.inject({ kind: 'late', path: '/reservation/book', ms: 500 });
    const clientRef = nextRef();
    const err = await caught(ds.createReservation({ offer: o, clientRef, guests: [guest], contact: guest, expectedTotal: o.totalAfterTax }));
    expect(err.kind).toBe('unknown_outcome');
    expect(err.retryable).toBe(false);
    expect(calls('/reservation/book')).toHaveLength(0); // still being answered when we gave up
    await until(() => calls('/reservation/book').length > 0);
    expect(calls('/reservation/book')).toHaveLength(1);
    expect(calls('/reservation/book')[0]!.abandoned).toBe(true);
    // They made it: reconcile through detail.
    const status = await ds.getReservation({ clientRef });
    expect(status).toMatchObject({ status: 'confirmed', ref: { clientRef, derbyResId: expect.any(String) } });
    expect(sims.derby.available(hotel, o.roomId, o.checkIn)).toBe(before - 1);
  });

  it('maps System, NetError and 503 on book to unknown outcome; detail then finds nothing', async () => {
    const hotel = sims.scenarios.derbyHotelIds[3]!;
    for (const fault of [
      { kind: '500' as const, errorCode: 'System' },
      { kind: '500' as const, errorCode: 'NetError' },
      { kind: '503' as const },
      { kind: 'reset' as const },
    ]) {
      sims.derby.requests.length = 0;
      const o = await offerAt(hotel, stay(1, 30));
      sims.derby.inject({ ...fault, path: '/reservation/book' });
      const clientRef = nextRef();
      const err = await caught(ds.createReservation({ offer: o, clientRef, guests: [guest], contact: guest, expectedTotal: o.totalAfterTax }));
      expect(err.kind, JSON.stringify(fault)).toBe('unknown_outcome');
      expect(calls('/reservation/book')).toHaveLength(1);
      const missing = await caught(ds.getReservation({ clientRef }));
      expect(missing.kind).toBe('not_found');
    }
  });

  it('does not retry a prebook that times out, and calls it a timeout (nothing is held)', async () => {
    ds = make({}, { bookingTimeoutMs: 80 });
    const o = await offerAt(sims.scenarios.derbyHotelIds[4]!);
    sims.derby.inject({ kind: 'delay', path: '/reservation/prebook', ms: 300 });
    const err = await caught(ds.createReservation({ offer: o, clientRef: nextRef(), guests: [guest], contact: guest, expectedTotal: o.totalAfterTax }));
    expect(err.kind).toBe('timeout');
    expect(calls('/reservation/book')).toHaveLength(0);
    await until(() => calls('/reservation/prebook').length > 0);
    expect(calls('/reservation/prebook')).toHaveLength(1);
  });

  it('answers sold_out when the room went while the traveller was deciding', async () => {
    const hotel = sims.scenarios.derbyHotelIds[5]!;
    const o = await offerAt(hotel);
    sims.derby.setSoldOut(hotel, true);
    try {
      const err = await caught(ds.createReservation({ offer: o, clientRef: nextRef(), guests: [guest], contact: guest, expectedTotal: o.totalAfterTax }));
      expect(err.kind).toBe('sold_out');
      expect(await ds.checkOffer({ propertyId: hotel, roomId: o.roomId, rateId: o.rateId, checkIn: o.checkIn, checkOut: o.checkOut, rooms: 1, adults: 1 })).toBeNull();
    } finally {
      sims.derby.setSoldOut(hotel, false);
    }
  });

  it('maps a prebook refused with NoAvailability or PriceChanged', async () => {
    const hotel = sims.scenarios.derbyHotelIds[6]!;
    const o = await offerAt(hotel);
    sims.derby.inject({ kind: '500', path: '/reservation/prebook', errorCode: 'PriceChanged' });
    expect((await caught(ds.createReservation({ offer: o, clientRef: nextRef(), guests: [guest], contact: guest, expectedTotal: o.totalAfterTax }))).kind).toBe('price_changed');
    sims.derby.inject({ kind: '500', path: '/reservation/prebook', errorCode: 'NoAvailability' });
    expect((await caught(ds.createReservation({ offer: o, clientRef: nextRef(), guests: [guest], contact: guest, expectedTotal: o.totalAfterTax }))).kind).toBe('sold_out');
    sims.derby.inject({ kind: '500', path: '/reservation/prebook', errorCode: 'InvalidField', errorMessage: 'guests[0].lastName' });
    const invalid = await caught(ds.createReservation({ offer: o, clientRef: nextRef(), guests: [guest], contact: guest, expectedTotal: o.totalAfterTax }));
    expect(invalid.kind).toBe('validation');
    expect(invalid.message).toContain('guests[0].lastName');
  });

  it('checks stays up to 61 nights live, and refuses longer ones without calling', async () => {
    const hotel = sims.scenarios.derbyHotelIds[7]!;
    const s61 = stay(61, 40);
    const rooms = sims.catalogue.byCode.get(hotel)!.roomTypes;
    const results = await Promise.all(rooms.map((r) => ds.checkOffer({ propertyId: hotel, roomId: r.roomCode, rateId: 'NRF', ...s61, rooms: 1, adults: 1 })));
    for (const live of results.filter((x) => x !== null)) expect(live!.nightly).toHaveLength(61);
    expect(calls('/availability')).toHaveLength(rooms.length);
    const err = await caught(ds.checkOffer({ propertyId: hotel, roomId: 'K1', rateId: 'BAR', ...stay(62, 40), rooms: 1, adults: 1 }));
    expect(err.kind).toBe('validation');
    const backwards = await caught(ds.getAvailability({ propertyIds: [hotel], checkIn: '2030-01-05', checkOut: '2030-01-04', rooms: 1, adults: 1 }));
    expect(backwards.kind).toBe('validation');
    expect(calls('/availability')).toHaveLength(rooms.length);
  });

  it('refuses to book an unknown reservation id in detail and cancel with not_found', async () => {
    expect((await caught(ds.getReservation({ clientRef: 'never-booked' }))).kind).toBe('not_found');
    expect((await caught(ds.cancelReservation({ clientRef: 'never-booked' }))).kind).toBe('not_found');
  });

  it('lists the hotels DerbySoft offers us, with their activation status', async () => {
    const hotels = await ds.listHotels();
    expect(hotels.length).toBe(sims.catalogue.hotels.filter((h) => h.derby).length);
    expect(hotels.find((h) => h.propertyId === sims.scenarios.deactivatedHotelId)?.active).toBe(false);
    expect(hotels.find((h) => h.propertyId === sims.scenarios.derbyHotelIds[0])).toMatchObject({ active: true, name: expect.any(String) });
    expect(calls(`/hotels/TRUCKSTOP_HOTELS`)[0]!.query).toEqual({ distributorId: 'RIGREST' });
  });
});

/** Waits for something the simulator does after the client has given up. */
async function until(done: () => boolean, ms = 3_000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
