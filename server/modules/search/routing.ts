import { osrmRouteResponse } from '@/api/schemas/routeSearch';
import { greatCircleLine, lineLengthM, type LatLngPair } from './routeGeometry';

/** A route between two points: its line, its length on the road (metres), and where it came from. */
export type Route = { line: LatLngPair[]; distanceM: number; source: 'road' | 'great_circle'; fallback: boolean };

export type Router = { route(from: LatLngPair, to: LatLngPair): Promise<Route> };

export type RouterOptions = {
  /** An OSRM-compatible routing service; none: every route is the great-circle line. */
  url?: string;
  timeoutMs: number;
  log: { warn(obj: unknown, msg: string): void };
};

const straight = (from: LatLngPair, to: LatLngPair, fallback: boolean): Route => {
  const line = greatCircleLine(from, to);
  return { line, distanceM: lineLengthM(line), source: 'great_circle', fallback };
};

/** /route/v1/driving/lon,lat;lon,lat with the full line as GeoJSON (OSRM's HTTP API, which its hosts keep). */
export function routeUrl(base: string, from: LatLngPair, to: LatLngPair): string {
  const at = ([lat, lng]: LatLngPair) => `${lng.toFixed(6)},${lat.toFixed(6)}`;
  return `${base.replace(/\/+$/, '')}/route/v1/driving/${at(from)};${at(to)}?overview=full&geometries=geojson`;
}

/**
 * The road route from the routing service, read through its zod schema; a service that is down, slower than the
 * timeout, or answers something else (an error code, no route, another shape) gives the great-circle line instead,
 * marked as a fallback so the driver is told.
 */
export function createRouter(opts: RouterOptions): Router {
  return {
    async route(from, to) {
      if (!opts.url) return straight(from, to, false);
      try {
        const res = await fetch(routeUrl(opts.url, from, to), { signal: AbortSignal.timeout(opts.timeoutMs), headers: { accept: 'application/json' } });
        if (!res.ok) throw new Error(`routing service answered ${res.status}`);
        const parsed = osrmRouteResponse.safeParse(await res.json());
        if (!parsed.success) throw new Error(`routing service answer unreadable: ${parsed.error.issues[0]?.message ?? 'bad shape'}`);
        const best = parsed.data.routes[0]!;
        return { line: best.geometry.coordinates.map(([lng, lat]) => [lat, lng] as LatLngPair), distanceM: best.distance, source: 'road', fallback: false };
      } catch (err) {
        opts.log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'no road route: the great-circle line stands in');
        return straight(from, to, true);
      }
    },
  };
}
