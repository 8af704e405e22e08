import { z } from 'zod';
import { numeral } from './numeral';
import { ruleParams } from '../validation';
import { refineStay } from '../stay';
import { partyFields, refineParty } from './party';
import { isoDate, listMeta, nullable } from './common';
import { parking } from './hotels';
import { parkingReport } from './parkingReports';
import { arrival, beyondReachQuery, hoursLeft } from './reach';
import { rigNeed } from './rig';
import { placeFields, routeRequest, searchRoute, searchRouteSummary } from './routeSearch';

/**
 * The storefront's hotel search (spec sections 3 and 4, DESIGN section 5): a search is posted once, answered with a
 * token at once, worked on in the background, and read page by page with that token while it runs.
 */

export { distanceOptions, priceOptions, SEARCH_DEFAULTS, SEARCH_MAX_RESULTS, SEARCH_PAGE_SIZE, searchSorts, type SearchSort } from '../searchOptions';
import { SEARCH_PAGE_SIZE, SEARCH_READ_WAIT_MAX_MS, SEARCH_READ_WAIT_MS, searchSorts } from '../searchOptions';

export const distanceRange = z.object({ from: numeral(z.number().min(0).max(1000)), to: numeral(z.number().min(0).max(1000)) });
export const priceRange = z.object({ from: numeral(z.number().min(0).max(100_000)), to: nullable(numeral(z.number().min(0).max(100_000))).optional() });

/** The part of the spec's search state that decides the results (the rest — hovered hotel, map centre — is UI). */
export const hotelSearchRequest = z
  .object({
    ...placeFields,
    checkInDate: isoDate,
    checkOutDate: isoDate,
    filter: z
      .object({
        distances: z.array(distanceRange).max(5).default([]),
        prices: z.array(priceRange).max(5).default([]),
      })
      .default({ distances: [], prices: [] }),
    /** Rooms and guests to price. */
    criteria: z
      .object(partyFields)
      .superRefine(refineParty)
      .default({ rooms: 1, adults: 1 }),
    brands: z.array(numeral(z.number().int().positive())).max(50).default([]),
    amenities: z.array(numeral(z.number().int().positive())).max(50).default([]),
    parkingAvailable: z.boolean().default(true),
    /** "Fits my rig": only hotels whose lot takes this rig (a bobtail, or a tractor and trailer this long). */
    fitsRig: rigNeed.nullable().default(null),
    /** "Along my route": searched along the route between two places instead of around one (the place fields and distance ranges are then not used). */
    route: routeRequest.nullable().default(null),
    /** "Before my hours run out": results past the driving time left are hidden (see beyond_reach on the reads). */
    hoursLeft: hoursLeft.nullable().default(null),
    sortBy: z.enum(searchSorts).default('distance'),
  })
  .superRefine(refineStay({ checkIn: 'checkInDate', checkOut: 'checkOutDate' }))
  .superRefine((s, ctx) => {
    for (const [kind, ranges] of [['distances', s.filter.distances], ['prices', s.filter.prices]] as const) {
      for (const [i, r] of ranges.entries()) {
        if (r.to !== null && r.to !== undefined && r.to < r.from) {
          ctx.addIssue({ code: 'custom', path: ['filter', kind, i, 'to'], message: 'To must be on or after From', ...ruleParams('on_or_after', { target: 'from' }) });
        }
      }
    }
  });
export type HotelSearchRequest = z.input<typeof hotelSearchRequest>;
export type HotelSearchParams = z.output<typeof hotelSearchRequest>;

export const searchToken = z.string().refine((v) => /^[A-Za-z0-9_-]{20,64}$/.test(v), ruleParams('invalid'));
export const tokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponse>;

export const searchResultsQuery = z.object({
  token: searchToken,
  page: numeral(z.number().int().min(1).max(1000)).default(1),
  sort_by: z.enum(searchSorts).optional(),
  limit: numeral(z.number().int().min(1).max(100)).default(SEARCH_PAGE_SIZE),
  ...beyondReachQuery.shape,
});

