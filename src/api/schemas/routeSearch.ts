import { z } from 'zod';
import { numeral } from './numeral';
import { ruleParams } from '../validation';

/**
 * "Along my route" (issue 15 item 3): a search between two places keeps the hotels within a corridor of the road
 * route between them, ordered by how far along the route they are, each with its detour off the route.
 */

/** The corridor's width either side of the route, km: 8 km (about 5 mi) unless the driver widens or narrows it. */
export const ROUTE_CORRIDOR_KM = { default: 8, min: 0.5, max: 80 } as const;

/** A place as the search box gives one: typed, picked from the suggestions, or "near me" (a search's, a route's end). */
export const placeFields = {
  /** A place or a hotel name as typed. */
  search: z.string().trim().max(200).optional().default(''),
  city: z.string().trim().max(100).optional(),
  province: z.string().trim().max(100).optional(),
  /** A country name or ISO code. */
  country: z.string().trim().max(100).optional(),
  postal_code: z.string().trim().max(20).optional(),
  /** "Near me", a place picked from suggestions, or "search this area": searched around this point. */
  location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).nullable().optional(),
};

/** One end of a route. */
export const routeEnd = z
  .object(placeFields)
  .superRefine((end, ctx) => {
    if (!end.location && !end.search && !end.city && !end.province && !end.country && !end.postal_code) {
      ctx.addIssue({ code: 'custom', path: ['search'], message: 'Search is required', ...ruleParams('required') });
    }
  });
export type RouteEnd = z.output<typeof routeEnd>;

export const routeRequest = z.object({
  from: routeEnd,
  to: routeEnd,
  corridor_km: numeral(z.number().min(ROUTE_CORRIDOR_KM.min).max(ROUTE_CORRIDOR_KM.max)).default(ROUTE_CORRIDOR_KM.default),
});
export type RouteRequest = z.output<typeof routeRequest>;

/**
 * Where the route came from: `road` from the routing service; `great_circle` the straight line over the earth, when
 * no routing service is configured or (`fallback`) when it could not give a route.
 */
export const routeSources = ['road', 'great_circle'] as const;

/** What a route search found, without its line (the results page). */
export const searchRouteSummary = z.object({
  /** The places the route joins; null for an end that names no place we know (then nothing is searched). */
  from: z.string().nullable(),
  to: z.string().nullable(),
  source: z.enum(routeSources).nullable(),
  /** The routing service was asked and failed (down, too slow, an answer we cannot read): the straight line stands in. */
  fallback: z.boolean(),
  distance_km: z.number().nullable(),
  corridor_km: z.number(),
});
export type SearchRouteSummary = z.infer<typeof searchRouteSummary>;

/** The same with the route's line for the map, [latitude, longitude] points, simplified for drawing. */
export const searchRoute = searchRouteSummary.extend({ line: z.array(z.tuple([z.number(), z.number()])) });
export type SearchRoute = z.infer<typeof searchRoute>;

/**
 * An OSRM-compatible routing service's answer to /route/v1/driving/{lon,lat;lon,lat}?overview=full&geometries=geojson:
 * only what we read. Coordinates are [longitude, latitude] (GeoJSON).
 */
export const osrmRouteResponse = z.object({
  code: z.literal('Ok'),
  routes: z
    .array(
      z.object({
        distance: z.number().nonnegative(),
        duration: z.number().nonnegative(),
        geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])).min(2) }),
      }),
    )
    .min(1),
});
export type OsrmRouteResponse = z.infer<typeof osrmRouteResponse>;
