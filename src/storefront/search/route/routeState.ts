import type { RouteEnd } from '@/api/schemas/routeSearch';
import { milesToKm, type DistanceUnit } from '@/api/units';
import { emptyPlace, readPlace, writePlace, type PlaceFields } from '../placeQuery';

/**
 * "Along my route" in the search state and the URL: two places (each as the place box gives one) and the corridor's
 * width in the unit the driver chose it in. Kept free of the API's zod schemas, as the rest of the URL state is.
 */
export type Corridor = { value: number; unit: DistanceUnit };
export type RouteState = { from: PlaceFields; to: PlaceFields; corridor: Corridor | null };

/** The corridor widths offered, per unit; the middle one (5 mi, 8 km) is the default. */
export const corridorOptions: Record<DistanceUnit, readonly number[]> = { mi: [2, 5, 10, 25], km: [3, 8, 15, 40] };
export const defaultCorridor = (unit: DistanceUnit): Corridor => ({ value: unit === 'mi' ? 5 : 8, unit });
export const corridorKm = (c: Corridor) => (c.unit === 'mi' ? milesToKm(c.value) : c.value);

export const emptyRoute: RouteState = { from: emptyPlace, to: emptyPlace, corridor: null };

/** A place that says where (a name, a picked place or a point), so a route can be searched from or to it. */
export const hasPlace = (p: PlaceFields) => Boolean(p.location || p.search || p.city || p.province || p.country || p.postalCode);
export const isRouteReady = (r: RouteState) => hasPlace(r.from) && hasPlace(r.to);

const prefixes = { from: 'from_', to: 'to_' } as const;
const CORRIDOR_PARAM = 'corridor';

/** The place under a prefix of the URL ("from_city=Dallas" is the start's city), read as the search's place is. */
function readEnd(params: URLSearchParams, prefix: string): PlaceFields {
  const own = new URLSearchParams();
  params.forEach((value, key) => {
    if (key.startsWith(prefix)) own.append(key.slice(prefix.length), value);
  });
  return readPlace(own);
}

/** "5mi", "8km": a width the options offer, else the default. */
function readCorridor(value: string | null): Corridor | null {
  const m = /^(\d{1,2})(mi|km)$/.exec(value ?? '');
  if (!m) return null;
  const unit = m[2] as DistanceUnit;
  const n = Number(m[1]);
  return corridorOptions[unit].includes(n) ? { value: n, unit } : null;
}

/** What a URL says of a route's ends and width, ready to search or not; null when it names neither end. */
export function readRouteDraft(params: URLSearchParams): RouteState | null {
  const route = { from: readEnd(params, prefixes.from), to: readEnd(params, prefixes.to), corridor: readCorridor(params.get(CORRIDOR_PARAM)) };
  return hasPlace(route.from) || hasPlace(route.to) ? route : null;
}

/**
 * The route a URL asks to search; null unless it names both ends. A link with one end (cut off, or shared before the
 * other was chosen) is not searched: the API would refuse it. Its end waits in the form (readRouteDraft).
 */
export function readRoute(params: URLSearchParams): RouteState | null {
  const route = readRouteDraft(params);
  return route && isRouteReady(route) ? route : null;
}

export function writeRoute(params: URLSearchParams, route: RouteState | null): URLSearchParams {
  if (!route) return params;
  writePlace(params, route.from, prefixes.from);
  writePlace(params, route.to, prefixes.to);
  if (route.corridor) params.set(CORRIDOR_PARAM, `${route.corridor.value}${route.corridor.unit}`);
  return params;
}

/** One end as the API takes it: a point when there is one, else what names the place. */
export function toRouteEnd(p: PlaceFields): RouteEnd {
  const optional = (value: string) => (value ? value : undefined);
  return {
    search: p.location ? '' : p.search,
    city: optional(p.city),
    province: optional(p.province),
    country: optional(p.country),
    postal_code: optional(p.postalCode),
    location: p.location,
  };
}

/**
 * A place as a short caption names it: a city's label is "name, state code, country" ("Dallas, TX, United States"),
 * and its country goes. Other labels ("Motel 6 Dallas, Dallas, TX", a postal code's, a state's) are short already.
 */
export const shortPlace = (label: string) => label.replace(/^(.+, [A-Z]{2,3}), [^,]+$/, '$1');

/**
 * One end of a searched route, short: the place the server found, else what the URL named (typed text, a picked
 * place's label, its parts but the country unless it is all); empty when it says no name (a point alone).
 */
export function routeEndName(end: PlaceFields, found: string | null | undefined): string {
  const parts = [end.postalCode, end.city, end.province].filter(Boolean).join(', ') || end.country;
  return shortPlace(found || end.placeLabel || end.search || parts);
}
