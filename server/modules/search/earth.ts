import { sql } from 'kysely';

/** A point given by its coordinates as earthdistance's `earth`. */
export const earthAt = (latitude: number, longitude: number) => sql`ll_to_earth(${latitude}::float8, ${longitude}::float8)`;

/** The hotel's stored point (hotels.earth, kept from its coordinates), which the earthdistance indexes hold. */
export const hotelEarth = sql`hotels.earth`;
