import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { roundMoney } from '@/api/money';
import { parseAnswer } from '../answer';
import { createHttpClient, type HttpOptions } from '../http';
import {
  SupplierError,
  type AvailabilityResult,
  type CallOptions,
  type Guest,
  type InventoryHotel,
  type InventorySupplier,
  type Offer,
  type ReservationRef,
  type StayQuery,
} from '../types';
import { classifyDerbyError } from './errors';
import { decodeOfferId, mapDetailStatus, mapRoomRate, roomCriteria, validateStay, wireRoomRate } from './mapping';
import {
  availabilityAnswer,
  bookAnswer,
  cancelAnswer,
  detailAnswer,
  hotelListAnswer,
  multiHotelsAnswer,
  prebookAnswer,
  type AvailabilityRequest,
  type DerbyHeader,
  type DerbyPerson,
  type MultiHotelsResponse,
  type PrebookRequest,
  type ReservationIds,
} from './wire';

export type DerbySoftConfig = {
  shoppingUrl: string;
  bookingUrl: string;
  shoppingToken: string;
  bookingToken: string;
  distributorId: string;
  /** The DerbySoft supplier (hotel connection) our hotels belong to. */
  supplierId: string;
  http?: Partial<HttpOptions>;
  /** Hotels per multihotels call. */
  batchSize?: number;
  /** Multihotels calls in flight at once; the hotel-side API documents 15 req/s, so stay well below. */
  concurrency?: number;
  /** Per-call timeout of the slow booking calls (prebook/book/cancel), when it should differ from `http.timeoutMs`. */
  bookingTimeoutMs?: number;
};

const SHOPPING_MAX_NIGHTS = 30;
const LIVE_CHECK_MAX_NIGHTS = 61;

