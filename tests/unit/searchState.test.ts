import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hotelSearchRequest } from '@/api/schemas/hotelSearch';
import { emptyPlace, readPlace, writePlaceAndStay } from '@/storefront/search/placeQuery';
import { placeFromSuggestion, placeText } from '@/storefront/search/placeSuggestion';
import { toRouteEnd } from '@/storefront/search/route/routeState';
import { activeFilterCount, hasActiveFilters, initialSearchState, searchReducer, toSearchRequest, type SearchState } from '@/storefront/search/searchState';
import { parseSearchParams, toSearchParams } from '@/storefront/search/searchUrl';
import { correctStay, defaultStay, localIsoDate } from '@/api/stay';

// A fixed "now" (local time) so dates do not depend on the day the tests run.
const now = new Date(2030, 5, 10, 21, 30);
// The schema judges a stay against the clock (today to a year ahead): the clock is this test's "now".
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterAll(() => vi.useRealTimers());
const stay = { checkIn: '2030-06-10', checkOut: '2030-06-11' };
const parse = (query: string, forceParking = false) => parseSearchParams(new URLSearchParams(query), { now, forceParking });

const busy = (): SearchState => ({
  ...initialSearchState(stay),
  search: 'Joplin',
  city: 'Joplin',
  province: 'MO',
  country: 'US',
  postalCode: '64801',
  location: { latitude: 37.0842, longitude: -94.5133 },
  placeLabel: 'Joplin, MO, US',
  checkIn: '2030-06-12',
  checkOut: '2030-06-14',
  distances: ['0-25'],
  prices: ['79-120', '121-'],
  brands: [3, 7],
  amenities: [2],
  criteria: { rooms: 2, adults: 3 },
  parkingAvailable: false,
  sortBy: 'price_desc',
  page: 4,
});


describe('search defaults (spec sections 4 and 9)', () => {
  it('start on page 1, sorted by distance, parking on, the 0-60 km range, tonight to tomorrow', () => {
    const state = initialSearchState(defaultStay(localIsoDate(now)));
    expect(state).toMatchObject({ page: 1, sortBy: 'distance', parkingAvailable: true, distances: [], prices: [], brands: [], search: '', location: null });
    expect(state.checkIn).toBe('2030-06-10');
    expect(state.checkOut).toBe('2030-06-11');
    expect(toSearchRequest(state).filter?.distances).toEqual([{ from: 0, to: 60 }]);
  });
});

describe('searchReducer', () => {
  it('changing a filter, the place, the stay or the sort goes back to page 1', () => {
    const s = busy();
    expect(searchReducer(s, { type: 'toggleDistance', id: '0-10' })).toMatchObject({ distances: ['0-25', '0-10'], page: 1 });
    expect(searchReducer(s, { type: 'toggleDistance', id: '0-25' }).distances).toEqual([]);
    expect(searchReducer(s, { type: 'togglePrice', id: '121-' }).prices).toEqual(['79-120']);
    expect(searchReducer(s, { type: 'toggleBrand', id: 9 })).toMatchObject({ brands: [3, 7, 9], page: 1 });
    expect(searchReducer(s, { type: 'setBrands', ids: [5, 5] }).brands).toEqual([5]);
    expect(searchReducer({ ...s, page: 4 }, { type: 'setAmenities', ids: [3, 3, 7] })).toMatchObject({ amenities: [3, 7], page: 1 });
    expect(searchReducer(s, { type: 'setSort', sortBy: 'price_asc' })).toMatchObject({ sortBy: 'price_asc', page: 1 });
    expect(searchReducer(s, { type: 'setStay', stay: { checkIn: '2030-07-01', checkOut: '2030-07-03' } })).toMatchObject({ checkIn: '2030-07-01', page: 1 });
    expect(searchReducer(s, { type: 'changeCriteria', change: { adults: 4 } })).toMatchObject({ criteria: { rooms: 2, adults: 4 }, page: 1 });
  });

  it('changing parking flips the flag and restarts the paging (the page re-runs the search at once)', () => {
    const next = searchReducer(busy(), { type: 'setParking', value: true });
    expect(next).toMatchObject({ parkingAvailable: true, page: 1 });
    expect(toSearchRequest(next).parkingAvailable).toBe(true);
    expect(toSearchRequest(busy()).parkingAvailable).toBe(false);
  });

  it('paging keeps everything else', () => {
    const s = busy();
    expect(searchReducer(s, { type: 'setPage', page: 7 })).toEqual({ ...s, page: 7 });
    expect(searchReducer(s, { type: 'setPage', page: 0 }).page).toBe(1);
  });

  it('a new place replaces every part of the old one', () => {
    const next = searchReducer(busy(), { type: 'setPlace', place: { city: 'Amarillo', province: 'TX', placeLabel: 'Amarillo, TX' } });
    expect(next).toMatchObject({ search: '', city: 'Amarillo', province: 'TX', country: '', postalCode: '', location: null, placeLabel: 'Amarillo, TX', page: 1 });
    expect(next.brands).toEqual([3, 7]);
  });

  it('"search this area" searches around the map centre only', () => {
    const next = searchReducer(busy(), { type: 'searchArea', location: { latitude: 35.2, longitude: -101.8 } });
    expect(next).toMatchObject({ search: '', city: '', province: '', country: '', postalCode: '', placeLabel: '', location: { latitude: 35.2, longitude: -101.8 }, page: 1 });
  });

  it('reset clears text, brands, place and criteria, restores the defaults and keeps the stay', () => {
    const s = busy();
    const next = searchReducer(s, { type: 'reset' });
    expect(next).toEqual(initialSearchState({ checkIn: s.checkIn, checkOut: s.checkOut }));
    expect(next).toMatchObject({ search: '', brands: [], location: null, city: '', province: '', country: '', postalCode: '', criteria: { rooms: 1, adults: 1 } });
    expect(next).toMatchObject({ page: 1, sortBy: 'distance', parkingAvailable: true, distances: [], prices: [] });
    expect(toSearchRequest(next).filter?.distances).toEqual([{ from: 0, to: 60 }]);
  });
});

