/**
 * Distances and lengths in the reader's units: miles and feet for drivers in the US, kilometres and metres elsewhere.
 * The API speaks kilometres (distances) and feet (lot lengths); only what is shown and typed is converted.
 */
export const distanceUnits = ['km', 'mi'] as const;
export type DistanceUnit = (typeof distanceUnits)[number];
export const lengthUnits = ['ft', 'm'] as const;
export type LengthUnit = (typeof lengthUnits)[number];

export const KM_PER_MILE = 1.609344;
export const METRES_PER_FOOT = 0.3048;

export const kmToMiles = (km: number) => km / KM_PER_MILE;
export const milesToKm = (mi: number) => mi * KM_PER_MILE;
export const feetToMetres = (ft: number) => ft * METRES_PER_FOOT;
export const metresToFeet = (m: number) => m / METRES_PER_FOOT;

export const isDistanceUnit = (v: unknown): v is DistanceUnit => v === 'km' || v === 'mi';

/** Feet go with miles, metres with kilometres. */
export const lengthUnitOf = (unit: DistanceUnit): LengthUnit => (unit === 'mi' ? 'ft' : 'm');

/** Regions whose road signs are in miles and whose drivers the site serves in them. */
const MILE_REGIONS = new Set(['US']);

/**
 * The unit a reader gets before choosing one: the first language tag that names a region decides (en-US, es-US: miles;
 * en-CA, es-MX: kilometres); without a region, English means the US site (miles), any other language kilometres.
 */
export function defaultDistanceUnit(tags: readonly string[]): DistanceUnit {
  for (const tag of tags) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(tag).region;
    } catch {
      continue;
    }
    if (region) return MILE_REGIONS.has(region.toUpperCase()) ? 'mi' : 'km';
  }
  const language = tags[0]?.split(/[-_]/)[0]?.toLowerCase();
  return language === 'en' ? 'mi' : 'km';
}

/** A distance given in km, in the reader's unit: one decimal under 100, whole numbers above ("6.2 mi", "12,3 km"). */
export function formatDistance(km: number, locale: string, unit: DistanceUnit): string {
  const value = unit === 'mi' ? kmToMiles(km) : km;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: unit === 'mi' ? 'mile' : 'kilometer', maximumFractionDigits: value < 100 ? 1 : 0 }).format(value);
}

/** A length given in feet, in the reader's length unit: whole feet, metres to one decimal ("70 ft", "21,3 m"). */
export function formatLength(ft: number, locale: string, unit: LengthUnit): string {
  return unit === 'ft'
    ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'foot', maximumFractionDigits: 0 }).format(ft)
    : new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 1 }).format(feetToMetres(ft));
}
