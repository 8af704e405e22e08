/**
 * The hotel search's constants (spec sections 2, 4 and 9), free of zod so the storefront's pages can import them
 * without the schemas; src/api/schemas/hotelSearch.ts builds its validation on them.
 */
export const SEARCH_DEFAULTS = { page: 1, sortBy: 'distance', parkingAvailable: true, distance: { from: 0, to: 60 } } as const;
export const SEARCH_PAGE_SIZE = 20;
/**
 * How long a read of a search (its first page with the POST, a results page, the map points) waits for the search
 * running on the server before answering what there is; the storefront's POST asks for this wait too.
 */
export const SEARCH_READ_WAIT_MS = 1000;
/** The longest wait a read may ask for. */
export const SEARCH_READ_WAIT_MAX_MS = 5000;
/** The nearest hotels a search keeps (a region or a country would otherwise be tens of thousands). */
export const SEARCH_MAX_RESULTS = 200;

export const searchSorts = ['distance', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof searchSorts)[number];

/** Spec section 2: the price options, in whole US dollars a night; `to: null` is "and above". */
export const priceOptions = [
  { id: '79-120', from: 79, to: 120 },
  { id: '121-200', from: 121, to: 200 },
  { id: '121-', from: 121, to: null },
] as const;
/** Spec section 2: the distance options, km. "Over 25 km" ends at the default search radius. */
export const distanceOptions = [
  { id: '0-10', from: 0, to: 10 },
  { id: '0-25', from: 0, to: 25 },
  { id: '25-60', from: 25, to: 60 },
] as const;
