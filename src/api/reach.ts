import { KM_PER_MILE, type DistanceUnit } from './units';

/**
 * "Before my hours run out": how far a driver gets with the driving time left at an average speed. The API speaks
 * minutes and km/h; the storefront types hours and minutes and the reader's speed unit.
 */

/**
 * Road distance per straight-line distance. US road networks run about 1.2 times the straight line between two
 * places (the usual "circuity factor" of route studies); a route search measures along its route instead.
 */
export const ROAD_FACTOR = 1.2;

/** At most the 14-hour on-duty window of the US hours-of-service rules; at least a minute. */
export const HOURS_LEFT_MINUTES = { min: 1, max: 14 * 60 } as const;
/** A truck's average between 20 and 80 mph (32-129 km/h): town streets to an open interstate. */
export const SPEED_KMH = { min: 32, max: 129 } as const;

/** The US hours-of-service clocks a driver picks from: the 11-hour driving limit and the 14-hour window. */
export const hosClocks = [
  { id: 'driving11', minutes: 11 * 60 },
  { id: 'window14', minutes: 14 * 60 },
] as const;

export type HoursLeft = { minutes: number; speedKmh: number };

/** 55 mph for a driver reading miles, 90 km/h otherwise. */
export const defaultSpeedKmh = (unit: DistanceUnit) => (unit === 'mi' ? Math.round(55 * KM_PER_MILE * 10) / 10 : 90);

/** Kilometres of road the hours left cover. */
export const reachKm = (h: HoursLeft) => (h.speedKmh * h.minutes) / 60;

/** Estimated road kilometres to a place this far in a straight line. */
export const roadKmOf = (straightKm: number) => straightKm * ROAD_FACTOR;

/** Minutes of driving for `driveKm` at the average speed. */
export const driveMinutesOf = (driveKm: number, speedKmh: number) => (driveKm / speedKmh) * 60;

/** "3 h 20 min" as its two numbers. */
export const splitMinutes = (minutes: number) => ({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });
