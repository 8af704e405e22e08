import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '@server/db';
import type { Database } from '@server/db/types';
import { hotelEarth } from './earth';
import type { CorridorSegment } from './routeGeometry';

/** A route search's scope: the corridor's segments (routeGeometry.corridorSegments) and its width either side. */
export type RouteScope = { kind: 'route'; segments: CorridorSegment[]; corridorM: number };

type SegmentRow = { a_lat: number; a_lng: number; d_lat: number; d_lng: number; kx: number; len2: number; start_m: number; length_m: number; m_lat: number; m_lng: number; reach_m: number };

/**
 * The segments as a table of the statement (one array parameter per column): each with what the projection of a
 * hotel onto it needs (its start, its direction in a local flat projection: d_lat, d_lng * kx, and their squared
 * length) and the circle (m_lat, m_lng, reach_m) its candidates are read from.
 */
function segmentsTable(segments: CorridorSegment[]) {
  const column = (f: (s: CorridorSegment) => number) => segments.map(f);
  const kx = (s: CorridorSegment) => Math.cos((((s.a[0] + s.b[0]) / 2) * Math.PI) / 180);
  const len2 = (s: CorridorSegment) => ((s.b[1] - s.a[1]) * kx(s)) ** 2 + (s.b[0] - s.a[0]) ** 2;
  return sql<SegmentRow>`(select * from unnest(
      ${column((s) => s.a[0])}::float8[], ${column((s) => s.a[1])}::float8[], ${column((s) => s.b[0] - s.a[0])}::float8[], ${column((s) => s.b[1] - s.a[1])}::float8[],
      ${column(kx)}::float8[], ${column(len2)}::float8[], ${column((s) => s.startM)}::float8[], ${column((s) => s.lengthM)}::float8[],
      ${column((s) => s.middle[0])}::float8[], ${column((s) => s.middle[1])}::float8[], ${column((s) => s.reachM)}::float8[]
    ) as s(a_lat, a_lng, d_lat, d_lng, kx, len2, start_m, length_m, m_lat, m_lng, reach_m))`.as('seg');
}

/** Where along its segment (0-1) the hotel's nearest point lies, in the segment's local flat projection. */
const projection = sql<{ t: number }>`(select greatest(0::float8, least(1::float8, case when seg.len2 = 0 then 0 else
    ((hotels.longitude - seg.a_lng) * seg.kx * seg.d_lng * seg.kx + (hotels.latitude - seg.a_lat) * seg.d_lat) / seg.len2 end)) as t)`.as('proj');

/** Metres along the route to the hotel's nearest point on it (a route search's `distance`). */
export const alongRouteSql = sql<number>`(seg.start_m + proj.t * seg.length_m)`;
/** Metres from the hotel to its nearest point on the route. */
export const offRouteSql = sql<number>`earth_distance(ll_to_earth(seg.a_lat + proj.t * seg.d_lat, seg.a_lng + proj.t * seg.d_lng), ${hotelEarth})`;

/**
 * The hotels of `q` (its filters already applied; it selects `distance` as alongRouteSql and `detour` as
 * offRouteSql) within the corridor, nearest the start first. Each segment reads its candidates from the
 * earthdistance GiST index (a box around its circle), never all hotels; a hotel near two segments keeps the one it
 * is nearest; then the `limit` first along the route.
 */
export function corridorQuery<O>(db: Db, q: SelectQueryBuilder<Database, 'hotels', O>, scope: RouteScope, limit: number) {
  const inCorridor = q
    .innerJoin(segmentsTable(scope.segments), (join) => join.on(sql<boolean>`earth_box(ll_to_earth(seg.m_lat, seg.m_lng), seg.reach_m) @> ${hotelEarth}`))
    .innerJoinLateral(projection, (join) => join.onTrue())
    .where('hotels.latitude', 'is not', null)
    .where('hotels.longitude', 'is not', null)
    .where(sql<boolean>`${offRouteSql} <= ${scope.corridorM}::float8`)
    .distinctOn('hotels.id')
    .orderBy('hotels.id')
    .orderBy(offRouteSql);
  return db
    .selectFrom(inCorridor.as('corridor'))
    .selectAll()
    .orderBy(sql`corridor.distance`)
    .orderBy(sql`corridor.id`)
    .limit(limit);
}
