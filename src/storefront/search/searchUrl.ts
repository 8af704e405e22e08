import type { SearchSort } from '@/api/schemas/hotelSearch';
import { distanceOptions, priceOptions, SEARCH_DEFAULTS, searchSorts } from '@/api/searchOptions';
import { readParty, writeParty } from '@/api/party';
import { wholeNumber } from '@/api/wholeNumber';
import { readStay } from '@/api/stay';
import { param, readPlace, writePlaceAndStay } from './placeQuery';
import { readRoute, writeRoute } from './route/routeState';
import { readHours, writeHours } from './hours/hoursState';
import { initialSearchState, type DistanceOptionId, type PriceOptionId, type SearchState } from './searchState';

const MAX_IDS = 50;
const MAX_PAGE = 1000;

const ids = (params: URLSearchParams, name: string) =>
  [...new Set(params.getAll(name).map((v) => wholeNumber(v, 1, Number.MAX_SAFE_INTEGER)).filter((n): n is number => n !== null))].slice(0, MAX_IDS);

const known = <T extends string>(values: string[], allowed: readonly T[]): T[] => [...new Set(values.filter((v): v is T => (allowed as readonly string[]).includes(v)))];

export type ParseOptions = {
  now?: Date;
  /** /truck-parking: hotels with truck parking only, whatever the URL says. */
  forceParking?: boolean;
};

/** The search state a URL stands for; a value that makes no sense falls back to its default. */
export function parseSearchParams(params: URLSearchParams, options: ParseOptions = {}): SearchState {
  const base = initialSearchState(readStay(params, options.now).stay);
  const sort = params.get(param.sort);
  const parking = params.get(param.parking);
  const fitsRig = params.get(param.fitsRig);
  return {
    ...base,
    ...readPlace(params),
    ...readHours(params),
    distances: known<DistanceOptionId>(params.getAll(param.distance), distanceOptions.map((o) => o.id)),
    prices: known<PriceOptionId>(params.getAll(param.price), priceOptions.map((o) => o.id)),
    brands: ids(params, param.brand),
    amenities: ids(params, param.amenity),
    criteria: readParty(params),
    parkingAvailable: options.forceParking ? true : parking === '0' || parking === 'false' ? false : SEARCH_DEFAULTS.parkingAvailable,
    fitsRig: fitsRig === '1' ? true : fitsRig === '0' ? false : null,
    sortBy: sort && (searchSorts as readonly string[]).includes(sort) ? (sort as SearchSort) : SEARCH_DEFAULTS.sortBy,
    page: wholeNumber(params.get(param.page), 1, MAX_PAGE) ?? SEARCH_DEFAULTS.page,
    route: readRoute(params),
  };
}

/** The URL query of a search state: defaults (tonight's stay too) are left out, so shared links stay short. */
export function toSearchParams(state: SearchState, now?: Date): URLSearchParams {
  const params = writePlaceAndStay(new URLSearchParams(), state, state, now);
  state.distances.forEach((id) => params.append(param.distance, id));
  state.prices.forEach((id) => params.append(param.price, id));
  state.brands.forEach((id) => params.append(param.brand, String(id)));
  state.amenities.forEach((id) => params.append(param.amenity, String(id)));
  writeParty(params, state.criteria);
  if (state.parkingAvailable !== SEARCH_DEFAULTS.parkingAvailable) params.set(param.parking, state.parkingAvailable ? '1' : '0');
  if (state.fitsRig !== null) params.set(param.fitsRig, state.fitsRig ? '1' : '0');
  writeHours(params, state);
  if (state.sortBy !== SEARCH_DEFAULTS.sortBy) params.set(param.sort, state.sortBy);
  if (state.page !== SEARCH_DEFAULTS.page) params.set(param.page, String(state.page));
  return writeRoute(params, state.route);
}
