import { HOURS_LEFT_MINUTES, SPEED_KMH, type HoursLeft } from '@/api/reach';
import { KM_PER_MILE } from '@/api/units';

/** "Before my hours run out" in the search state (and its URL): the driving time left, and the beyond-reach switch. */
export type HoursState = {
  /** Minutes of driving left and the average speed; null: no hours filter. */
  hoursLeft: HoursLeft | null;
  /** Show the hotels past the hours left too (flagged). */
  beyondReach: boolean;
};

export const initialHours: HoursState = { hoursLeft: null, beyondReach: false };

/** URL parameter names: minutes left, km/h, and the switch. */
export const hoursParam = { minutes: 'hours', speed: 'speed', beyond: 'beyond' } as const;

/** A URL without a usable speed drives at 55 mph. */
const FALLBACK_SPEED_KMH = Math.round(55 * KM_PER_MILE * 10) / 10;

function inRange(value: string | null, min: number, max: number, pattern: RegExp): number | null {
  if (value === null || !pattern.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/** The hours part of a search URL; values out of range mean no hours filter (or the fallback speed). */
export function readHours(params: URLSearchParams): HoursState {
  const minutes = inRange(params.get(hoursParam.minutes), HOURS_LEFT_MINUTES.min, HOURS_LEFT_MINUTES.max, /^\d{1,4}$/);
  if (minutes === null) return initialHours;
  const speedKmh = inRange(params.get(hoursParam.speed), SPEED_KMH.min, SPEED_KMH.max, /^\d{1,3}(\.\d)?$/) ?? FALLBACK_SPEED_KMH;
  return { hoursLeft: { minutes, speedKmh }, beyondReach: params.get(hoursParam.beyond) === '1' };
}

export function writeHours(params: URLSearchParams, state: HoursState): URLSearchParams {
  if (!state.hoursLeft) return params;
  params.set(hoursParam.minutes, String(state.hoursLeft.minutes));
  params.set(hoursParam.speed, String(Math.round(state.hoursLeft.speedKmh * 10) / 10));
  if (state.beyondReach) params.set(hoursParam.beyond, '1');
  return params;
}
