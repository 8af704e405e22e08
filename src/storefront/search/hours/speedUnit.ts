import { KM_PER_MILE, type DistanceUnit } from '@/api/units';

/** A speed in km/h, in the reader's unit (mph with miles), whole. */
export const speedIn = (kmh: number, unit: DistanceUnit) => Math.round(unit === 'mi' ? kmh / KM_PER_MILE : kmh);

/** A speed typed in the reader's unit, in km/h (one decimal, as the URL keeps it). */
export const speedKmhOf = (value: number, unit: DistanceUnit) => Math.round((unit === 'mi' ? value * KM_PER_MILE : value) * 10) / 10;

/** "mph" or "km/h" as the language writes it. */
export function speedUnitLabel(locale: string, unit: DistanceUnit): string {
  const parts = new Intl.NumberFormat(locale, { style: 'unit', unit: unit === 'mi' ? 'mile-per-hour' : 'kilometer-per-hour', unitDisplay: 'short' }).formatToParts(1);
  return parts.filter((p) => p.type === 'unit').map((p) => p.value).join('') || (unit === 'mi' ? 'mph' : 'km/h');
}