/**
 * Why a hotel has no price: sold out for the stay, no room type sleeping the party's guests per room (too small), or
 * its supplier did not answer in time.
 */
export const rateStatuses = ['available', 'sold_out', 'too_small', 'unavailable', 'pending'] as const;
export type RateStatus = (typeof rateStatuses)[number];

export const hotelRate = z.object({
  status: z.enum(rateStatuses),
  /** Lowest average nightly price of a room for the stay, in the hotel's currency (major units). */
  nightly: z.number().nullable(),
  currency: z.string().nullable(),
  /** The same in US dollars, for filters, sorting and display conversion. */
  nightly_usd: z.number().nullable(),
  /** The hotel page's live check found the price first shown gone: this is its price (or sold out), marked so. */
  changed: z.boolean(),
});
export type HotelRate = z.infer<typeof hotelRate>;

export const searchHit = z.object({
  id: z.number(),
  slug: z.string(),
  hotelName: z.string(),
  brand: z.object({ id: z.number(), name: z.string(), code: z.string(), logo: z.string().nullable() }).nullable(),
  thumbnail: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Km from the searched place, or along the route from its start; null when the search had no place (a hotel name alone). */
  distance_km: z.number().nullable(),
  /** Along a route: km of the detour to the hotel and back to the route (twice its distance off the route); else null. */
  detour_km: z.number().nullable(),
  interstate_hwy: z.string().nullable(),
  commercialParkingAvailable: z.boolean(),
  parkingDescription: z.string().nullable(),
  parking: parking,
  /** The latest live report of tonight's truck parking by a driver who stayed, if any. */
  parkingReport: parkingReport.nullable(),
  /** DEMO data (the seeded catalogue): the card says so. */
  demo: z.boolean(),
  rate: hotelRate,
  /** When the search had hours left: the estimated arrival, on the hotel's clock, and its late-arrival flags. */
  arrival: arrival.nullable(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchStatuses = ['running', 'complete', 'failed'] as const;

/** Where the search looked: the geocoded place and the point distances are measured from. */
export const searchPlace = z.object({
  label: z.string(),
  kind: z.enum(['coordinates', 'city', 'postal_code', 'province', 'country', 'text']),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type SearchPlace = z.infer<typeof searchPlace>;

export const searchResultsResponse = z.object({
  data: z.array(searchHit),
  meta: listMeta,
  status: z.enum(searchStatuses),
  /** True while live rates are still coming in: poll again. */
  searching: z.boolean(),
  sort_by: z.enum(searchSorts),
  place: searchPlace.nullable(),
  /** More hotels matched than a search keeps (SEARCH_MAX_RESULTS): the total is "at least", narrow the search. */
  capped: z.boolean(),
  /** The route of an "along my route" search; null for any other search. */
  route: searchRouteSummary.nullable(),
  expires_at: z.string(),
});
export type SearchResultsResponse = z.infer<typeof searchResultsResponse>;

/** How long a read waits for a search running in the server (ms). */
const waitMs = numeral(z.number().int().min(0).max(SEARCH_READ_WAIT_MAX_MS));
/** A results, map points or live check read: how long it waits for the work running in the server before answering "still searching". */
export const readWaitQuery = z.object({ wait: waitMs.default(SEARCH_READ_WAIT_MS) });

/**
 * POST /hotels/search?wait=ms: the search waits up to that long for its own results and answers their first page
 * (in `sort_by`, else the request's sort; default page size) with the token, so a driver on a slow link needs one
 * round trip, not two. Without `wait` the token is answered at once, as spec section 4 describes.
 */
export const searchStartQuery = z.object({ wait: waitMs.default(0), sort_by: z.enum(searchSorts).optional() });
export const searchStartResponse = tokenResponse.extend({ results: searchResultsResponse.optional() });
export type SearchStartResponse = z.infer<typeof searchStartResponse>;

/** Every result as a map point, in the order of the requested sort (so index / page size = its page). */
export const searchMarker = z.object({
  id: z.number(),
  /** 0-based rank in the requested order: the hotel is on page floor(position / page size) + 1. */
  position: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  hotelName: z.string(),
  nightly_usd: z.number().nullable(),
  rate_status: z.enum(rateStatuses),
  /** As the result's rate.changed. */
  rate_changed: z.boolean(),
});
export type SearchMarker = z.infer<typeof searchMarker>;
export const searchMarkersResponse = z.object({ data: z.array(searchMarker), searching: z.boolean(), place: searchPlace.nullable(), route: searchRoute.nullable() });
export type SearchMarkersResponse = z.infer<typeof searchMarkersResponse>;

/** A place suggestion while typing (GET /places/suggest?q=). */
export const placeKinds = ['city', 'province', 'country', 'postal_code', 'hotel'] as const;
export const placeSuggestion = z.object({
  kind: z.enum(placeKinds),
  label: z.string(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  country: z.string().nullable(),
  postal_code: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** For kind 'hotel': its page. */
  slug: z.string().nullable(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestion>;
export const placeSuggestQuery = z.object({ q: z.string().trim().min(1).max(100), limit: numeral(z.number().int().min(1).max(20)).default(8) });
export const placeSuggestResponse = z.object({ data: z.array(placeSuggestion) });
export type PlaceSuggestResponse = z.infer<typeof placeSuggestResponse>;

// ---------- room live check (spec section 4: same pattern as the search) ----------

export const roomCheckRequest = z
  .object({
    checkin_date: isoDate,
    checkout_date: isoDate,
    ...partyFields,
  })
  .superRefine(refineStay({ checkIn: 'checkin_date', checkOut: 'checkout_date' }))
  .superRefine(refineParty);
export type RoomCheckRequest = z.input<typeof roomCheckRequest>;

export const cancelPolicySummary = z.object({
  refundable: z.boolean(),
  /** Free cancellation until this hotel-local date-time (YYYY-MM-DDTHH:mm). */
  free_until: z.string().nullable(),
  description: z.string().nullable(),
});

export const roomOffer = z.object({
  /** The room's database id (POST /bookings/{hotelId}/{roomId}). */
  room_id: z.number(),
  roomId: z.string(),
  name: z.string(),
  beds: z.string().nullable(),
  max_occupancy: z.number(),
  available: z.boolean(),
  /** Rooms left for the whole stay (the fewest of any night), when known. */
  rooms_left: z.number().nullable(),
  currency: z.string().nullable(),
  nightly: z.array(z.object({ date: z.string(), amount: z.number() })),
  total: z.number().nullable(),
  total_usd: z.number().nullable(),
  /** Supplier rate code (DerbySoft); null for local inventory. */
  rate_id: z.string().nullable(),
  cancel_policy: cancelPolicySummary.nullable(),
});
export type RoomOffer = z.infer<typeof roomOffer>;

export const liveCheckResultsQuery = z.object({ token: searchToken });
export const liveCheckResponse = z.object({
  status: z.enum(searchStatuses),
  searching: z.boolean(),
  hotel_id: z.number(),
  checkin_date: z.string(),
  checkout_date: z.string(),
  nights: z.number(),
  /** Rates unavailable: the supplier failed or did not answer in time. */
  rates_unavailable: z.boolean(),
  rooms: z.array(roomOffer),
  expires_at: z.string(),
});
export type LiveCheckResponse = z.infer<typeof liveCheckResponse>;

// ---------- display currency conversion (DESIGN section 6: rates are settings) ----------

export const currencyRates = z.object({
  base: z.literal('USD'),
  /** Units of each currency for one US dollar. */
  rates: z.record(z.string(), z.number().positive()),
  updated_at: z.string().nullable(),
});
export type CurrencyRates = z.infer<typeof currencyRates>;
export const currencyRatesInput = z.object({
  rates: z.record(z.string().regex(/^[A-Z]{3}$/), numeral(z.number().positive().max(1_000_000))),
});
