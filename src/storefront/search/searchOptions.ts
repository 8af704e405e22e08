import type { SearchSort } from '../../api/schemas/hotelSearch';

/**
 * The search constants of src/api/schemas/hotelSearch.ts, repeated without zod: importing any value from that
 * file brings zod and every schema into the /hotels page (about 30 KB gzip). tests/unit/searchState.test.ts checks
 * that both stay equal.
 */
export const SEARCH_DEFAULTS = { page: 1, sortBy: 'distance', parkingAvailable: true, distance: { from: 0, to: 60 } } as const;
export const SEARCH_PAGE_SIZE = 20;
export const searchSorts = ['distance', 'price_asc', 'price_desc'] as const satisfies readonly SearchSort[];
export const priceOptions = [
  { id: '79-120', from: 79, to: 120 },
  { id: '121-200', from: 121, to: 200 },
  { id: '121-', from: 121, to: null },
] as const;
export const distanceOptions = [
  { id: '0-10', from: 0, to: 10 },
  { id: '0-25', from: 0, to: 25 },
  { id: '25-60', from: 25, to: 60 },
] as const;
