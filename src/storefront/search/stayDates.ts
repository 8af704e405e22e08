/** Calendar dates of a stay as YYYY-MM-DD, in the traveller's own time zone (tonight is their tonight). */
export type Stay = { checkIn: string; checkOut: string };

/** The longest stay a search takes (MAX_STAY_NIGHTS of the API schema; repeated so the home page needs no zod). */
import { MAX_STAY_NIGHTS } from '../../api/searchOptions';

export const MAX_NIGHTS = MAX_STAY_NIGHTS;

const pad = (n: number) => String(n).padStart(2, '0');

export function localIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** True for a date that exists (2026-02-30 does not). */
export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

/** Tonight to tomorrow. */
export function defaultStay(now: Date = new Date()): Stay {
  const checkIn = localIsoDate(now);
  return { checkIn, checkOut: addDays(checkIn, 1) };
}

/**
 * The stay as asked when it makes sense: check-in today or later, check-out after it and at most MAX_NIGHTS on;
 * a good check-in with a bad check-out keeps the check-in for one night; anything else is tonight to tomorrow.
 */
export function sanitizeStay(checkIn: string | null | undefined, checkOut: string | null | undefined, now: Date = new Date()): Stay {
  const today = localIsoDate(now);
  if (!isIsoDate(checkIn) || checkIn < today) return defaultStay(now);
  if (!isIsoDate(checkOut) || checkOut <= checkIn || nightsBetween(checkIn, checkOut) > MAX_NIGHTS) return { checkIn, checkOut: addDays(checkIn, 1) };
  return { checkIn, checkOut };
}