export function createDerbySoftClient(cfg: DerbySoftConfig): InventorySupplier {
  const http = createHttpClient('derbysoft', classifyDerbyError, cfg.http);
  const shoppingUrl = cfg.shoppingUrl.replace(/\/+$/, '');
  const bookingUrl = cfg.bookingUrl.replace(/\/+$/, '');
  const batchSize = Math.max(1, cfg.batchSize ?? 20);
  const concurrency = Math.max(1, cfg.concurrency ?? 4);

  const header = (booking: boolean): DerbyHeader => ({
    ...(booking ? { supplierId: cfg.supplierId } : {}),
    distributorId: cfg.distributorId,
    version: 'v4',
    token: randomUUID(),
  });

  type Call<S extends z.ZodType> = { operation: string; path: string; body: object; answer: S; safe: boolean; commits?: boolean; slow?: boolean; signal?: AbortSignal };

  async function shopping<S extends z.ZodType>(c: Call<S>): Promise<z.output<S>> {
    const res = await http.send({
      operation: c.operation,
      method: 'POST',
      url: `${shoppingUrl}${c.path}`,
      headers: { authorization: `Bearer ${cfg.shoppingToken}` },
      json: { header: header(false), ...c.body },
      safe: c.safe,
      signal: c.signal,
    });
    return parseAnswer('derbysoft', c.operation, c.answer, res.body, { status: res.status });
  }

  async function booking<S extends z.ZodType>(c: Call<S>): Promise<z.output<S>> {
    const res = await http.send({
      operation: c.operation,
      method: 'POST',
      url: `${bookingUrl}${c.path}`,
      headers: { authorization: `Bearer ${cfg.bookingToken}` },
      json: { header: header(true), ...c.body },
      safe: c.safe,
      commits: c.commits,
      signal: c.signal,
      ...(c.slow && cfg.bookingTimeoutMs ? { timeoutMs: cfg.bookingTimeoutMs } : {}),
    });
    return parseAnswer('derbysoft', c.operation, c.answer, res.body, { status: res.status, commits: c.commits });
  }

  async function searchBatch(ids: string[], q: StayQuery, out: AvailabilityResult, signal?: AbortSignal): Promise<void> {
    let answer: MultiHotelsResponse;
    try {
      answer = await shopping({
        operation: 'derbysoft.shopping',
        path: '/shopping/multihotels',
        body: { hotels: ids.map((hotelId) => ({ supplierId: cfg.supplierId, hotelId })), stayRange: { checkin: q.checkIn, checkout: q.checkOut }, roomCriteria: roomCriteria(q) },
        answer: multiHotelsAnswer,
        safe: true,
        signal,
      });
    } catch (err) {
      const error = asSupplierError(err, 'derbysoft.shopping');
      // One unknown hotel may fail a whole batch: ask for each hotel alone so the others still get rates.
      if (error.kind === 'not_found' && ids.length > 1) {
        for (const id of ids) await searchBatch([id], q, out, signal);
        return;
      }
      for (const propertyId of ids) out.partialErrors.push({ propertyId, error });
      return;
    }
    const answered = new Set<string>();
    for (const h of answer.availHotels) {
      if (!ids.includes(h.hotelId) || answered.has(h.hotelId)) continue;
      answered.add(h.hotelId);
      const rates = h.availRoomRates;
      if (rates.length === 0) out.soldOut.push(h.hotelId);
      for (const r of rates) {
        try {
          out.offers.push(mapRoomRate(h.hotelId, r, q));
        } catch (err) {
          out.partialErrors.push({ propertyId: h.hotelId, error: asSupplierError(err, 'derbysoft.shopping') });
        }
      }
    }
    // A hotel left out of the answer is one the supplier does not know (or no longer sells).
    for (const id of ids) {
      if (!answered.has(id)) {
        out.partialErrors.push({ propertyId: id, error: new SupplierError('derbysoft', 'not_found', `derbysoft.shopping: hotel ${id} not in the answer`, { operation: 'derbysoft.shopping', retryable: false }) });
      }
    }
  }

  async function liveCheck(q: StayQuery & { propertyId: string; roomId: string; rateId: string }, opts: CallOptions = {}): Promise<Offer | null> {
    validateStay(q, LIVE_CHECK_MAX_NIGHTS);
    const body: Omit<AvailabilityRequest, 'header'> = {
      hotelId: q.propertyId,
      stayRange: { checkin: q.checkIn, checkout: q.checkOut },
      roomCriteria: roomCriteria(q),
      productCandidate: { roomId: q.roomId, rateId: q.rateId },
    };
    const answer = await booking({ operation: 'derbysoft.availability', path: '/availability', body, answer: availabilityAnswer, safe: true, signal: opts.signal });
    const rate = answer.roomRates.find((r) => r.roomId === q.roomId && r.rateId === q.rateId);
    return rate ? mapRoomRate(q.propertyId, rate, q, { cancelPolicy: answer.cancelPolicy, fees: answer.fees }) : null;
  }

  const ids = (ref: ReservationRef): ReservationIds => ({
    distributorResId: ref.clientRef,
    ...(ref.derbyResId ? { derbyResId: ref.derbyResId } : {}),
    ...(ref.supplierResId ? { supplierResId: ref.supplierResId } : {}),
  });

  async function detail(ref: ReservationRef) {
    const d = await booking({ operation: 'derbysoft.detail', path: '/reservation/detail', body: { reservationIds: ids(ref) }, answer: detailAnswer, safe: true });
    const derbyResId = d.reservationIds?.derbyResId ?? ref.derbyResId;
    const supplierResId = d.reservationIds?.supplierResId ?? ref.supplierResId;
    return {
      ref: { clientRef: ref.clientRef, ...(derbyResId ? { derbyResId } : {}), ...(supplierResId ? { supplierResId } : {}) },
      status: mapDetailStatus(d),
      ...(d.cancellationId ? { cancellationId: d.cancellationId } : {}),
    };
  }

  return {
    async listHotels(): Promise<InventoryHotel[]> {
      const url = `${bookingUrl}/hotels/${encodeURIComponent(cfg.supplierId)}?distributorId=${encodeURIComponent(cfg.distributorId)}`;
      const res = await http.send({ operation: 'derbysoft.hotels', method: 'GET', url, headers: { authorization: `Bearer ${cfg.bookingToken}` }, safe: true });
      const { hotels } = parseAnswer('derbysoft', 'derbysoft.hotels', hotelListAnswer, res.body, { status: res.status });
      return hotels.map((h) => ({ propertyId: h.hotelId, name: h.hotelName ?? null, active: (h.status ?? 'Actived') === 'Actived' }));
    },

    async getAvailability(q, opts = {}) {
      validateStay(q, SHOPPING_MAX_NIGHTS);
      const out: AvailabilityResult = { offers: [], soldOut: [], partialErrors: [] };
      const unique = [...new Set(q.propertyIds)];
      const batches: string[][] = [];
      for (let i = 0; i < unique.length; i += batchSize) batches.push(unique.slice(i, i + batchSize));
      let next = 0;
      const worker = async () => {
        while (next < batches.length) await searchBatch(batches[next++]!, q, out, opts.signal);
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, batches.length) }, worker));
      return out;
    },

    checkOffer: liveCheck,

    async createReservation(r, opts = {}) {
      const stay = decodeOfferId(r.offer.offerId);
      if (r.guests.length === 0) throw new SupplierError('derbysoft', 'validation', 'derbysoft: at least one guest', { retryable: false });
      // Search rates are cached; the live price is the one the supplier will book, so compare before holding anything.
      const live = await liveCheck(stay, opts);
      if (!live) throw new SupplierError('derbysoft', 'sold_out', 'derbysoft: the room is no longer available', { operation: 'derbysoft.availability', retryable: false });
      if (Math.abs(live.totalAfterTax - roundMoney(r.expectedTotal, live.currency)) >= 0.005) {
        throw new SupplierError('derbysoft', 'price_changed', `derbysoft: the price is now ${live.totalAfterTax} ${live.currency}, not ${r.expectedTotal}`, {
          operation: 'derbysoft.availability',
          retryable: false,
          offer: live,
        });
      }
      const body: Omit<PrebookRequest, 'header'> = {
        reservationIds: { distributorResId: r.clientRef },
        hotelId: stay.propertyId,
        stayRange: { checkin: stay.checkIn, checkout: stay.checkOut },
        roomCriteria: roomCriteria(stay),
        contactPerson: person(r.contact),
        guests: r.guests.map((g, i) => ({ ...person(g), type: 'Adult', index: i + 1 })),
        total: { amountBeforeTax: live.totalBeforeTax, amountAfterTax: live.totalAfterTax },
        roomRates: [wireRoomRate(live)],
      };
      // Neither prebook nor book is retried here: a repeated book could reserve twice.
      const pre = await booking({ operation: 'derbysoft.prebook', path: '/reservation/prebook', body, answer: prebookAnswer, safe: false, slow: true, signal: opts.signal });
      // A book sent now must still be answered before the caller's deadline, or its outcome is unknown (reconciled).
      const booked = await booking({
        operation: 'derbysoft.book',
        path: '/reservation/book',
        body: { ...body, bookingToken: pre.bookingToken },
        answer: bookAnswer,
        safe: false,
        commits: true,
        slow: true,
        signal: opts.signal,
      });
      const resIds = booked.reservationIds;
      return {
        clientRef: r.clientRef,
        ...(resIds.derbyResId ? { derbyResId: resIds.derbyResId } : {}),
        ...(resIds.supplierResId ? { supplierResId: resIds.supplierResId } : {}),
      };
    },

    async cancelReservation(ref) {
      try {
        const res = await booking({ operation: 'derbysoft.cancel', path: '/reservation/cancel', body: { reservationIds: ids(ref) }, answer: cancelAnswer, safe: true, slow: true });
        return { cancellationId: res.cancellationId };
      } catch (err) {
        // Cancelling twice is an error at DerbySoft (code not documented); ask what state the booking is in.
        if (!(err instanceof SupplierError) || err.retryable || err.kind === 'not_found' || err.kind === 'auth') throw err;
        const now = await detail(ref);
        if (now.status === 'cancelled') return { cancellationId: now.cancellationId ?? `cancelled:${ref.clientRef}` };
        throw err;
      }
    },

    getReservation: detail,
  };
}

function person(g: Guest): DerbyPerson {
  return { firstName: g.firstName, lastName: g.lastName, ...(g.email ? { email: g.email } : {}), ...(g.phone ? { phone: g.phone } : {}) };
}

function asSupplierError(err: unknown, operation: string): SupplierError {
  return err instanceof SupplierError ? err : new SupplierError('derbysoft', 'unavailable', `${operation}: ${String(err)}`, { operation, retryable: false });
}
