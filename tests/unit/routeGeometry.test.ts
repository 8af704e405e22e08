import { describe, expect, it } from 'vitest';
import { corridorSegments, detourM, greatCircleLine, haversineM, lineLengthM, placeOnRoute, projectOnSegment, simplifyLine, type LatLngPair } from '@server/modules/search/routeGeometry';
import { simulatedRoad } from '@server/modules/search/routingSimulator';

const DALLAS: LatLngPair = [32.7767, -96.797];
const OKC: LatLngPair = [35.4676, -97.5164];
/** Metres a degree of latitude spans. */
const DEGREE_M = 111_195;

describe('route geometry', () => {
  it('measures great-circle distances', () => {
    expect(haversineM(DALLAS, OKC) / 1000).toBeCloseTo(306, 0);
    expect(haversineM([0, 0], [1, 0])).toBeCloseTo(DEGREE_M, -1);
    expect(haversineM(DALLAS, DALLAS)).toBe(0);
  });

  it('draws the great circle as points from end to end, as long as the distance', () => {
    const line = greatCircleLine(DALLAS, OKC, 10_000);
    expect(line[0]![0]).toBeCloseTo(DALLAS[0], 9);
    expect(line.at(-1)![1]).toBeCloseTo(OKC[1], 9);
    expect(line.length).toBe(32);
    expect(lineLengthM(line)).toBeCloseTo(haversineM(DALLAS, OKC), -1);
    // Every point lies on the way: the sum of its two distances is the whole.
    for (const p of line) expect(haversineM(DALLAS, p) + haversineM(p, OKC)).toBeCloseTo(haversineM(DALLAS, OKC), -1);
  });

  it('projects a point onto a segment: how far along, and how far off', () => {
    const a: LatLngPair = [35, -97];
    const b: LatLngPair = [35.1, -97];
    const beside = projectOnSegment([35.05, -96.99], a, b);
    expect(beside.t).toBeCloseTo(0.5, 3);
    // 0.01 degree of longitude at 35° north.
    expect(beside.offM).toBeCloseTo(0.01 * DEGREE_M * Math.cos((35.05 * Math.PI) / 180), -1);
    // Before the start: its nearest point is the start itself.
    const before = projectOnSegment([34.9, -97], a, b);
    expect(before.t).toBe(0);
    expect(before.offM).toBeCloseTo(0.1 * DEGREE_M, -1);
  });

  it('simplifies a line within its tolerance and keeps its ends', () => {
    const road = simulatedRoad(DALLAS, OKC);
    const simple = simplifyLine(road, 100);
    expect(simple.length).toBeLessThan(road.length / 4);
    expect(simple[0]).toEqual(road[0]);
    expect(simple.at(-1)).toEqual(road.at(-1));
    const offSimple = (p: LatLngPair) => Math.min(...simple.slice(1).map((b, i) => projectOnSegment(p, simple[i]!, b).offM));
    for (const p of road) expect(offSimple(p)).toBeLessThanOrEqual(100.5);
  });

  it('cuts the corridor into segments no longer than twice its width, whose circles hold the corridor', () => {
    const corridor = 8_000;
    const road = simulatedRoad(DALLAS, OKC);
    const segments = corridorSegments(road, corridor);
    for (const s of segments) expect(haversineM(s.a, s.b)).toBeLessThanOrEqual(2 * corridor + 1);
    // Points 7.9 km either side of the line, all along it: each lies in the circle of the segment it is nearest.
    for (const s of segments) {
      const onLine: LatLngPair = [(s.a[0] + s.b[0]) / 2, (s.a[1] + s.b[1]) / 2];
      for (const side of [-1, 1]) {
        const p: LatLngPair = [onLine[0], onLine[1] + (side * 7_900) / (DEGREE_M * Math.cos((onLine[0] * Math.PI) / 180))];
        const nearest = segments.reduce((best, x) => (projectOnSegment(p, x.a, x.b).offM < projectOnSegment(p, best.a, best.b).offM ? x : best));
        expect(haversineM(p, nearest.middle)).toBeLessThanOrEqual(nearest.reachM);
      }
    }
  });

  it('keeps a narrow corridor along a continent-long route to a few hundred index reads, still holding the corridor', () => {
    const line = greatCircleLine([25.76, -80.19], [47.61, -122.33], 2_000);
    const segments = corridorSegments(line, 500);
    expect(segments.length).toBeLessThanOrEqual(450);
    for (const s of segments.filter((_, i) => i % 7 === 0)) {
      const p: LatLngPair = [s.a[0] + 0.004, s.a[1]];
      // 445 m north of the line: inside the corridor, and inside the circle of a segment it is within 500 m of.
      expect(placeOnRoute(p, segments)!.offM).toBeLessThanOrEqual(500);
      expect(segments.some((x) => projectOnSegment(p, x.a, x.b).offM <= 500 && haversineM(p, x.middle) <= x.reachM)).toBe(true);
    }
  });

  it('joins antipodes without dividing by zero', () => {
    const line = greatCircleLine([10, 20], [-10, -160]);
    expect(line.every(([lat, lng]) => Number.isFinite(lat) && Number.isFinite(lng))).toBe(true);
  });

  it('measures distance along the route, stretched to the road\'s own length', () => {
    const line = greatCircleLine(DALLAS, OKC, 5_000);
    const flat = corridorSegments(line, 8_000);
    const halfway = line[Math.floor(line.length / 2)]!;
    const total = haversineM(DALLAS, OKC);
    expect(placeOnRoute(halfway, flat)!.alongM / total).toBeCloseTo(0.5, 1);
    expect(placeOnRoute(OKC, flat)!.alongM).toBeCloseTo(total, -2);
    // The road is 20 % longer than the line: distances along it are too.
    const road = corridorSegments(line, 8_000, total * 1.2);
    expect(placeOnRoute(OKC, road)!.alongM).toBeCloseTo(total * 1.2, -2);
    expect(placeOnRoute(DALLAS, road)!.alongM).toBe(0);
  });

  it('counts a detour there and back: twice the distance off the route', () => {
    const segments = corridorSegments(greatCircleLine(DALLAS, OKC), 8_000);
    const off = placeOnRoute([DALLAS[0], DALLAS[1] + 0.05], segments)!;
    expect(off.offM).toBeGreaterThan(4_000);
    expect(off.offM).toBeLessThan(5_000);
    expect(detourM(off.offM)).toBe(2 * off.offM);
  });
});
