import { FaultBook, startSimServer, type Fault, type LatencySetting, type SimRequest } from '@server/suppliers/simulators/server';
import { greatCircleLine, lineLengthM, type LatLngPair } from './routeGeometry';

/** 55 mph, in metres a second: the simulated road's speed for its durations. */
const ROAD_SPEED_MS = 24.6;

/**
 * A road-like line from `a` to `b` (DEMO): great circles through a point pushed off the middle by 4 % of the
 * distance, so it bends as roads do and differs from the straight fallback; a point every 2 km.
 */
export function simulatedRoad(a: LatLngPair, b: LatLngPair): LatLngPair[] {
  const mid: LatLngPair = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const bend: LatLngPair = [mid[0] - (b[1] - a[1]) * 0.04, mid[1] + (b[0] - a[0]) * 0.04];
  return [...greatCircleLine(a, bend, 2_000), ...greatCircleLine(bend, b, 2_000).slice(1)];
}

export type RoutingSimulator = {
  url: string;
  requests: SimRequest[];
  /** Makes the next request(s) fail: `503`, `delay` (a timeout), `malformed` (an answer of another shape), `reset`. */
  inject(f: Fault): void;
  close(): Promise<void>;
};

const coordinates = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?);(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/;

/**
 * A local stand-in for an OSRM-compatible routing service (DEMO), on loopback: `npm start` runs it when ROUTING_URL
 * is not set, so route searches work offline and in tests. It answers /route/v1/driving/lon,lat;lon,lat with OSRM's
 * shape (code, routes[].distance, duration, geometry as GeoJSON) and its errors (InvalidQuery, NoRoute).
 */
export async function startRoutingSimulator(opts: { port?: number; latency?: LatencySetting; faults?: Fault[] } = {}): Promise<RoutingSimulator> {
  const faults = new FaultBook(opts.faults ?? [], {}, 'routing');
  const requests: SimRequest[] = [];
  const server = await startSimServer({
    name: 'routing',
    faults,
    log: requests,
    latency: opts.latency ?? 'none',
    seed: 'routing',
    port: opts.port,
    authorize: () => null,
    faultReply: (f) => ({ status: Number(f.kind) || 503, json: { code: 'Error', message: 'simulated failure' } }),
    routes: [
      {
        method: 'GET',
        pattern: '/route/v1/driving/:coordinates',
        public: true,
        latency: { median: 60, sigma: 0.4, max: 800 },
        handle: ({ params }) => {
          const m = coordinates.exec(params.coordinates ?? '');
          if (!m) return { status: 400, json: { code: 'InvalidQuery', message: 'Query string malformed' } };
          const [lng1, lat1, lng2, lat2] = m.slice(1).map(Number) as [number, number, number, number];
          if (Math.abs(lat1) > 90 || Math.abs(lat2) > 90 || Math.abs(lng1) > 180 || Math.abs(lng2) > 180) {
            return { status: 400, json: { code: 'InvalidValue', message: 'Invalid coordinate value.' } };
          }
          const line = simulatedRoad([lat1, lng1], [lat2, lng2]);
          const distance = Math.round(lineLengthM(line) * 10) / 10;
          return {
            status: 200,
            json: {
              code: 'Ok',
              routes: [{ distance, duration: Math.round((distance / ROAD_SPEED_MS) * 10) / 10, weight: distance, weight_name: 'routability', legs: [], geometry: { type: 'LineString', coordinates: line.map(([lat, lng]) => [lng, lat]) } }],
              waypoints: [],
            },
          };
        },
      },
    ],
  });
  return { url: server.url, requests, inject: (f) => faults.inject(f), close: () => server.close() };
}

/**
 * The routing service of this process: ROUTING_URL when set; otherwise, outside production, the local simulator
 * (started here); in production without it, none (routes are great-circle lines).
 */
export async function setupRouting(config: { ROUTING_URL?: string; NODE_ENV: string }): Promise<{ url: string | undefined; simulator: RoutingSimulator | null; close(): Promise<void> }> {
  if (config.ROUTING_URL || config.NODE_ENV === 'production') return { url: config.ROUTING_URL, simulator: null, close: async () => undefined };
  const simulator = await startRoutingSimulator({ latency: 'realistic' });
  return { url: simulator.url, simulator, close: () => simulator.close() };
}
