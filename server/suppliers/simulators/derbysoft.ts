import { randomUUID } from 'node:crypto';
import type {
  AvailabilityRequest,
  BookRequest,
  CancelRequest,
  DerbyHeader,
  DetailRequest,
  MultiHotelsRequest,
  PrebookRequest,
  ReservationIds,
  RoomCriteria,
  SetupRequest,
  StayRange,
} from '../derbysoft/wire';
import type { Catalogue, SimHotel } from './catalogue';
import { baseAllotment, nightsOf, roomRatesFor, totalOf } from './rates';
import { FaultBook, LATENCY, startSimServer, type Chaos, type Fault, type LatencySetting, type Route, type SimContext, type SimReply, type SimRequest } from './server';

export type DerbySoftSimOptions = {
  catalogue: Catalogue;
  shoppingToken: string;
  bookingToken: string;
  distributorId: string;
  supplierId: string;
  faults?: Fault[];
  chaos?: Chaos;
  latency?: LatencySetting;
  seed?: string;
  /** Live price drift by hotel id (0.08 = live prices 8 % above cached shopping prices); adds to the catalogue's. */
  priceDrift?: Record<string, number>;
};

export type SimReservation = {
  ids: Required<ReservationIds>;
  hotelId: string;
  roomId: string;
  rateId: string;
  stayRange: StayRange;
  roomCriteria: RoomCriteria;
  total: { amountBeforeTax: number; amountAfterTax: number };
  status: 'Confirmed' | 'Cancelled';
  cancellationId: string | null;
};

export type DerbySoftSim = {
  shoppingUrl: string;
  bookingUrl: string;
  requests: SimRequest[];
  inject(f: Fault): void;
  clearFaults(): void;
  setPriceDrift(hotelId: string, fraction: number): void;
  setSoldOut(hotelId: string, soldOut: boolean): void;
  /** Rooms of this type still free that night. */
  available(hotelId: string, roomId: string, date: string): number;
  reservation(distributorResId: string): SimReservation | undefined;
  close(): Promise<void>;
};

const MAX_LIVE_NIGHTS = 61;
const MAX_SHOPPING_NIGHTS = 30;
const TOKEN_TTL_MS = 15 * 60_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

class DerbyFailure extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

const fail = (code: string, message: string): never => {
  throw new DerbyFailure(code, message);
};

