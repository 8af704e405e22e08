/**
 * The adapter boundary between RigRest and its two suppliers (see shared/SUPPLIERS.md).
 * Sync and booking code depends on these types only, never on a supplier's wire format.
 */

export type SupplierName = 'ice_portal' | 'derbysoft';

export type SupplierErrorKind =
  | 'rate_limited'
  | 'auth'
  | 'not_found'
  | 'validation'
  | 'sold_out'
  | 'price_changed'
  | 'unavailable'
  | 'timeout'
  | 'unknown_outcome'
  /** A 2xx whose body is not what the supplier's API answers (not JSON, a list missing, a field of the wrong type). */
  | 'bad_answer';

export type SupplierErrorDetails = {
  status?: number;
  retryAfterMs?: number;
  supplierCode?: string;
  retryable?: boolean;
  /** Which adapter call failed, e.g. `derbysoft.book`. */
  operation?: string;
  /** With `price_changed`: the offer as the supplier prices it now (null when it is gone). */
  offer?: Offer | null;
};

const RETRYABLE_KINDS: readonly SupplierErrorKind[] = ['rate_limited', 'unavailable', 'timeout'];

/** The one error type adapters throw. `retryable` says whether repeating the same call is safe. */
export class SupplierError extends Error {
  constructor(
    readonly supplier: SupplierName,
    readonly kind: SupplierErrorKind,
    message: string,
    readonly details: SupplierErrorDetails = {},
  ) {
    super(message);
    this.name = 'SupplierError';
  }
  get retryable(): boolean {
    return this.details.retryable ?? RETRYABLE_KINDS.includes(this.kind);
  }
}

export const isSupplierError = (err: unknown, kind?: SupplierErrorKind): err is SupplierError =>
  err instanceof SupplierError && (kind === undefined || err.kind === kind);

// ---------- content (ICE Portal) ----------

export type ContentRoomType = { roomId: string; code: string | null; name: string; description: string | null };

export type ContentProperty = {
  supplierId: string; // ICE listingID
  /** The hotel's code at its distribution system (ICE supplierMappedID); the DerbySoft hotelId when the hotel is on DerbySoft. */
  mappedId: string | null;
  name: string;
  type: string | null;
  /** ICE gives one GDS chain code (e.g. CI = Comfort Inn); it names the brand, so both fields carry it. */
  chainCode: string | null;
  brandCode: string | null;
  published: boolean;
  address: { line1: string | null; city: string | null; state: string | null; country: string | null; postalCode: string | null };
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  /** English description (or the first one given). */
  description: string | null;
  descriptions: Record<string, string>; // by language code
  lastModified: string | null;
  roomTypes: ContentRoomType[];
};

export type MediaItem = {
  supplierRef: string; // stable id of the asset
  url: string;
  width: number | null;
  height: number | null;
  order: number;
  caption: Record<string, string>; // by language code
  category: string | null; // e.g. "Room", "Exterior"
  roomCodes: string[]; // ICE roomIDs the picture shows
};

export type ListPropertiesOptions = {
  /** Only properties changed after this instant (ISO). */
  since?: string;
  /** From a previous answer's `nextCursor`; carries `since` and the page size. */
  cursor?: string;
  pageSize?: number;
};

export type ContentSupplier = {
  /**
   * One page of properties. Walk until `nextCursor` is undefined; a page may be empty and still have a next one
   * (the `since` filter applies per page). Properties removed at the supplier are absent, not flagged: detect them
   * from a complete walk without `since`. Start the next incremental walk from the instant this walk STARTED.
   */
  listProperties(opts: ListPropertiesOptions): Promise<{ items: ContentProperty[]; nextCursor?: string }>;
  /** One property, or null when the supplier no longer has it. */
  getProperty(supplierId: string): Promise<ContentProperty | null>;
  getRoomTypes(supplierId: string): Promise<ContentRoomType[]>;
  /** Photos of a property, ordered. */
  getPropertyMedia(supplierId: string): Promise<MediaItem[]>;
};

