import { partyParams } from '@/api/party';
import type { LatLng } from '../map/types';
import { defaultStay, localIsoDate, stayParams, type Stay } from '@/api/stay';

/**
 * Where to search, as the search state and the URL hold it. Kept free of the API's zod schemas: the home page
 * writes these parameters and must stay light.
 */
export type PlaceFields = {
  /** A place or hotel name as typed. */
  search: string;
  city: string;
  province: string;
  country: string;
  postalCode: string;
  /** "Near me", a picked suggestion with coordinates, or "search this area". */
  location: LatLng | null;
  /** What the place box shows for a picked place (e.g. "Joplin, MO, US"). */
  placeLabel: string;
};

export const emptyPlace: PlaceFields = { search: '', city: '', province: '', country: '', postalCode: '', location: null, placeLabel: '' };

/** Just the place parts of a larger object (a whole search state, say). */
export function pickPlace({ search, city, province, country, postalCode, location, placeLabel }: PlaceFields): PlaceFields {
  return { search, city, province, country, postalCode, location, placeLabel };
}

/** URL parameter names of the search, written once. */
export const param = {
  search: 'search',
  city: 'city',
  province: 'province',
  country: 'country',
  postalCode: 'postal_code',
  latitude: 'lat',
  longitude: 'lng',
  placeLabel: 'place',
  ...stayParams,
  distance: 'distance',
  price: 'price',
  brand: 'brand',
  amenity: 'amenity',
  ...partyParams,
  parking: 'parking',
  fitsRig: 'rig',
  sort: 'sort',
  page: 'page',
} as const;

const MAX_TEXT = 200;
const text = (params: URLSearchParams, name: string, max = 100) => (params.get(name) ?? '').trim().slice(0, max);

/** Six decimals is about 10 cm: enough, and keeps shared links short. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;

function coordinate(value: string | null, limit: number): number | null {
  if (value === null || !/^-?\d{1,3}(\.\d+)?$/.test(value.trim())) return null;
  const n = Number(value);
  return Math.abs(n) <= limit ? n : null;
}

export function readPlace(params: URLSearchParams): PlaceFields {
  const latitude = coordinate(params.get(param.latitude), 90);
  const longitude = coordinate(params.get(param.longitude), 180);
  const place = {
    search: text(params, param.search, MAX_TEXT),
    city: text(params, param.city),
    province: text(params, param.province),
    country: text(params, param.country),
    postalCode: text(params, param.postalCode, 20),
    location: latitude !== null && longitude !== null ? { latitude, longitude } : null,
  };
  // The label names a picked place. Alone (place=Dallas, TX without its parts) it is read as typed text, which the
  // server reads as a place too: as a caption it would have named a search of everywhere.
  const picked = place.location !== null || Boolean(place.city || place.province || place.country || place.postalCode);
  const label = text(params, param.placeLabel, MAX_TEXT);
  if (picked) return { ...place, placeLabel: label };
  return { ...place, search: place.search || label, placeLabel: '' };
}

/** Adds the place's parts that are set, each name after `prefix` (a route's ends: "from_city", "to_lat"). */
export function writePlace(params: URLSearchParams, place: PlaceFields, prefix = ''): URLSearchParams {
  const set = (name: string, value: string) => {
    if (value.trim()) params.set(`${prefix}${name}`, value.trim());
  };
  set(param.search, place.search);
  set(param.city, place.city);
  set(param.province, place.province);
  set(param.country, place.country);
  set(param.postalCode, place.postalCode);
  if (place.location) {
    params.set(`${prefix}${param.latitude}`, String(round(place.location.latitude)));
    params.set(`${prefix}${param.longitude}`, String(round(place.location.longitude)));
  }
  set(param.placeLabel, place.placeLabel);
  return params;
}

/**
 * Adds the place (only what is set) and the stay to `params`. Tonight to tomorrow is the default and left out, so
 * a plain "Dallas" search reads /hotels?search=Dallas (and means tonight whenever it is opened).
 */
export function writePlaceAndStay(params: URLSearchParams, place: PlaceFields, stay: Stay, now?: Date): URLSearchParams {
  writePlace(params, place);
  const tonight = defaultStay(localIsoDate(now ?? new Date()));
  if (stay.checkIn !== tonight.checkIn || stay.checkOut !== tonight.checkOut) {
    params.set(param.checkIn, stay.checkIn);
    params.set(param.checkOut, stay.checkOut);
  }
  return params;
}