describe('toSearchRequest', () => {
  it('is a valid POST /hotels/search body with the chosen options as ranges and no page or sort', () => {
    const body = toSearchRequest(busy());
    expect(body).toMatchObject({
      search: 'Joplin',
      city: 'Joplin',
      province: 'MO',
      country: 'US',
      postal_code: '64801',
      location: { latitude: 37.0842, longitude: -94.5133 },
      checkInDate: '2030-06-12',
      checkOutDate: '2030-06-14',
      filter: { distances: [{ from: 0, to: 25 }], prices: [{ from: 79, to: 120 }, { from: 121, to: null }] },
      criteria: { rooms: 2, adults: 3 },
      brands: [3, 7],
      amenities: [2],
      parkingAvailable: false,
    });
    expect(body).not.toHaveProperty('sortBy');
    expect(body).not.toHaveProperty('page');
    const schemaCheck = hotelSearchRequest.safeParse(body);
    // Dates in 2030 are not in the past for years to come.
    expect(schemaCheck.success, JSON.stringify(schemaCheck.error?.issues)).toBe(true);
  });

  it('leaves empty place parts out', () => {
    const body = toSearchRequest(initialSearchState(stay));
    expect(body.city).toBeUndefined();
    expect(body.postal_code).toBeUndefined();
    expect(body.location).toBeNull();
  });
});

describe('search URL', () => {
  it('round-trips every part of the state', () => {
    const s = busy();
    expect(parse(toSearchParams(s, now).toString())).toEqual(s);
  });

  it('leaves defaults out, tonight to tomorrow included', () => {
    expect(toSearchParams(initialSearchState(stay), now).toString()).toBe('');
    expect(toSearchParams({ ...initialSearchState(stay), search: 'Dallas' }, now).toString()).toBe('search=Dallas');
    expect(toSearchParams(initialSearchState({ checkIn: '2030-06-10', checkOut: '2030-06-12' }), now).toString()).toBe('checkIn=2030-06-10&checkOut=2030-06-12');
    const withParking = toSearchParams(searchReducer(initialSearchState(stay), { type: 'setParking', value: false }), now);
    expect(withParking.get('parking')).toBe('0');
  });

  it('an empty URL is the default search', () => {
    expect(parse('')).toEqual(initialSearchState(stay));
  });

  it('bad values fall back to their defaults', () => {
    const s = parse('page=-3&sort=cheapest&parking=maybe&distance=0-999&price=1-2&brand=x&brand=0&brand=4&brand=4&rooms=99&adults=0&lat=91&lng=10&checkIn=2030-02-30&checkOut=soon');
    expect(s).toMatchObject({ page: 1, sortBy: 'distance', parkingAvailable: true, distances: [], prices: [], brands: [4], criteria: { rooms: 1, adults: 1 }, location: null });
    expect(s.checkIn).toBe('2030-06-10');
    expect(s.checkOut).toBe('2030-06-11');
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=1e3').page).toBe(1);
    expect(parse('lat=0x10&lng=5').location).toBeNull();
  });

  it('a past check-in becomes tonight; a good check-in with a bad check-out stays one night, or 30 when it asked more', () => {
    expect(parse('checkIn=2030-06-01&checkOut=2030-06-03')).toMatchObject({ checkIn: '2030-06-10', checkOut: '2030-06-11' });
    expect(parse('checkIn=2030-06-20&checkOut=2030-06-20')).toMatchObject({ checkIn: '2030-06-20', checkOut: '2030-06-21' });
    expect(parse('checkIn=2030-06-20&checkOut=2030-08-20')).toMatchObject({ checkIn: '2030-06-20', checkOut: '2030-07-20' });
    expect(correctStay({ checkIn: '2030-06-20', checkOut: '2030-07-20' }, '2030-06-10').stay).toEqual({ checkIn: '2030-06-20', checkOut: '2030-07-20' });
  });

  it('/truck-parking always searches with parking, whatever the URL says', () => {
    expect(parse('parking=0', true).parkingAvailable).toBe(true);
    expect(parse('parking=0').parkingAvailable).toBe(false);
  });

  it('the home page writes the place and the stay the /hotels page reads', () => {
    const place = { search: '', city: 'Joplin', province: 'MO', country: 'US', postalCode: '', location: { latitude: 37.08423456789, longitude: -94.5133 }, placeLabel: 'Joplin, MO' };
    const params = writePlaceAndStay(new URLSearchParams(), place, { checkIn: '2030-06-11', checkOut: '2030-06-12' }, now);
    expect(readPlace(params)).toEqual({ ...place, location: { latitude: 37.084235, longitude: -94.5133 } });
    expect(parse(params.toString())).toMatchObject({ city: 'Joplin', checkIn: '2030-06-11', checkOut: '2030-06-12', page: 1, parkingAvailable: true });
  });

  it('a place label alone (place=Dallas, TX without its parts) is read as typed text: never a caption on a search of everywhere', () => {
    expect(readPlace(new URLSearchParams('place=Dallas%2C%20TX'))).toEqual({ ...emptyPlace, search: 'Dallas, TX' });
    expect(readPlace(new URLSearchParams('place=Dallas&search=Amarillo'))).toEqual({ ...emptyPlace, search: 'Amarillo' });
    expect(readPlace(new URLSearchParams('place=Near%20me&lat=37.1&lng=-94.5')).placeLabel).toBe('Near me');
    expect(readPlace(new URLSearchParams('place=Missouri&province=Missouri')).placeLabel).toBe('Missouri');
  });
});

