import { isDistanceUnit, type DistanceUnit } from '../api/units';

/** The distance unit a reader picked in the navbar or the profile, kept in the browser (null: not picked). */
export const UNITS_KEY = 'rigrest.units';
export const UNITS_EVENT = 'rigrest:units';

export function storedUnit(): DistanceUnit | null {
  const v = typeof localStorage === 'undefined' ? null : localStorage.getItem(UNITS_KEY);
  return isDistanceUnit(v) ? v : null;
}

export function storeUnit(unit: DistanceUnit | null) {
  if (unit) localStorage.setItem(UNITS_KEY, unit);
  else localStorage.removeItem(UNITS_KEY);
  window.dispatchEvent(new CustomEvent(UNITS_EVENT, { detail: unit }));
}