export async function startDerbySoftSimulator(o: DerbySoftSimOptions): Promise<DerbySoftSim> {
  const cat = o.catalogue;
  const faults = new FaultBook(o.faults, o.chaos, `${o.seed ?? 'sim'}:derby`);
  const requests: SimRequest[] = [];
  const drift = new Map(Object.entries(o.priceDrift ?? {}));
  const booked = new Map<string, number>();
  const reservations = new Map<string, SimReservation>();
  const prebooks = new Map<string, { fingerprint: string; expires: number }>();
  let sequence = 100_000;

  const bookedKey = (hotel: string, room: string, date: string) => `${hotel}|${room}|${date}`;
  const bookedOf = (hotel: string) => (room: string, date: string) => booked.get(bookedKey(hotel, room, date)) ?? 0;
  const driftOf = (h: SimHotel) => (h.derby?.drift ?? 0) + (drift.get(h.hotelCode) ?? 0);

  const derbyHotel = (id: string | undefined, supplierId?: string): SimHotel | undefined => {
    const h = id ? cat.byCode.get(id) : undefined;
    if (!h?.derby || h.derby.status !== 'Actived') return undefined;
    return supplierId === undefined || supplierId === o.supplierId ? h : undefined;
  };

  function checkHeader(body: unknown, booking: boolean): DerbyHeader {
    const h = (body as { header?: DerbyHeader } | undefined)?.header;
    if (!h) return fail('InvalidField', 'header is required');
    if (h.version !== 'v4') fail('InvalidField', 'header.version must be v4');
    if (h.distributorId !== o.distributorId) fail('InvalidField', 'header.distributorId is unknown');
    if (booking && h.supplierId !== o.supplierId) fail('InvalidField', 'header.supplierId is unknown');
    if (!h.token) fail('InvalidField', 'header.token is required');
    return h;
  }

  function checkStay(stay: StayRange | undefined, criteria: RoomCriteria | undefined, maxNights: number) {
    if (!stay || !DATE.test(stay.checkin ?? '') || !DATE.test(stay.checkout ?? '')) return fail('InvalidField', 'stayRange.checkin/checkout must be yyyy-MM-dd');
    const nights = nightsOf(stay.checkin, stay.checkout).length;
    if (nights < 1) fail('InvalidField', 'stayRange.checkout must be after checkin');
    if (nights > maxNights) fail('InvalidField', `stayRange may not exceed ${maxNights} nights`);
    if (!criteria || !Number.isInteger(criteria.roomCount) || criteria.roomCount < 1) fail('InvalidField', 'roomCriteria.roomCount must be at least 1');
    if (!Number.isInteger(criteria!.adultCount) || criteria!.adultCount < 1) fail('InvalidField', 'roomCriteria.adultCount must be at least 1');
    return { stay, criteria: criteria! };
  }

  /** Handlers throw DerbyFailure for a DerbySoft business error: HTTP 500 with errorCode, as the real API answers. */
  const route = (method: 'GET' | 'POST', pattern: string, booking: boolean, handle: (ctx: SimContext) => SimReply): Route => ({
    method,
    pattern,
    latency: booking ? LATENCY.booking : LATENCY.shopping,
    handle(ctx) {
      try {
        return handle(ctx);
      } catch (err) {
        if (err instanceof DerbyFailure) return { status: 500, json: { errorCode: err.errorCode, errorMessage: err.message } };
        throw err;
      }
    },
  });

  const authorizeWith = (token: string) => (ctx: SimContext) =>
    ctx.headers.authorization === `Bearer ${token}` ? null : { status: 401, json: { error: 'Key not authorised' } };

  function faultReply(f: Fault): SimReply {
    switch (f.kind) {
      case '401':
        return { status: 401, json: { error: 'Key not authorised' } };
      case '429':
        return { status: 429, json: { error: 'Too Many Requests' }, headers: f.retryAfterSeconds !== undefined ? { 'retry-after': String(f.retryAfterSeconds) } : {} };
      case '500':
        return { status: 500, json: { errorCode: f.errorCode ?? 'System', errorMessage: f.errorMessage ?? 'System error' } };
      default:
        return { status: 503, text: '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>', contentType: 'text/html' };
    }
  }

  /** The live room rate a prebook or book is for, priced now; fails as DerbySoft would. */
  function liveRate(req: PrebookRequest) {
    const h = derbyHotel(req.hotelId) ?? fail('HotelNotFound', `Hotel ${req.hotelId} not found`);
    const { stay, criteria } = checkStay(req.stayRange, req.roomCriteria, MAX_LIVE_NIGHTS);
    const wanted = req.roomRates?.[0] ?? fail('InvalidField', 'roomRates is required');
    if (!h.roomTypes.some((r) => r.roomCode === wanted.roomId)) fail('InvalidField', `roomRates.roomId ${wanted.roomId} is unknown`);
    if (!req.reservationIds?.distributorResId) fail('InvalidField', 'reservationIds.distributorResId is required');
    if (!req.contactPerson?.firstName || !req.contactPerson?.lastName) fail('InvalidField', 'contactPerson name is required');
    const rates = roomRatesFor(h, { checkin: stay.checkin, checkout: stay.checkout, criteria, live: true, drift: driftOf(h), booked: bookedOf(h.hotelCode) });
    const rate = rates.find((r) => r.roomId === wanted.roomId && r.rateId === wanted.rateId) ?? fail('NoAvailability', 'The room is not available for the stay');
    const total = totalOf(rate, criteria.roomCount);
    if (Math.abs((req.total?.amountAfterTax ?? NaN) - total.amountAfterTax) > 0.005) {
      fail('PriceChanged', `The total is now ${total.amountAfterTax} ${rate.currency}`);
    }
    return { h, stay, criteria, rate, total };
  }

  const fingerprint = (r: PrebookRequest) =>
    JSON.stringify([r.hotelId, r.stayRange, r.roomCriteria, r.roomRates?.[0]?.roomId, r.roomRates?.[0]?.rateId, r.total, r.reservationIds?.distributorResId]);

  const findReservation = (ids: ReservationIds | undefined) => {
    const r = (ids?.distributorResId && reservations.get(ids.distributorResId)) || [...reservations.values()].find((x) => ids?.derbyResId && x.ids.derbyResId === ids.derbyResId);
    return r || fail('ReservationNotFound', 'Reservation not found');
  };

  const shoppingRoutes: Route[] = [
    route('POST', '/shopping/multihotels', false, ({ body }) => {
      const req = body as MultiHotelsRequest;
      const header = checkHeader(req, false);
      if (!Array.isArray(req.hotels) || req.hotels.length === 0) fail('InvalidField', 'hotels is required');
      const { stay, criteria } = checkStay(req.stayRange, req.roomCriteria, MAX_SHOPPING_NIGHTS);
      const known = req.hotels.map((x) => derbyHotel(x.hotelId, x.supplierId)).filter((h): h is SimHotel => h !== undefined);
      // Unknown hotels are left out of the answer; a request with none known fails as a whole.
      if (known.length === 0) fail('HotelNotFound', 'None of the hotels was found');
      return {
        status: 200,
        json: {
          header,
          availHotels: known.map((h) => ({
            supplierId: o.supplierId,
            hotelId: h.hotelCode,
            availRoomRates: roomRatesFor(h, { checkin: stay.checkin, checkout: stay.checkout, criteria, live: false, drift: 0, booked: bookedOf(h.hotelCode) }),
          })),
        },
      };
    }),
    route('POST', '/hotels/:supplierId/setup', false, ({ body, params }) => {
      const req = body as SetupRequest;
      const header = checkHeader(req, false);
      if (params.supplierId !== o.supplierId) fail('InvalidField', 'supplierId is unknown');
      const hotels = (req.hotels ?? []).map((x) => {
        const h = cat.byCode.get(x.hotelId);
        if (!h?.derby) return fail('HotelNotFound', `Hotel ${x.hotelId} not found`);
        if (x.status !== 'Actived' && x.status !== 'Deactived') fail('InvalidField', 'status must be Actived or Deactived');
        h.derby.status = x.status;
        return { hotelId: h.hotelCode, status: h.derby.status };
      });
      return { status: 200, json: { header, hotels } };
    }),
  ];

  const bookingRoutes: Route[] = [
    route('GET', '/hotels/:supplierId', true, ({ params, query }) => {
      if (query.get('distributorId') !== o.distributorId) fail('InvalidField', 'distributorId is unknown');
      if (params.supplierId !== o.supplierId) fail('InvalidField', 'supplierId is unknown');
      const list = cat.hotels.filter((h) => h.derby).map((h) => ({ supplierId: o.supplierId, hotelId: h.hotelCode, hotelName: h.name, status: h.derby!.status }));
      return { status: 200, json: list };
    }),
    route('POST', '/availability', true, ({ body }) => {
      const req = body as AvailabilityRequest;
      const header = checkHeader(req, true);
      const h = derbyHotel(req.hotelId) ?? fail('HotelNotFound', `Hotel ${req.hotelId} not found`);
      const { stay, criteria } = checkStay(req.stayRange, req.roomCriteria, MAX_LIVE_NIGHTS);
      const c = req.productCandidate;
      const roomRates = roomRatesFor(h, { checkin: stay.checkin, checkout: stay.checkout, criteria, live: true, drift: driftOf(h), booked: bookedOf(h.hotelCode) }).filter(
        (r) => !c || (r.roomId === c.roomId && r.rateId === c.rateId),
      );
      return { status: 200, json: { header, hotelId: h.hotelCode, roomRates } };
    }),
    route('POST', '/reservation/prebook', true, ({ body }) => {
      const req = body as PrebookRequest;
      const header = checkHeader(req, true);
      liveRate(req);
      for (const [t, p] of prebooks) if (p.expires < Date.now()) prebooks.delete(t);
      const bookingToken = randomUUID();
      prebooks.set(bookingToken, { fingerprint: fingerprint(req), expires: Date.now() + TOKEN_TTL_MS });
      return { status: 200, json: { header, bookingToken } };
    }),
    route('POST', '/reservation/book', true, ({ body }) => {
      const req = body as BookRequest;
      const header = checkHeader(req, true);
      const existing = reservations.get(req.reservationIds?.distributorResId ?? '');
      // The same distributorResId again (a replay after a lost answer) gets the same reservation, not a second one.
      if (existing && existing.hotelId === req.hotelId) return { status: 200, json: { header, reservationIds: existing.ids } };
      const pre = prebooks.get(req.bookingToken ?? '');
      if (!pre || pre.expires < Date.now()) fail('InvalidField', 'bookingToken is invalid or expired');
      if (pre!.fingerprint !== fingerprint(req)) fail('InvalidField', 'the booking differs from its prebook');
      const { h, stay, criteria, rate, total } = liveRate(req);
      prebooks.delete(req.bookingToken);
      for (const d of nightsOf(stay.checkin, stay.checkout)) {
        const k = bookedKey(h.hotelCode, rate.roomId, d);
        booked.set(k, (booked.get(k) ?? 0) + criteria.roomCount);
      }
      sequence += 1;
      const ids = { distributorResId: req.reservationIds.distributorResId, derbyResId: `DS${sequence}`, supplierResId: `${h.brand.code}-${sequence}` };
      reservations.set(ids.distributorResId, { ids, hotelId: h.hotelCode, roomId: rate.roomId, rateId: rate.rateId, stayRange: stay, roomCriteria: criteria, total, status: 'Confirmed', cancellationId: null });
      return { status: 200, json: { header, reservationIds: ids } };
    }),
    route('POST', '/reservation/cancel', true, ({ body }) => {
      const req = body as CancelRequest;
      const header = checkHeader(req, true);
      const r = findReservation(req.reservationIds);
      if (r.status === 'Cancelled') fail('InvalidField', 'The reservation is already cancelled');
      r.status = 'Cancelled';
      r.cancellationId = `CX${r.ids.derbyResId.slice(2)}`;
      for (const d of nightsOf(r.stayRange.checkin, r.stayRange.checkout)) {
        const k = bookedKey(r.hotelId, r.roomId, d);
        booked.set(k, Math.max(0, (booked.get(k) ?? 0) - r.roomCriteria.roomCount));
      }
      return { status: 200, json: { header, cancellationId: r.cancellationId } };
    }),
    route('POST', '/reservation/detail', true, ({ body }) => {
      const req = body as DetailRequest;
      const header = checkHeader(req, true);
      const r = findReservation(req.reservationIds);
      return {
        status: 200,
        json: {
          header,
          reservationIds: r.ids,
          status: r.status,
          result: 'Successful',
          hotelId: r.hotelId,
          stayRange: r.stayRange,
          roomCriteria: r.roomCriteria,
          total: r.total,
          ...(r.cancellationId ? { cancellationId: r.cancellationId } : {}),
        },
      };
    }),
  ];

  const common = { seed: o.seed ?? 'sim', latency: o.latency ?? 'realistic', faults, log: requests, faultReply };
  const shopping = await startSimServer({ ...common, name: 'derbysoft_shopping', routes: shoppingRoutes, authorize: authorizeWith(o.shoppingToken) });
  const bookingServer = await startSimServer({ ...common, name: 'derbysoft_booking', routes: bookingRoutes, authorize: authorizeWith(o.bookingToken) });

  return {
    shoppingUrl: shopping.url,
    bookingUrl: bookingServer.url,
    requests,
    inject: (f) => faults.inject(f),
    clearFaults: () => faults.clear(),
    setPriceDrift: (id, fraction) => void drift.set(id, fraction),
    setSoldOut(id, soldOut) {
      const h = cat.byCode.get(id);
      if (!h?.derby) throw new Error(`no DerbySoft hotel ${id}`);
      h.derby.soldOut = soldOut;
    },
    available(id, roomId, date) {
      const h = cat.byCode.get(id);
      const room = h?.roomTypes.find((r) => r.roomCode === roomId);
      if (!h || !room) throw new Error(`no room ${roomId} at ${id}`);
      return Math.max(0, baseAllotment(h, room, date) - bookedOf(id)(roomId, date));
    },
    reservation: (id) => reservations.get(id),
    close: async () => {
      await Promise.all([shopping.close(), bookingServer.close()]);
    },
  };
}
