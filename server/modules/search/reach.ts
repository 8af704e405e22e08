import { sql, type RawBuilder } from 'kysely';
import { SEARCH_DEFAULTS, type HotelSearchParams } from '@/api/schemas/hotelSearch';
import { reachKm, ROAD_FACTOR } from '@/api/reach';

/** The widest radius a search takes (the distance filter's own limit), km. */
const MAX_RADIUS_KM = 1000;

/**
 * With hours left and no distance option chosen, the search looks as far as the hours' road distance in a straight
 * line (no road is shorter), at least the default radius: the hotels between the estimated reach and that line are
 * the ones "beyond reach" the driver may still ask to see.
 */
export function reachRadiusKm(params: Pick<HotelSearchParams, 'hoursLeft'>): number | null {
  const hours = params.hoursLeft ?? null;
  return hours ? Math.min(MAX_RADIUS_KM, Math.max(SEARCH_DEFAULTS.distance.to, reachKm(hours))) : null;
}

/**
 * Metres to drive to a hotel. Around a point, `distance` is the straight line: the road estimate is it × ROAD_FACTOR.
 * Along a route, `distance` is already measured along the route to the hotel's nearest point: the way off the route
 * (`offRoute`, a straight line) is the only part estimated.
 */
export function driveMetresSql(distance: RawBuilder<unknown>, offRoute: RawBuilder<unknown> | null = null): RawBuilder<number | null> {
  return offRoute ? sql`(${distance} + coalesce(${offRoute}, 0) * ${ROAD_FACTOR}::float8)` : sql`(${distance} * ${ROAD_FACTOR}::float8)`;
}

/**
 * The two search_results columns of the hours filter, from a result's metres to drive (the straight-line estimate
 * above, or a route search's distance along its route): `drive_m`, and `beyond_reach` when the drive is longer than
 * the hours left cover. A hotel with no distance (no starting point) is never hidden.
 */
export function reachValuesSql(params: Pick<HotelSearchParams, 'hoursLeft'>, driveMetres: RawBuilder<unknown>) {
  const hours = params.hoursLeft ?? null;
  const beyond = hours ? sql`coalesce(${driveMetres} > ${reachKm(hours) * 1000}::float8, false)` : sql`false`;
  return sql`case when ${driveMetres} is null then null else floor(${driveMetres} + 0.5)::int end, ${beyond}`;
}
