import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hotelSearchRequest } from '@/api/schemas/hotelSearch';
import { emptyPlace } from '@/storefront/search/placeQuery';
import { corridorKm, defaultCorridor, isRouteReady, readRoute, readRouteDraft, routeEndName, shortPlace, type RouteState } from '@/storefront/search/route/routeState';
import { initialSearchState, searchReducer, toSearchRequest } from '@/storefront/search/searchState';
import { parseSearchParams, toSearchParams } from '@/storefront/search/searchUrl';

const now = new Date(2030, 5, 10, 21, 30);
// The schema judges a stay against the clock (today to a year ahead): the clock is this test's "now".
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterAll(() => vi.useRealTimers());
const stay = { checkIn: '2030-06-12', checkOut: '2030-06-13' };
const dallasToOkc: RouteState = {
  from: { ...emptyPlace, location: { latitude: 32.7767, longitude: -96.797 }, placeLabel: 'Near me' },
  to: { ...emptyPlace, city: 'Oklahoma City', province: 'OK', country: 'US', placeLabel: 'Oklahoma City, OK, US' },
  corridor: { value: 10, unit: 'mi' },
};

describe('"along my route" in the search state', () => {
  it('round-trips through the URL, both ends and the corridor', () => {
    const state = searchReducer(initialSearchState(stay), { type: 'setRoute', route: dallasToOkc });
    const query = toSearchParams(state, now);
    expect(query.get('from_lat')).toBe('32.7767');
    expect(query.get('to_city')).toBe('Oklahoma City');
    expect(query.get('corridor')).toBe('10mi');
    expect(parseSearchParams(query, { now })).toEqual(state);
  });

  it('reads no route from a plain search, and the default width from an unknown one', () => {
    expect(readRoute(new URLSearchParams('search=Dallas'))).toBeNull();
    expect(readRoute(new URLSearchParams('from_search=Dallas&to_search=Tulsa&corridor=7mi'))?.corridor).toBeNull();
  });

  it('searching a place leaves the route; a route leaves the place', () => {
    const place = searchReducer(initialSearchState(stay), { type: 'setPlace', place: { search: 'Joplin' } });
    const route = searchReducer(place, { type: 'setRoute', route: dallasToOkc });
    expect(route.search).toBe('');
    expect(route.route).toEqual(dallasToOkc);
    expect(searchReducer(route, { type: 'setPlace', place: { search: 'Tulsa' } }).route).toBeNull();
    expect(searchReducer(route, { type: 'reset' }).route).toBeNull();
  });

  it('asks the API for the corridor in km, 5 mi or 8 km by default, without distance ranges', () => {
    expect(corridorKm(defaultCorridor('mi'))).toBeCloseTo(8.047, 3);
    expect(corridorKm(defaultCorridor('km'))).toBe(8);
    const state = { ...searchReducer(initialSearchState(stay), { type: 'setRoute', route: { ...dallasToOkc, corridor: null } }), distances: ['0-10' as const] };
    const body = toSearchRequest(state, null, 'mi');
    expect(body.route).toEqual({
      from: { search: '', location: { latitude: 32.7767, longitude: -96.797 } },
      to: { search: '', city: 'Oklahoma City', province: 'OK', country: 'US', location: null },
      corridor_km: 8.047,
    });
    expect(body.filter?.distances).toEqual([]);
    const parsed = hotelSearchRequest.safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(toSearchRequest(initialSearchState(stay)).route).toBeNull();
  });

  it('searches no route a link names one end of; the form gets that end to wait for the other', () => {
    const cut = new URLSearchParams('from_city=Dallas&from_province=Texas&from_country=United+States&corridor=10mi');
    expect(readRoute(cut)).toBeNull();
    expect(parseSearchParams(cut, { now }).route).toBeNull();
    expect(toSearchRequest(parseSearchParams(cut, { now })).route).toBeNull();
    expect(readRouteDraft(cut)).toEqual({ from: { ...emptyPlace, city: 'Dallas', province: 'Texas', country: 'United States' }, to: emptyPlace, corridor: { value: 10, unit: 'mi' } });
    expect(readRoute(new URLSearchParams('to_search=Tulsa'))).toBeNull();
    expect(readRouteDraft(new URLSearchParams('search=Dallas'))).toBeNull();
    expect(readRoute(new URLSearchParams('from_search=Dallas&to_search=Tulsa'))).not.toBeNull();
  });

  it('names each end short for the folded summary, from the URL when the server found no place', () => {
    expect(shortPlace('Dallas, TX, United States')).toBe('Dallas, TX');
    expect(shortPlace('Oklahoma City')).toBe('Oklahoma City');
    expect(shortPlace('Motel 6 Dallas, Dallas, TX')).toBe('Motel 6 Dallas, Dallas, TX');
    expect(shortPlace('75201, Dallas, TX')).toBe('75201, Dallas, TX');
    expect(shortPlace('Texas, United States')).toBe('Texas, United States');
    expect(routeEndName(dallasToOkc.to, 'Oklahoma City, OK, United States')).toBe('Oklahoma City, OK');
    expect(routeEndName(dallasToOkc.to, null)).toBe('Oklahoma City, OK');
    expect(routeEndName({ ...emptyPlace, search: 'Nowhereville' }, null)).toBe('Nowhereville');
    expect(routeEndName({ ...emptyPlace, city: 'Dallas', province: 'Texas', country: 'United States' }, undefined)).toBe('Dallas, Texas');
    expect(routeEndName({ ...emptyPlace, country: 'Mexico' }, null)).toBe('Mexico');
    expect(routeEndName({ ...emptyPlace, location: { latitude: 1, longitude: 2 } }, null)).toBe('');
  });

  it('is ready to search once both ends say where', () => {
    expect(isRouteReady(dallasToOkc)).toBe(true);
    expect(isRouteReady({ ...dallasToOkc, to: emptyPlace })).toBe(false);
  });
});
