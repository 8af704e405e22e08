import { sql } from 'kysely';
import type { HotelSearchParams, SearchPlace } from '@/api/schemas/hotelSearch';
import type { Db } from '@server/db';
import { earthAt, hotelEarth } from './earth';
import type { RouteScope } from './routeCorridor';

/**
 * Where a search looks. `radius`: hotels within km of a point (coordinates, a city, a postal code). `region`: every
 * hotel of a province or country, nearest its centre first. `text`: hotel names. `route`: the corridor of a route
 * (routePlan.ts). `none`: nothing was asked for.
 */
export type SearchScope =
  | { kind: 'radius'; latitude: number; longitude: number }
  | RouteScope
  | { kind: 'region'; latitude: number | null; longitude: number | null; provinces: string[]; countries: string[] }
  | { kind: 'text'; text: string }
  | { kind: 'none' };

export type Geocoded = { place: SearchPlace | null; scope: SearchScope };

type PlaceQuery = { city?: string; province?: string; country?: string; postal_code?: string };

const POSTAL_CODE = /^(\d{5}(-\d{4})?|[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d)$/;

/** US ZIP+4 to its ZIP; Canadian codes upper case with their space ("k1a0b1" -> "K1A 0B1"). */
export function normalizePostalCode(code: string): string {
  const c = code.trim().toUpperCase();
  if (/^\d{5}-\d{4}$/.test(c)) return c.slice(0, 5);
  const ca = /^([A-Z]\d[A-Z]) ?(\d[A-Z]\d)$/.exec(c);
  return ca ? `${ca[1]} ${ca[2]}` : c;
}

/** "Joplin, MO, US" -> city, province, country; a lone word is tried as each kind of place in turn. */
export function splitPlaceText(text: string): PlaceQuery[] {
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  if (!parts.length) return [];
  if (parts.length === 1 && POSTAL_CODE.test(parts[0]!)) return [{ postal_code: parts[0] }];
  if (parts.length >= 2) return [{ city: parts[0], province: parts[1], country: parts[2] }, { province: parts[0], country: parts[1] }];
  return [{ city: parts[0] }, { province: parts[0] }, { country: parts[0] }];
}

const label = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');

/** The country a name or ISO code names (the first by id), as a query: found alone or inside another statement. */
function countryQuery(db: Db, country: string) {
  const c = country.trim();
  return db
    .selectFrom('countries')
    .where((eb) => eb.or([eb(sql`lower(name)`, '=', c.toLowerCase()), eb('iso2', '=', c.toUpperCase()), eb('iso3', '=', c.toUpperCase())]))
    .orderBy('id')
    .limit(1);
}

const findCountry = (db: Db, country: string) => countryQuery(db, country).select(['id', 'name', 'iso2', 'iso3', 'latitude', 'longitude']).executeTakeFirst();

/** The province a name or code names, within a country if one is named, as a query. */
function provinceQuery(db: Db, province: string, country?: string) {
  const p = province.trim();
  return db
    .selectFrom('states')
    .innerJoin('countries', 'countries.id', 'states.country_id')
    .where((eb) => eb.or([eb(sql`lower(states.name)`, '=', p.toLowerCase()), eb(sql`upper(states.code)`, '=', p.toUpperCase())]))
    .$if(Boolean(country), (q) => q.where('states.country_id', '=', countryQuery(db, country!).select('id')))
    // A code such as "MO" names a US state before anything else.
    .orderBy(sql`case countries.iso2 when 'US' then 0 when 'CA' then 1 else 2 end`)
    .orderBy('states.id')
    .limit(1);
}

const findProvince = (db: Db, province: string, country?: string) =>
  provinceQuery(db, province, country)
    .select(['states.id', 'states.name', 'states.code', 'states.latitude', 'states.longitude', 'countries.name as country', 'countries.iso2', 'countries.iso3'])
    .executeTakeFirst();

/**
 * The city of that name with the most hotels (there are many Springfields), within a province or country if given:
 * one statement, the country and province found inside it (a named one that is not found finds no city).
 */
async function findCity(db: Db, q: PlaceQuery) {
  const name = q.city!.trim().toLowerCase();
  return db
    .selectFrom('cities')
    .innerJoin('states', 'states.id', 'cities.state_id')
    .innerJoin('countries', 'countries.id', 'cities.country_id')
    .select(['cities.name', 'cities.latitude', 'cities.longitude', 'states.name as state', 'states.code as state_code', 'countries.name as country'])
    .where(sql`lower(cities.name)`, '=', name)
    .where('cities.latitude', 'is not', null)
    .$if(Boolean(q.country), (qb) => qb.where('cities.country_id', '=', countryQuery(db, q.country!).select('id')))
    .$if(Boolean(q.province), (qb) => qb.where('cities.state_id', '=', provinceQuery(db, q.province!, q.country || undefined).select('states.id')))
    .orderBy(sql`(select count(*) from hotels h where h.city = cities.name and h.province in (states.code, states.name))`, 'desc')
    .orderBy('cities.id')
    .executeTakeFirst();
}

async function geocodePostalCode(db: Db, code: string): Promise<Geocoded | null> {
  const postal = normalizePostalCode(code);
  const row = await db
    .selectFrom('hotels')
    .select([sql<number | null>`avg(latitude)`.as('latitude'), sql<number | null>`avg(longitude)`.as('longitude'), sql<string | null>`min(city)`.as('city'), sql<string | null>`min(province)`.as('province')])
    .where('postal_code', '=', postal)
    .where('latitude', 'is not', null)
    .executeTakeFirst();
  if (row?.latitude === null || row?.latitude === undefined || row.longitude === null) return null;
  const latitude = Number(row.latitude);
  const longitude = Number(row.longitude);
  return { place: { kind: 'postal_code', label: label(postal, row.city, row.province), latitude, longitude }, scope: { kind: 'radius', latitude, longitude } };
}

async function geocodeStructured(db: Db, q: PlaceQuery): Promise<Geocoded | null> {
  if (q.postal_code) return geocodePostalCode(db, q.postal_code);
  if (q.city) {
    const city = await findCity(db, q);
    if (!city || city.latitude === null || city.longitude === null) return null;
    return {
      place: { kind: 'city', label: label(city.name, city.state_code ?? city.state, city.country), latitude: city.latitude, longitude: city.longitude },
      scope: { kind: 'radius', latitude: city.latitude, longitude: city.longitude },
    };
  }
  if (q.province) {
    const state = await findProvince(db, q.province, q.country || undefined);
    if (!state) return null;
    return {
      place: { kind: 'province', label: label(state.name, state.country), latitude: state.latitude, longitude: state.longitude },
      scope: {
        kind: 'region',
        latitude: state.latitude,
        longitude: state.longitude,
        provinces: [state.name, ...(state.code ? [state.code] : [])],
        countries: [state.country, state.iso2, ...(state.iso3 ? [state.iso3] : [])],
      },
    };
  }
  if (q.country) {
    const country = await findCountry(db, q.country);
    if (!country) return null;
    return {
      place: { kind: 'country', label: country.name, latitude: country.latitude, longitude: country.longitude },
      scope: { kind: 'region', latitude: country.latitude, longitude: country.longitude, provinces: [], countries: [country.name, country.iso2, ...(country.iso3 ? [country.iso3] : [])] },
    };
  }
  return null;
}

/** How near a point must be to a hotel to be named after it (a hotel picked as a route's end is its own point). */
const AT_HOTEL_M = 50;

/** The hotel a point stands at, named for people ("Motel 6 Joplin, Joplin, MO"), if any. */
async function hotelAtPoint(db: Db, latitude: number, longitude: number): Promise<string | null> {
  const here = earthAt(latitude, longitude);
  const hotel = await db
    .selectFrom('hotels')
    .select(['hotel_name', 'city', 'province'])
    .where('status', '=', 'active')
    .where('latitude', 'is not', null)
    .where('longitude', 'is not', null)
    .where(sql<boolean>`earth_box(${here}, ${AT_HOTEL_M}::float8) @> ${hotelEarth}`)
    .where(sql<boolean>`earth_distance(${here}, ${hotelEarth}) <= ${AT_HOTEL_M}::float8`)
    .orderBy(sql`earth_distance(${here}, ${hotelEarth})`)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return hotel ? label(hotel.hotel_name, hotel.city, hotel.province) : null;
}

/** A point's name for people: the nearest city within 50 km ("Joplin, MO, United States"), else the coordinates. */
async function nameOfPoint(db: Db, latitude: number, longitude: number): Promise<string> {
  const here = earthAt(latitude, longitude);
  const city = await db
    .selectFrom('cities')
    .innerJoin('states', 'states.id', 'cities.state_id')
    .innerJoin('countries', 'countries.id', 'cities.country_id')
    .select(['cities.name', 'states.code as state_code', 'states.name as state', 'countries.name as country'])
    .where('cities.latitude', 'is not', null)
    .where('cities.longitude', 'is not', null)
    .where(sql<boolean>`earth_box(${here}, 50000::float8) @> ll_to_earth(cities.latitude, cities.longitude)`)
    .orderBy(sql`earth_distance(${here}, ll_to_earth(cities.latitude, cities.longitude))`)
    .limit(1)
    .executeTakeFirst();
  return city ? label(city.name, city.state_code ?? city.state, city.country) : `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;
}

type PlaceParams = Pick<HotelSearchParams, 'location' | 'city' | 'province' | 'country' | 'postal_code' | 'search'>;
type PlaceOptions = { hotelPoints?: boolean };

/** Places change with the geography and the catalogue, rarely: a place found stays this long, per database. */
const PLACES_KEPT_MS = 5 * 60_000;
const PLACES_KEPT = 2_000;
const placesOf = new WeakMap<Db, Map<string, { at: number; found: Promise<Geocoded> }>>();

/**
 * A search's place, remembered for a few minutes: drivers search the same cities again and again, and finding one
 * is up to three statements (country, province, the city ranked by its hotels). Searches for the same place at
 * the same moment share one lookup.
 */
export function geocode(db: Db, params: PlaceParams, options: PlaceOptions = {}): Promise<Geocoded> {
  let places = placesOf.get(db);
  if (!places) placesOf.set(db, (places = new Map()));
  const key = JSON.stringify([params.location?.latitude, params.location?.longitude, params.city, params.province, params.country, params.postal_code, params.search.trim(), Boolean(options.hotelPoints)]);
  const kept = places.get(key);
  if (kept && Date.now() - kept.at < PLACES_KEPT_MS) return kept.found;
  const found = geocodeNow(db, params, options);
  places.delete(key);
  places.set(key, { at: Date.now(), found });
  // Oldest first out (a Map iterates in insertion order); a failed lookup is not kept.
  if (places.size > PLACES_KEPT) places.delete(places.keys().next().value!);
  found.catch(() => places.get(key)?.found === found && places.delete(key));
  return found;
}

/**
 * Turns the search state into a place (spec section 3): coordinates first ("near me", a suggestion, "search this
 * area"), then the city/province/country/postal code fields, then the typed text read as a place; text that names
 * no place searches hotel names. `hotelPoints`: a point at a hotel is named after it (a route's end picked as a hotel
 * from the suggestions: the route runs from or to that hotel, not from the city around it).
 */
async function geocodeNow(db: Db, params: PlaceParams, { hotelPoints = false }: PlaceOptions): Promise<Geocoded> {
  if (params.location) {
    const { latitude, longitude } = params.location;
    const name = (hotelPoints ? await hotelAtPoint(db, latitude, longitude) : null) ?? (await nameOfPoint(db, latitude, longitude));
    return { place: { kind: 'coordinates', label: name, latitude, longitude }, scope: { kind: 'radius', latitude, longitude } };
  }
  const structured: PlaceQuery = { city: params.city, province: params.province, country: params.country, postal_code: params.postal_code };
  if (structured.city || structured.province || structured.country || structured.postal_code) {
    return (await geocodeStructured(db, structured)) ?? { place: null, scope: { kind: 'text', text: label(params.city, params.province, params.country, params.postal_code) } };
  }
  const text = params.search.trim();
  if (!text) return { place: null, scope: { kind: 'none' } };
  for (const attempt of splitPlaceText(text)) {
    const found = await geocodeStructured(db, attempt);
    if (found) return found;
  }
  return { place: { kind: 'text', label: text, latitude: null, longitude: null }, scope: { kind: 'text', text } };
}
