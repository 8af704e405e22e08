import { DEFAULT_PARTY, changeParty, isDefaultParty, type Party, type PartyChange } from '@/api/party';
import { rigNeedOf } from '@/api/rigFit';
import type { HotelSearchRequest, SearchSort } from '@/api/schemas/hotelSearch';
import type { Rig } from '@/api/schemas/rig';
import { distanceOptions, priceOptions, SEARCH_DEFAULTS } from '@/api/searchOptions';
import type { LatLng } from '../map/types';
import { emptyPlace, type PlaceFields } from './placeQuery';
import { defaultStay, type Stay } from '@/api/stay';
import type { DistanceUnit } from '@/api/units';
import { corridorKm, defaultCorridor, toRouteEnd, type RouteState } from './route/routeState';
import type { HoursLeft } from '@/api/reach';
import { initialHours, type HoursState } from './hours/hoursState';

export type DistanceOptionId = (typeof distanceOptions)[number]['id'];
export type PriceOptionId = (typeof priceOptions)[number]['id'];

/**
 * The spec's hotel search state (section 3) that decides what is shown: the URL holds all of it. What is only UI
 * (the hovered hotel, the map centre, whether a search is running) lives in the page.
 */
export type SearchState = PlaceFields &
  Stay &
  HoursState & {
    /** Selected distance options; none means the default range (0-60 km). */
    distances: DistanceOptionId[];
    prices: PriceOptionId[];
    brands: number[];
    amenities: number[];
    /** Rooms and adults to price and book (src/api/party.ts). */
    criteria: Party;
    parkingAvailable: boolean;
    /** "Fits my rig"; null: the default, on once the driver has saved a rig. */
    fitsRig: boolean | null;
    sortBy: SearchSort;
    page: number;
    /** "Along my route": searched along the route between two places instead of around the place above. */
    route: RouteState | null;
  };

export const DEFAULT_CRITERIA = DEFAULT_PARTY;

export function initialSearchState(stay: Stay = defaultStay()): SearchState {
  return {
    ...emptyPlace,
    ...stay,
    ...initialHours,
    distances: [],
    prices: [],
    brands: [],
    amenities: [],
    criteria: { ...DEFAULT_CRITERIA },
    parkingAvailable: SEARCH_DEFAULTS.parkingAvailable,
    fitsRig: null,
    sortBy: SEARCH_DEFAULTS.sortBy,
    page: SEARCH_DEFAULTS.page,
    route: null,
  };
}

export type SearchAction =
  | { type: 'setPlace'; place: Partial<PlaceFields> }
  | { type: 'setStay'; stay: Stay }
  | { type: 'searchArea'; location: LatLng }
  | { type: 'toggleDistance'; id: DistanceOptionId }
  | { type: 'togglePrice'; id: PriceOptionId }
  | { type: 'toggleBrand'; id: number }
  | { type: 'setBrands'; ids: number[] }
  | { type: 'setAmenities'; ids: number[] }
  | { type: 'setParking'; value: boolean }
  | { type: 'setFitsRig'; value: boolean }
  | { type: 'setHoursLeft'; value: HoursLeft | null }
  | { type: 'setBeyondReach'; value: boolean }
  | { type: 'changeCriteria'; change: PartyChange }
  | { type: 'setSort'; sortBy: SearchSort }
  | { type: 'setPage'; page: number }
  | { type: 'setRoute'; route: RouteState }
  | { type: 'reset' };