// ---------- inventory (DerbySoft) ----------

export type CancelPolicy = {
  code: string | null;
  refundable: boolean;
  description: string | null;
  /** Free cancellation until this hotel-local date-time (`YYYY-MM-DDTHH:mm`; the supplier gives no zone), when known. */
  freeUntil: string | null;
  penalty: { basis: 'full_stay' | 'nights' | 'amount' | 'percent'; value: number } | null;
};

export type Fee = {
  name: string;
  amount: number;
  /** `amount` is a percentage of the room price. */
  percent: boolean;
  /** Already in amountAfterTax. */
  inclusive: boolean;
  per: 'room_night' | 'room_stay' | 'person_night' | 'person_stay' | null;
};

export type Offer = {
  offerId: string; // opaque: encodes hotel, room, rate, stay
  propertyId: string;
  roomId: string;
  rateId: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  currency: string;
  /** Per room and night, in major units (e.g. 89.99). */
  nightly: { date: string; amountBeforeTax: number; amountAfterTax: number }[];
  /** For all rooms and nights, major units. */
  totalBeforeTax: number;
  totalAfterTax: number;
  inventory: number | null;
  mealPlan: string | null;
  cancelPolicy: CancelPolicy | null;
  fees: Fee[];
};

export type StayQuery = { checkIn: string; checkOut: string; rooms: number; adults: number; children?: number[] };

export type Guest = { firstName: string; lastName: string; email?: string; phone?: string };

export type ReservationRef = { clientRef: string; supplierResId?: string; derbyResId?: string };

export type ReservationStatus = {
  ref: ReservationRef;
  status: 'confirmed' | 'cancelled' | 'modified' | 'processing' | 'failed' | 'unknown';
  cancellationId?: string;
};

export type InventoryHotel = { propertyId: string; name: string | null; active: boolean };

export type AvailabilityResult = {
  offers: Offer[];
  /** Requested hotels the supplier answered for with no rates: sold out for the stay. */
  soldOut: string[];
  /** Hotels the call could not price (not found, supplier down, …); the rest of the result stands. */
  partialErrors: { propertyId: string; error: SupplierError }[];
};

export type CreateReservationInput = {
  offer: Offer;
  /** Our booking id: DerbySoft's distributorResId, and so the idempotency key. */
  clientRef: string;
  guests: Guest[];
  contact: Guest;
  /** The after-tax total the traveller agreed to, major units. */
  expectedTotal: number;
};

/** What a caller may add to a call: `signal` is its deadline, shared by every attempt and step of the call. */
export type CallOptions = { signal?: AbortSignal };

export type InventorySupplier = {
  /** Hotels the supplier offers to us (for sync). */
  listHotels(): Promise<InventoryHotel[]>;
  /** Cached shopping rates for many hotels. Throws only for bad input; supplier failures land in `partialErrors`. */
  getAvailability(q: StayQuery & { propertyIds: string[] }, opts?: CallOptions): Promise<AvailabilityResult>;
  /** Live price of one product now, or null when it is sold out. */
  checkOffer(q: StayQuery & { propertyId: string; roomId: string; rateId: string }, opts?: CallOptions): Promise<Offer | null>;
  /**
   * Live check, prebook, book. Throws `sold_out` or `price_changed` (with the new offer) before anything is held.
   * Throws `unknown_outcome` when the book may have happened: keep the booking pending and reconcile with
   * getReservation — never call createReservation again for that clientRef before that. Any other error (including
   * `timeout` when `opts.signal` aborts first) means the book was never sent.
   */
  createReservation(r: CreateReservationInput, opts?: CallOptions): Promise<ReservationRef>;
  /** Cancelling a reservation that is already cancelled answers its cancellation again. */
  cancelReservation(ref: ReservationRef): Promise<{ cancellationId: string }>;
  /** Throws `not_found` when the supplier has no such reservation (a book that never reached it). */
  getReservation(ref: ReservationRef): Promise<ReservationStatus>;
};
