/**
 * The plane geometry of a route search, in JavaScript so it can be tested alone: lines are [latitude, longitude]
 * pairs; distances are metres on a sphere. The SQL of the corridor (routeCorridor.ts) reads the segments made here.
 */
export type LatLngPair = [number, number];

/** The mean earth radius (IUGG), metres. */
const EARTH_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Great-circle distance, metres. */
export function haversineM([lat1, lng1]: LatLngPair, [lat2, lng2]: LatLngPair): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

export const lineLengthM = (line: LatLngPair[]) => line.reduce((sum, p, i) => (i ? sum + haversineM(line[i - 1]!, p) : 0), 0);

/** Points every `stepM` (at least two) along the great circle from `a` to `b`: the route when no road route is had. */
export function greatCircleLine(a: LatLngPair, b: LatLngPair, stepM = 10_000): LatLngPair[] {
  const d = haversineM(a, b) / EARTH_M;
  const n = Math.max(1, Math.min(500, Math.ceil((d * EARTH_M) / stepM)));
  // The same point, or its antipode (every great circle joins them): a line straight across the map instead.
  if (d === 0 || Math.sin(d) < 1e-9) return Array.from({ length: n + 1 }, (_, i) => [a[0] + ((b[0] - a[0]) * i) / n, a[1] + ((b[1] - a[1]) * i) / n] as LatLngPair);
  const [φ1, λ1, φ2, λ2] = [rad(a[0]), rad(a[1]), rad(b[0]), rad(b[1])];
  return Array.from({ length: n + 1 }, (_, i) => {
    const f = i / n;
    const A = Math.sin((1 - f) * d) / Math.sin(d);
    const B = Math.sin(f * d) / Math.sin(d);
    const x = A * Math.cos(φ1) * Math.cos(λ1) + B * Math.cos(φ2) * Math.cos(λ2);
    const y = A * Math.cos(φ1) * Math.sin(λ1) + B * Math.cos(φ2) * Math.sin(λ2);
    const z = A * Math.sin(φ1) + B * Math.sin(φ2);
    return [deg(Math.atan2(z, Math.hypot(x, y))), deg(Math.atan2(y, x))] as LatLngPair;
  });
}

/**
 * A point's place against one segment in a local flat projection (good to metres over the few km of a segment):
 * how far along the segment its nearest point lies (0-1) and its distance from that point, metres.
 */
export function projectOnSegment(p: LatLngPair, a: LatLngPair, b: LatLngPair): { t: number; offM: number } {
  const kx = Math.cos(rad((a[0] + b[0]) / 2));
  const dx = (b[1] - a[1]) * kx;
  const dy = b[0] - a[0];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, (((p[1] - a[1]) * kx) * dx + (p[0] - a[0]) * dy) / len2));
  return { t, offM: haversineM(p, [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]) };
}

/** Douglas-Peucker: the fewest points whose line stays within `toleranceM` of the original. */
export function simplifyLine(line: LatLngPair[], toleranceM: number): LatLngPair[] {
  if (line.length <= 2) return [...line];
  const keep = new Uint8Array(line.length);
  keep[0] = 1;
  keep[line.length - 1] = 1;
  const stack: [number, number][] = [[0, line.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    let worst = -1;
    let worstM = 0;
    for (let i = first + 1; i < last; i++) {
      const { offM } = projectOnSegment(line[i]!, line[first]!, line[last]!);
      if (offM > worstM) {
        worstM = offM;
        worst = i;
      }
    }
    if (worst >= 0 && worstM > toleranceM) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  return line.filter((_, i) => keep[i]);
}

/** About the most segments a corridor is cut into (the simplified line's own bends come on top). */
const MAX_SEGMENTS = 400;

/** One piece of the corridor: a segment of the line, where it starts along the route, and the circle that holds it. */
export type CorridorSegment = {
  a: LatLngPair;
  b: LatLngPair;
  /** Metres along the route where `a` lies. */
  startM: number;
  lengthM: number;
  /** The middle of the segment and the radius around it that holds every point within the corridor of it. */
  middle: LatLngPair;
  reachM: number;
};

/**
 * The corridor of `corridorM` around a line as segments no longer than twice the corridor, each with the circle
 * (middle, corridor + half its length) that holds everything within the corridor of it: the database finds the
 * candidates of each circle by its earthdistance index, then keeps those really within the corridor of a segment.
 * `routeM` (the routing service's length of the road) stretches the distances along the line to the road's.
 */
export function corridorSegments(line: LatLngPair[], corridorM: number, routeM?: number): CorridorSegment[] {
  // A narrow corridor along a continent-long route would be thousands of index reads: past MAX_SEGMENTS the segments
  // grow (their circles widen; the exact test after them keeps the result the same) and the line is simplified more.
  const lineM = lineLengthM(line);
  const simple = simplifyLine(line, Math.max(corridorM / 20, lineM / (MAX_SEGMENTS * 50)));
  const maxLength = Math.max(corridorM * 2, lineM / MAX_SEGMENTS);
  const pieces: [LatLngPair, LatLngPair][] = [];
  for (let i = 1; i < simple.length; i++) {
    const a = simple[i - 1]!;
    const b = simple[i]!;
    const n = Math.max(1, Math.ceil(haversineM(a, b) / maxLength));
    for (let k = 0; k < n; k++) {
      const from: LatLngPair = [a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n];
      const to: LatLngPair = [a[0] + ((b[0] - a[0]) * (k + 1)) / n, a[1] + ((b[1] - a[1]) * (k + 1)) / n];
      pieces.push([from, to]);
    }
  }
  const simpleM = lineLengthM(simple);
  const stretch = routeM && simpleM > 0 ? routeM / simpleM : 1;
  let startM = 0;
  const segments: CorridorSegment[] = [];
  for (const [a, b] of pieces) {
    const flatM = haversineM(a, b);
    if (flatM === 0 && pieces.length > 1) continue;
    const lengthM = flatM * stretch;
    // 1 % over: earthdistance's sphere is a little larger than this one, and the box must hold the segment's ends.
    segments.push({ a, b, startM, lengthM, middle: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], reachM: (corridorM + flatM / 2) * 1.01 + 1 });
    startM += lengthM;
  }
  return segments;
}

/** Where a point lies against a route: metres along it to the nearest point, and metres off it. */
export function placeOnRoute(p: LatLngPair, segments: CorridorSegment[]): { alongM: number; offM: number } | null {
  let best: { alongM: number; offM: number } | null = null;
  for (const s of segments) {
    const { t, offM } = projectOnSegment(p, s.a, s.b);
    if (!best || offM < best.offM) best = { alongM: s.startM + t * s.lengthM, offM };
  }
  return best;
}

/**
 * The detour to a hotel off the route: leaving the route at its nearest point, driving there and coming back, as the
 * crow flies (twice the distance off the route).
 */
export const detourM = (offM: number) => 2 * offM;