describe('place suggestions', () => {
  const suggestion = { label: 'Joplin, MO, United States', city: 'Joplin', province: 'Missouri', country: 'United States', postal_code: null, latitude: 37.08, longitude: -94.51, slug: null };
  it('a picked city, province, country or postal code becomes those search fields, labelled as shown', () => {
    expect(placeFromSuggestion({ ...suggestion, kind: 'city' })).toMatchObject({ city: 'Joplin', province: 'Missouri', country: 'United States', search: '', location: null, placeLabel: 'Joplin, MO, United States' });
    expect(placeFromSuggestion({ ...suggestion, kind: 'province', city: null, label: 'Missouri, United States' })).toMatchObject({ city: '', province: 'Missouri', country: 'United States' });
    expect(placeFromSuggestion({ ...suggestion, kind: 'country', city: null, province: null, label: 'United States' })).toMatchObject({ city: '', province: '', country: 'United States' });
    expect(placeFromSuggestion({ ...suggestion, kind: 'postal_code', city: null, postal_code: '64801', label: '64801' })).toMatchObject({ postalCode: '64801', country: 'United States' });
  });

  it('a picked hotel is its own point (a route from or to it), labelled with its name; without coordinates, its name', () => {
    const hotel = { ...suggestion, kind: 'hotel' as const, label: 'Motel 6 Joplin, Joplin, MO', latitude: 37.0912, longitude: -94.4712, slug: 'motel-6-joplin' };
    expect(placeFromSuggestion(hotel)).toEqual({ search: '', city: '', province: '', country: '', postalCode: '', location: { latitude: 37.0912, longitude: -94.4712 }, placeLabel: 'Motel 6 Joplin, Joplin, MO' });
    expect(toRouteEnd(placeFromSuggestion(hotel))).toEqual({ search: '', location: { latitude: 37.0912, longitude: -94.4712 } });
    expect(placeFromSuggestion({ ...hotel, latitude: null, longitude: null })).toMatchObject({ search: 'Motel 6 Joplin, Joplin, MO', city: '', location: null });
  });

  it('the place box shows the label, else the typed text, else the parts', () => {
    const empty = initialSearchState(stay);
    expect(placeText({ ...empty, placeLabel: 'Near me', location: { latitude: 1, longitude: 2 } })).toBe('Near me');
    expect(placeText({ ...empty, search: 'Joplin' })).toBe('Joplin');
    expect(placeText({ ...empty, city: 'Joplin', province: 'MO' })).toBe('Joplin, MO');
  });
});

describe('the Filters button\'s count', () => {
  it('counts every filter of its panel: price, distance, brand, amenities, truck parking off, hours left', () => {
    expect(activeFilterCount(parse('city=Dallas'))).toBe(0);
    expect(activeFilterCount(parse('city=Dallas&amenity=2&parking=0'))).toBe(2);
    expect(activeFilterCount(parse('city=Dallas&amenity=2&amenity=5&price=79-120&hours=120'))).toBe(4);
    // On /truck-parking, parking is not a choice.
    expect(activeFilterCount(parse('city=Dallas', true))).toBe(0);
  });

  it('Reset has something to do when a filter, the sort or the rooms and guests differ, not for the place alone', () => {
    expect(hasActiveFilters(parse('city=Dallas'))).toBe(false);
    expect(hasActiveFilters(parse('city=Dallas&amenity=2'))).toBe(true);
    expect(hasActiveFilters(parse('city=Dallas&sort=price_asc'))).toBe(true);
    expect(hasActiveFilters(parse('city=Dallas&rooms=2'))).toBe(true);
  });
});
