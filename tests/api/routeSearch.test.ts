import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceSuggestResponse, SearchMarkersResponse, SearchResultsResponse } from '@/api/schemas/hotelSearch';
import { haversineM, lineLengthM, type LatLngPair } from '@server/modules/search/routeGeometry';
import { createRouter } from '@server/modules/search/routing';
import { simulatedRoad, startRoutingSimulator, type RoutingSimulator } from '@server/modules/search/routingSimulator';
import { addTestHotel as addHotel, day } from './hotelFixtures';
import { setupTestApp, type TestContext } from './harness';

const DALLAS = { latitude: 32.7767, longitude: -96.797 };
const OKC = { latitude: 35.4676, longitude: -97.5164 };
const ROAD = simulatedRoad([DALLAS.latitude, DALLAS.longitude], [OKC.latitude, OKC.longitude]);
const ROAD_KM = lineLengthM(ROAD) / 1000;

/** A point `share` of the way along the simulated road, moved `eastKm` east of it. */
function along(share: number, eastKm = 0): { lat: number; lng: number } {
  const [lat, lng] = ROAD[Math.round(share * (ROAD.length - 1))]!;
  return { lat, lng: lng + eastKm / (111.195 * Math.cos((lat * Math.PI) / 180)) };
}

describe('hotel search along a route (issue 15 item 3)', () => {
  let t: TestContext;
  let sim: RoutingSimulator;
  let brand: number;

  beforeAll(async () => {
    sim = await startRoutingSimulator();
    // Long enough for the first request's cold start on a busy machine; the slow answer below waits twice as long.
    t = await setupTestApp({ ROUTING_URL: sim.url, ROUTING_TIMEOUT_MS: '3000' }, { runWorker: false });
    brand = (await t.db.insertInto('brands').values({ name: 'Route Brand', code: 'RTB' } as never).returning('id').executeTakeFirstOrThrow()).id;
    const hotels = [
      { name: 'Start Inn', ...along(0.05, 1), price: 8900 },
      { name: 'Middle Motel', ...along(0.5, 3), price: 15000 },
      { name: 'Brand Stop', ...along(0.7, -1), price: 9900, brandId: brand },
      { name: 'Late Lodge', ...along(0.9, 0.5), price: 9500 },
      { name: 'Wide Stay', ...along(0.4, 12), price: 9000 },
      { name: 'No Parking Midway', ...along(0.6, 1), price: 9000, parking: false },
      { name: 'Beyond The End', lat: OKC.latitude + 0.3, lng: OKC.longitude, price: 9000 },
    ];
    for (const h of hotels) await addHotel(t.db, h);
  });
  afterAll(async () => {
    await t?.close();
    await sim?.close();
  });

  const post = (route: Record<string, unknown>, body: Record<string, unknown> = {}) =>
    t.request({ method: 'POST', url: '/api/hotels/search', payload: { checkInDate: day(10), checkOutDate: day(12), route, ...body } });
  const search = async (route: Record<string, unknown>, body: Record<string, unknown> = {}) => {
    const res = await post(route, body);
    expect(res.statusCode, res.body).toBe(201);
    const token = res.json().token as string;
    for (let i = 0; i < 100; i++) {
      const page = await t.request({ method: 'GET', url: `/api/hotels/search/results?token=${token}&wait=200` });
      expect(page.statusCode, page.body).toBe(200);
      const body = page.json() as SearchResultsResponse;
      if (!body.searching) return { page: body, token };
    }
    throw new Error('search never completed');
  };
  const names = (page: SearchResultsResponse) => page.data.map((h) => h.hotelName);
  const dallasToOkc = { from: { location: DALLAS }, to: { location: OKC } };

  it('finds the hotels within the corridor of the road route, nearest the start first, with their detour', async () => {
    const { page, token } = await search(dallasToOkc);
    expect(names(page)).toEqual(['Start Inn', 'Middle Motel', 'Brand Stop', 'Late Lodge']);
    expect(page.route).toMatchObject({ source: 'road', fallback: false, corridor_km: 8 });
    expect(page.route!.distance_km).toBeCloseTo(ROAD_KM, 0);
    const [start, middle, brandStop, late] = page.data;
    // Distances along the route, from the start.
    expect(start!.distance_km).toBeCloseTo(0.05 * ROAD_KM, -1);
    expect(middle!.distance_km).toBeCloseTo(0.5 * ROAD_KM, -1);
    expect(late!.distance_km).toBeCloseTo(0.9 * ROAD_KM, -1);
    // There and back: twice the distance off the route.
    expect(middle!.detour_km).toBeGreaterThan(5.5);
    expect(middle!.detour_km).toBeLessThan(6.5);
    expect(brandStop!.detour_km).toBeGreaterThan(1.5);
    expect(brandStop!.detour_km).toBeLessThan(2.5);
    expect(start!.interstate_hwy).toBe('I-44 Exit 8');
    // The map's answer carries the route's line, from one end to the other.
    const markers = (await t.request({ method: 'GET', url: `/api/hotels/search/markers?token=${token}` })).json() as SearchMarkersResponse;
    expect(markers.data.map((m) => m.hotelName)).toEqual(names(page));
    const line = markers.route!.line as LatLngPair[];
    expect(line.length).toBeGreaterThan(2);
    expect(haversineM(line[0]!, [DALLAS.latitude, DALLAS.longitude])).toBeLessThan(10);
    expect(haversineM(line.at(-1)!, [OKC.latitude, OKC.longitude])).toBeLessThan(10);
    expect(sim.requests.at(-1)!.path).toBe(`/route/v1/driving/${DALLAS.longitude.toFixed(6)},${DALLAS.latitude.toFixed(6)};${OKC.longitude.toFixed(6)},${OKC.latitude.toFixed(6)}`);
  });

  it('with hours left, keeps the hotels the driving reaches along the route; the arrival counts the road to them', async () => {
    // Enough hours at 90 km/h for 60 % of the road: the hotels at 5 % and 50 % are reached, those at 70 % and 90 % not.
    const hoursLeft = { minutes: Math.round(((0.6 * ROAD_KM) / 90) * 60), speedKmh: 90 };
    const { page, token } = await search(dallasToOkc, { hoursLeft });
    expect(names(page)).toEqual(['Start Inn', 'Middle Motel']);
    for (const hit of page.data) {
      // Along the route to the hotel's nearest point, then the way off it (a straight line × the road factor).
      expect(hit.arrival!.drive_km).toBeGreaterThanOrEqual(hit.distance_km! - 0.1);
      expect(hit.arrival!.drive_km).toBeLessThan(hit.distance_km! + hit.detour_km!);
      expect(hit.arrival!.reachable).toBe(true);
    }
    const all = (await t.request({ method: 'GET', url: `/api/hotels/search/results?token=${token}&beyond_reach=1` })).json() as SearchResultsResponse;
    expect(names(all)).toEqual(['Start Inn', 'Middle Motel', 'Brand Stop', 'Late Lodge']);
    expect(all.data.map((h) => h.arrival!.reachable)).toEqual([true, true, false, false]);
  });

  it('widens the corridor when asked', async () => {
    const { page } = await search({ ...dallasToOkc, corridor_km: 20 });
    expect(names(page)).toEqual(['Start Inn', 'Wide Stay', 'Middle Motel', 'Brand Stop', 'Late Lodge']);
    expect(page.route!.corridor_km).toBe(20);
  });

  it('keeps the other filters: parking, brand, price', async () => {
    expect(names((await search(dallasToOkc, { parkingAvailable: false })).page)).toEqual(['Start Inn', 'Middle Motel', 'No Parking Midway', 'Brand Stop', 'Late Lodge']);
    expect(names((await search(dallasToOkc, { brands: [brand] })).page)).toEqual(['Brand Stop']);
    expect(names((await search(dallasToOkc, { filter: { distances: [], prices: [{ from: 79, to: 120 }] } })).page)).toEqual(['Start Inn', 'Brand Stop', 'Late Lodge']);
  });

  it('sorts by price on request, still within the corridor', async () => {
    const { token } = await search(dallasToOkc);
    const page = (await t.request({ method: 'GET', url: `/api/hotels/search/results?token=${token}&sort_by=price_desc` })).json() as SearchResultsResponse;
    expect(names(page)).toEqual(['Middle Motel', 'Brand Stop', 'Late Lodge', 'Start Inn']);
  });

  for (const [what, fault] of [
    ['is down (503)', { kind: '503' }],
    ['drops the connection', { kind: 'reset' }],
    ['answers too slowly', { kind: 'delay', ms: 6000 }],
    ['answers something else', { kind: 'malformed', json: { code: 'Ok', routes: [] } }],
    ['answers an error code', { kind: 'malformed', json: { code: 'NoRoute', message: 'Impossible route between points' } }],
  ] as const) {
    it(`falls back to the great-circle line when the routing service ${what}, and says so`, async () => {
      sim.inject({ ...fault, path: '/route/v1/driving/*' });
      const { page } = await search(dallasToOkc);
      expect(page.status).toBe('complete');
      expect(page.route).toMatchObject({ source: 'great_circle', fallback: true });
      expect(page.route!.distance_km).toBeCloseTo(haversineM([DALLAS.latitude, DALLAS.longitude], [OKC.latitude, OKC.longitude]) / 1000, 0);
      // Hotels near the straight line are still found, in order along it.
      expect(names(page)).toContain('Start Inn');
      expect(names(page)).toContain('Late Lodge');
      const along = page.data.map((h) => h.distance_km!);
      expect(along).toEqual([...along].sort((a, b) => a - b));
    });
  }

  it('uses the great-circle line without a routing service, as a route and not as a failure', async () => {
    const router = createRouter({ timeoutMs: 1000, log: { warn: () => undefined } });
    const route = await router.route([DALLAS.latitude, DALLAS.longitude], [OKC.latitude, OKC.longitude]);
    expect(route).toMatchObject({ source: 'great_circle', fallback: false });
    expect(route.distanceM / 1000).toBeCloseTo(306, 0);
  });

  it('geocodes named places for the ends, and says which end it could not place', async () => {
    const unknown = await search({ from: { search: 'Qwxzy Nowhere' }, to: { location: OKC } });
    expect(unknown.page.data).toEqual([]);
    expect(unknown.page.route).toMatchObject({ from: null, source: null });
    expect(unknown.page.route!.to).not.toBeNull();
  });

  it('a hotel picked from the suggestions is an end at its own coordinates, named after it; its name as text places nothing', async () => {
    const suggested = await t.request({ method: 'GET', url: `/api/places/suggest?q=${encodeURIComponent('Start Inn')}` });
    expect(suggested.statusCode, suggested.body).toBe(200);
    const hotel = (suggested.json() as PlaceSuggestResponse).data.find((s) => s.kind === 'hotel' && s.label === 'Start Inn');
    const startInn = along(0.05, 1);
    expect(hotel).toMatchObject({ slug: expect.stringMatching(/^start-inn-/) });
    expect(hotel!.latitude).toBeCloseTo(startInn.lat, 6);
    expect(hotel!.longitude).toBeCloseTo(startInn.lng, 6);

    // As the route form sends a picked hotel: its point.
    const point = { latitude: hotel!.latitude!, longitude: hotel!.longitude! };
    const fromHotel = await search({ from: { location: point }, to: { location: OKC } });
    expect(fromHotel.page.route).toMatchObject({ from: 'Start Inn', source: 'road', fallback: false });
    expect(fromHotel.page.route!.to).not.toBe('Start Inn');
    expect(sim.requests.at(-1)!.path).toBe(`/route/v1/driving/${point.longitude.toFixed(6)},${point.latitude.toFixed(6)};${OKC.longitude.toFixed(6)},${OKC.latitude.toFixed(6)}`);
    expect(fromHotel.page.data[0]).toMatchObject({ hotelName: 'Start Inn' });
    expect(fromHotel.page.data[0]!.distance_km).toBeLessThan(0.1);
    // To the hotel: the route ends there, the hotel last along it.
    const toHotel = await search({ from: { location: DALLAS }, to: { location: point } });
    expect(toHotel.page.route).toMatchObject({ to: 'Start Inn', source: 'road' });
    expect(toHotel.page.data.at(-1)).toMatchObject({ hotelName: 'Start Inn' });

    // A point a kilometre off the hotel is not named after it.
    const off = await search({ from: { location: { latitude: point.latitude + 0.01, longitude: point.longitude } }, to: { location: OKC } });
    expect(off.page.route!.from).not.toBe('Start Inn');
    // Its name, geocoded as a place, names none: what the form sent before it sent the point.
    const byName = await search({ from: { search: hotel!.label }, to: { location: OKC } });
    expect(byName.page.route).toMatchObject({ from: null, source: null });
    expect(byName.page.data).toEqual([]);
  });

  it('refuses a route without both ends or with a corridor out of range (400 with the field)', async () => {
    for (const [route, field] of [
      [{ from: {}, to: { location: OKC } }, 'route.from.search'],
      [{ from: { location: DALLAS } }, 'route.to'],
      [{ ...dallasToOkc, corridor_km: 0 }, 'route.corridor_km'],
      [{ ...dallasToOkc, corridor_km: 500 }, 'route.corridor_km'],
      [{ from: { location: { latitude: 95, longitude: 0 } }, to: { location: OKC } }, 'route.from.location.latitude'],
    ] as const) {
      const res = await post(route);
      expect(res.statusCode, JSON.stringify(route)).toBe(400);
      expect(res.body).toContain(field);
    }
  });
});
