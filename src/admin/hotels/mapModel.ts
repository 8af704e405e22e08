/** A typed coordinate as a number when it is one and in range (±limit), else null. */
export function toCoordinate(value: unknown, limit: number): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** Six decimals (about 10 cm) is plenty for a hotel and keeps the fields readable. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Longitude wrapped into -180..180 (a map scrolled past the date line reports 190 for -170). */
export function wrapLongitude(lng: number): number {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lng > 0 ? 180 : wrapped;
}

/** The middle of the lower 48, for a hotel without coordinates yet. */
export const DEFAULT_CENTER: [number, number] = [39.5, -98.35];
export const DEFAULT_ZOOM = 4;
export const PIN_ZOOM = 13;
