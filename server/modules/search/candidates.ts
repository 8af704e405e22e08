import { sql, type RawBuilder } from 'kysely';
import { SEARCH_DEFAULTS, SEARCH_MAX_RESULTS, type HotelSearchParams } from '@/api/schemas/hotelSearch';
import type { RigNeed } from '@/api/schemas/rig';
import type { Db } from '@server/db';
import { escapeLike } from '@server/plugins/crud';
import { earthAt, hotelEarth } from './earth';
import type { SearchScope } from './geocode';
import { alongRouteSql, corridorQuery, offRouteSql } from './routeCorridor';
import { reachRadiusKm } from './reach';


/** The search radius, km: the widest distance filter chosen, or the hours' reach, or the default range's end (spec section 4: 0-60). */
export function radiusKm(params: HotelSearchParams): number {
  return params.filter.distances.length ? Math.max(...params.filter.distances.map((d) => d.to)) : (reachRadiusKm(params) ?? SEARCH_DEFAULTS.distance.to);
}


/**
 * rigFit(hotel, rig) === 'fits' (src/api/rigFit.ts) in SQL. The lot kinds are written as literals so the planner can
 * prove the partial index hotels_earth_truck_idx (parking_fit in ('full_rig', 'bobtail_only')) answers it, and for a
 * hazmat rig hotels_earth_hazmat_idx (the same, and parking_hazmat is not false: a lot that has not said stays).
 */
export function fitsRigSql(rig: RigNeed): RawBuilder<boolean> {
  const hazmat = rig.hazmat ? sql` and hotels.parking_hazmat is not false` : sql``;
  if (rig.kind === 'bobtail') return sql<boolean>`(hotels.commercial_parking_available and hotels.parking_fit in ('full_rig', 'bobtail_only')${hazmat})`;
  const length = rig.length_ft ?? null;
  return length === null
    ? sql<boolean>`(hotels.commercial_parking_available and hotels.parking_fit in ('full_rig')${hazmat})`
    : sql<boolean>`(hotels.commercial_parking_available and hotels.parking_fit in ('full_rig') and (hotels.parking_max_length_ft is null or hotels.parking_max_length_ft >= ${length}::float8)${hazmat})`;
}

/**
 * The hotels a search keeps (at most `limit`, nearest first), with the filters that do not need a rate:
 * status, parking, the rig's fit, brands, amenities (all of them), distance ranges. Each kind of scope reads its own index:
 * the earthdistance GiST index for a radius and for a route's corridor, province/country indexes for a region, the
 * trigram indexes for a name or a highway.
 */
export function candidatesQuery(db: Db, scope: SearchScope, params: HotelSearchParams, limit = SEARCH_MAX_RESULTS) {
  const distance: RawBuilder<number | null> =
    scope.kind === 'route'
      ? alongRouteSql
      : scope.kind === 'radius' || (scope.kind === 'region' && scope.latitude !== null && scope.longitude !== null)
        ? sql<number>`earth_distance(${earthAt(scope.latitude!, scope.longitude!)}, ${hotelEarth})`
        : sql<null>`null::float8`;
  // Metres off the route, for a route search's detour.
  const offRoute: RawBuilder<number | null> = scope.kind === 'route' ? offRouteSql : sql<null>`null::float8`;

  let q = db
    .selectFrom('hotels')
    .select(['hotels.id', 'hotels.derby_hotel_id', 'hotels.available_on_derby', 'hotels.currency', distance.as('distance'), offRoute.as('off_route')])
    .where('hotels.status', '=', 'active')
    .$if(params.parkingAvailable, (qb) => qb.where('hotels.commercial_parking_available', '=', true))
    // ?? null: a lookup stored before the filter existed has no fitsRig.
    .$if((params.fitsRig ?? null) !== null, (qb) => qb.where(fitsRigSql(params.fitsRig!)))
    .$if(params.brands.length > 0, (qb) => qb.where('hotels.brand_id', 'in', params.brands));

  for (const amenityId of new Set(params.amenities)) {
    q = q.where(({ exists, selectFrom }) =>
      exists(selectFrom('hotel_amenities').select('hotel_amenities.hotel_id').whereRef('hotel_amenities.hotel_id', '=', 'hotels.id').where('hotel_amenities.amenity_id', '=', amenityId)),
    );
  }

  switch (scope.kind) {
    case 'route':
      return corridorQuery(db, q, scope, limit);
    case 'radius': {
      const meters = radiusKm(params) * 1000;
      const ranges = params.filter.distances;
      q = q
        .where('hotels.latitude', 'is not', null)
        .where('hotels.longitude', 'is not', null)
        .where(sql<boolean>`earth_box(${earthAt(scope.latitude, scope.longitude)}, ${meters}::float8) @> ${hotelEarth}`)
        .where(sql<boolean>`${distance} <= ${meters}::float8`);
      if (ranges.length) {
        q = q.where(sql<boolean>`(${sql.join(ranges.map((r) => sql`${distance} between ${r.from * 1000}::float8 and ${r.to * 1000}::float8`), sql` or `)})`);
      }
      return q.orderBy('distance').orderBy('hotels.id').limit(limit);
    }
    case 'region':
      q = q.where((eb) =>
        eb.and([
          ...(scope.provinces.length ? [eb('hotels.province', 'in', scope.provinces)] : []),
          ...(scope.countries.length ? [eb('hotels.country', 'in', scope.countries)] : []),
        ]),
      );
      return (scope.latitude !== null ? q.orderBy('distance') : q.orderBy('hotels.hotel_name')).orderBy('hotels.id').limit(limit);
    case 'text': {
      // A hotel's name or city, or its highway ("I-40", the search box's own example): each has its trigram index.
      const like = `%${escapeLike(scope.text)}%`;
      return q
        .where((eb) => eb.or([eb(sql<string>`(hotels.hotel_name || ' ' || coalesce(hotels.city, ''))`, 'ilike', like), eb('hotels.interstate_hwy', 'ilike', like)]))
        .orderBy('hotels.hotel_name')
        .orderBy('hotels.id')
        .limit(limit);
    }
    case 'none':
      return q.orderBy('hotels.hotel_name').orderBy('hotels.id').limit(limit);
  }
}