const toggle = <T>(list: readonly T[], value: T): T[] => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/** Every change but paging starts again from page 1: the old page number means nothing in a new result set. */
export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  const first = { page: SEARCH_DEFAULTS.page };
  switch (action.type) {
    case 'setPlace':
      return { ...state, ...emptyPlace, ...action.place, route: null, ...first };
    case 'setRoute':
      return { ...state, ...emptyPlace, route: action.route, ...first };
    case 'setStay':
      return { ...state, ...action.stay, ...first };
    case 'searchArea':
      return { ...state, ...emptyPlace, location: action.location, route: null, ...first };
    case 'toggleDistance':
      return { ...state, distances: toggle(state.distances, action.id), ...first };
    case 'togglePrice':
      return { ...state, prices: toggle(state.prices, action.id), ...first };
    case 'toggleBrand':
      return { ...state, brands: toggle(state.brands, action.id), ...first };
    case 'setBrands':
      return { ...state, brands: [...new Set(action.ids)], ...first };
    case 'setAmenities':
      return { ...state, amenities: [...new Set(action.ids)], ...first };
    case 'setParking':
      return { ...state, parkingAvailable: action.value, ...first };
    case 'setFitsRig':
      return { ...state, fitsRig: action.value, ...first };
    case 'setHoursLeft':
      return { ...state, hoursLeft: action.value, beyondReach: action.value ? state.beyondReach : false, ...first };
    case 'setBeyondReach':
      return { ...state, beyondReach: action.value, ...first };
    case 'changeCriteria':
      return { ...state, criteria: changeParty(state.criteria, action.change), ...first };
    case 'setSort':
      return { ...state, sortBy: action.sortBy, ...first };
    case 'setPage':
      return { ...state, page: Math.max(1, Math.floor(action.page)) };
    case 'reset':
      // Spec section 4: clears the text, brands, place and criteria and the filters; the stay is kept.
      return initialSearchState({ checkIn: state.checkIn, checkOut: state.checkOut });
  }
}

/** How many filters of the Filters panel differ from a new search's (the number on its button). */
export function activeFilterCount(state: SearchState): number {
  const d = initialSearchState(state);
  const changed = [state.parkingAvailable !== d.parkingAvailable, state.fitsRig !== d.fitsRig, state.hoursLeft !== null, !isDefaultParty(state.criteria)].filter(Boolean).length;
  return state.distances.length + state.prices.length + state.brands.length + state.amenities.length + changed;
}

/** True when the filters, the sort or the rooms and guests differ from the defaults (so a Reset has something to do). */
export function hasActiveFilters(state: SearchState): boolean {
  const d = initialSearchState(state);
  return activeFilterCount(state) > 0 || state.sortBy !== d.sortBy;
}

/** Whether "fits my rig" applies: the driver's choice, else on when a rig is saved. */
export const fitsRigOn = (state: Pick<SearchState, 'fitsRig'>, rig: Rig | null | undefined) => Boolean(rig) && (state.fitsRig ?? true);

/**
 * The POST /hotels/search body. Page and sort are not part of it: they are read from the same token, so paging or
 * re-sorting does not start a new search.
 */
export function toSearchRequest(state: SearchState, rig: Rig | null = null, unit: DistanceUnit = 'km'): HotelSearchRequest {
  const optional = (value: string) => (value ? value : undefined);
  // Along a route the corridor replaces the ranges; with hours left and no distance chosen, the server searches as far as the hours reach.
  const distances = state.route
    ? []
    : state.distances.length
      ? distanceOptions.filter((o) => state.distances.includes(o.id)).map(({ from, to }) => ({ from, to }))
      : state.hoursLeft
        ? []
        : [{ ...SEARCH_DEFAULTS.distance }];
  return {
    search: state.search,
    city: optional(state.city),
    province: optional(state.province),
    country: optional(state.country),
    postal_code: optional(state.postalCode),
    location: state.location,
    checkInDate: state.checkIn,
    checkOutDate: state.checkOut,
    filter: { distances, prices: priceOptions.filter((o) => state.prices.includes(o.id)).map(({ from, to }) => ({ from, to })) },
    criteria: state.criteria,
    brands: state.brands,
    amenities: state.amenities,
    parkingAvailable: state.parkingAvailable,
    fitsRig: fitsRigOn(state, rig) ? rigNeedOf(rig) : null,
    route: state.route ? routeRequestOf(state.route, unit) : null,
    hoursLeft: state.hoursLeft,
  };
}

/** Along a route the corridor replaces the place and the distance ranges; its default width is the reader's unit's. */
function routeRequestOf(route: RouteState, unit: DistanceUnit): NonNullable<HotelSearchRequest['route']> {
  const corridor = route.corridor ?? defaultCorridor(unit);
  return { from: toRouteEnd(route.from), to: toRouteEnd(route.to), corridor_km: Math.round(corridorKm(corridor) * 1000) / 1000 };
}
