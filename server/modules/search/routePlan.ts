import type { HotelSearchParams } from '@/api/schemas/hotelSearch';
import { searchRouteSummary, type RouteRequest, type SearchRoute, type SearchRouteSummary } from '@/api/schemas/routeSearch';
import type { Db } from '@server/db';
import type { Lookup } from './lookups';
import { geocode, type Geocoded } from './geocode';
import { corridorSegments, simplifyLine, type LatLngPair } from './routeGeometry';
import type { Router } from './routing';

export type Located = Geocoded & { route: SearchRoute | null };

const pointOf = ({ place }: Geocoded): LatLngPair | null => (place?.latitude != null && place.longitude != null ? [place.latitude, place.longitude] : null);
/** Six decimals is about 10 cm. */
const rounded = ([lat, lng]: LatLngPair): LatLngPair => [Math.round(lat * 1e6) / 1e6, Math.round(lng * 1e6) / 1e6];

/**
 * A route search's places and corridor: both ends geocoded as a search's place is (an end at a hotel, picked from the
 * suggestions, is named after it), the route between them (road, or the great-circle line), its corridor as segments
 * for the statement, and what the driver is shown (the line simplified for drawing). An end that names no place we know leaves the corridor empty: nothing is found, and the
 * answer says which end.
 */
export async function planRoute(db: Db, router: Router, request: RouteRequest): Promise<Located> {
  const [from, to] = await Promise.all([geocode(db, request.from, { hotelPoints: true }), geocode(db, request.to, { hotelPoints: true })]);
  const a = pointOf(from);
  const b = pointOf(to);
  const corridorM = request.corridor_km * 1000;
  const ends = { from: a ? from.place!.label : null, to: b ? to.place!.label : null, corridor_km: request.corridor_km };
  if (!a || !b) {
    return { place: a ? from.place : null, scope: { kind: 'route', segments: [], corridorM }, route: { ...ends, source: null, fallback: false, distance_km: null, line: [] } };
  }
  const road = await router.route(a, b);
  return {
    place: from.place,
    scope: { kind: 'route', segments: corridorSegments(road.line, corridorM, road.distanceM), corridorM },
    route: {
      ...ends,
      source: road.source,
      fallback: road.fallback,
      distance_km: Math.round(road.distanceM / 100) / 10,
      // Drawn on a phone's map: a point every few hundred metres of bend is plenty.
      line: simplifyLine(road.line, Math.max(25, road.distanceM / 5000)).map(rounded),
    },
  };
}

/** Where a search looks: along its route, or around its place. */
export async function locate(db: Db, router: Router, params: HotelSearchParams): Promise<Located> {
  // ?? null: a lookup stored before route searches existed has no route.
  const route = params.route ?? null;
  return route ? planRoute(db, router, route) : { ...(await geocode(db, params)), route: null };
}

/** The stored route of a lookup (written with its results), with or without its line. */
export const routeOf = (lookup: Lookup): SearchRoute | null => ((lookup.result as { route?: SearchRoute } | null)?.route ?? null);
/** Without the line (zod drops the keys its schema does not name). */
export function routeSummaryOf(lookup: Lookup): SearchRouteSummary | null {
  const route = routeOf(lookup);
  return route ? searchRouteSummary.parse(route) : null;
}
