import { SupplierError, type AvailabilityResult, type InventorySupplier, type Offer, type ReservationRef, type StayQuery } from '@server/suppliers/types';

const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export type BookBehaviour =
  | { kind: 'ok' }
  | { kind: 'sold_out' }
  | { kind: 'price_changed'; nightly: number }
  /** The book times out for us but is made at the supplier (detail then says Confirmed). */
  | { kind: 'lost_answer' }
  /** The book times out while the supplier is still processing it (detail: Processing, until the test says). */
  | { kind: 'processing' }
  /** The book times out and never reached the supplier (detail: not found). */
  | { kind: 'lost_request' }
  /** Succeeds after a delay. */
  | { kind: 'late'; ms: number }
  | { kind: 'down' }
  /** The live check or prebook cannot reach the supplier (5xx, network): the book is never sent. */
  | { kind: 'unreachable' }
  /** The prebook times out: nothing was booked. */
  | { kind: 'prebook_timeout' };

/**
 * A DerbySoft stand-in the tests steer: a nightly price per hotel, delays, failures, and a reservation book
 * (by our confirmation code) that shows whether anything was booked twice or lost.
 */
export function fakeInventory() {
  const state = {
    delayMs: 0,
    fail: null as SupplierError | null,
    /** Shopping answers this error for every hotel asked (as the adapter reports a supplier it could not reach). */
    partial: null as SupplierError | null,
    prices: new Map<string, number>(),
    calls: 0,
    /** Released by the test to let a delayed answer through. */
    gate: null as Promise<void> | null,
    book: { kind: 'ok' } as BookBehaviour,
    /** Reservations held at the supplier, by clientRef; createReservation calls per clientRef. */
    reservations: new Map<string, { status: 'confirmed' | 'cancelled' | 'processing'; supplierResId: string }>(),
    bookCalls: new Map<string, number>(),
    cancelCalls: 0,
  };
  const offer = (propertyId: string, q: StayQuery, roomId = 'KING', rateId = 'BAR', nightlyOverride?: number): Offer => {
    const nightly = nightlyOverride ?? state.prices.get(propertyId)!;
    const nights = Math.round((Date.parse(q.checkOut) - Date.parse(q.checkIn)) / 86_400_000);
    return {
      offerId: `${propertyId}:${roomId}:${rateId}`,
      propertyId,
      roomId,
      rateId,
      checkIn: q.checkIn,
      checkOut: q.checkOut,
      rooms: q.rooms,
      currency: 'USD',
      nightly: Array.from({ length: nights }, (_, i) => ({ date: addDays(q.checkIn, i), amountBeforeTax: nightly, amountAfterTax: nightly })),
      totalBeforeTax: nightly * nights * q.rooms,
      totalAfterTax: nightly * nights * q.rooms,
      inventory: 4,
      mealPlan: null,
      cancelPolicy: { code: 'FREE', refundable: true, description: 'Free cancellation until 2 days before arrival', freeUntil: `${q.checkIn}T12:00`, penalty: null },
      fees: [],
    };
  };
  /** A supplier call: delayed as told, given up (as the adapter does) when the caller's deadline passes first. */
  const wait = async (signal?: AbortSignal) => {
    state.calls++;
    if (state.gate) await state.gate;
    if (state.delayMs) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, state.delayMs);
        signal?.addEventListener(
          'abort',
          () => {
            clearTimeout(timer);
            reject(new SupplierError('derbysoft', 'timeout', 'derbysoft: no answer before the deadline', { retryable: false }));
          },
          { once: true },
        );
      });
    }
    if (state.fail) throw state.fail;
  };
  const supplier: InventorySupplier = {
    listHotels: async () => [],
    async getAvailability(q, opts): Promise<AvailabilityResult> {
      await wait(opts?.signal);
      if (state.partial) return { offers: [], soldOut: [], partialErrors: q.propertyIds.map((propertyId) => ({ propertyId, error: state.partial! })) };
      const offers = q.propertyIds.filter((id) => state.prices.has(id)).map((id) => offer(id, q));
      return { offers, soldOut: q.propertyIds.filter((id) => !state.prices.has(id)), partialErrors: [] };
    },
    async checkOffer(q, opts) {
      await wait(opts?.signal);
      return state.prices.has(q.propertyId) ? offer(q.propertyId, q, q.roomId, q.rateId) : null;
    },
    async createReservation(r): Promise<ReservationRef> {
      state.bookCalls.set(r.clientRef, (state.bookCalls.get(r.clientRef) ?? 0) + 1);
      const b = state.book;
      const made = () => {
        const supplierResId = `SUP-${r.clientRef}`;
        state.reservations.set(r.clientRef, { status: 'confirmed', supplierResId });
        return { clientRef: r.clientRef, supplierResId, derbyResId: `DBY-${r.clientRef}` };
      };
      switch (b.kind) {
        case 'ok':
          return made();
        case 'late':
          await new Promise((res) => setTimeout(res, b.ms));
          return made();
        case 'sold_out':
          throw new SupplierError('derbysoft', 'sold_out', 'derbysoft: sold out', { retryable: false });
        case 'price_changed':
          throw new SupplierError('derbysoft', 'price_changed', 'derbysoft: price changed', { retryable: false, offer: offer(r.offer.propertyId, { ...r.offer, adults: 1 }, r.offer.roomId, r.offer.rateId, b.nightly) });
        case 'lost_answer':
          made();
          throw new SupplierError('derbysoft', 'unknown_outcome', 'derbysoft: book timed out', { retryable: false });
        case 'processing':
          state.reservations.set(r.clientRef, { status: 'processing', supplierResId: `SUP-${r.clientRef}` });
          throw new SupplierError('derbysoft', 'unknown_outcome', 'derbysoft: book timed out', { retryable: false });
        case 'lost_request':
          throw new SupplierError('derbysoft', 'unknown_outcome', 'derbysoft: book timed out', { retryable: false });
        case 'down':
          throw new SupplierError('derbysoft', 'auth', 'derbysoft: key not authorised', { retryable: false });
        case 'unreachable':
          throw new SupplierError('derbysoft', 'unavailable', 'derbysoft.prebook: HTTP 503', { status: 503 });
        case 'prebook_timeout':
          throw new SupplierError('derbysoft', 'timeout', 'derbysoft.prebook: no answer within 30000 ms');
      }
    },
    async cancelReservation(ref) {
      state.cancelCalls++;
      const held = state.reservations.get(ref.clientRef);
      if (!held) throw new SupplierError('derbysoft', 'not_found', 'derbysoft: no such reservation', { retryable: false });
      held.status = 'cancelled';
      return { cancellationId: `CXL-${ref.clientRef}` };
    },
    async getReservation(ref) {
      const held = state.reservations.get(ref.clientRef);
      if (!held) throw new SupplierError('derbysoft', 'not_found', 'derbysoft: no such reservation', { retryable: false });
      return { ref: { ...ref, supplierResId: held.supplierResId }, status: held.status };
    },
  };
  return { state, supplier };
}
