/**
 * A hotel's own clock: instants read and written in its IANA time zone with Intl (no time zone library), so summer
 * time and midnight fall where the hotel's zone puts them.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(zone, f);
  }
  return f;
}

/** Whether this runtime knows `zone` as an IANA time zone ("America/Chicago"; links such as "US/Central" too). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    partsFormatter(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone a hotel's times are read in: its own, or for a hotel without one a fixed offset from its longitude (15
 * degrees an hour; IANA's Etc/GMT+6 is UTC-6, the sign is POSIX's), or UTC without either.
 */
export function zoneOf(timeZone: string | null, longitude: number | null): string {
  if (timeZone && isTimeZone(timeZone)) return timeZone;
  if (longitude === null) return 'UTC';
  const hours = Math.round(longitude / 15);
  return hours === 0 ? 'UTC' : `Etc/GMT${hours < 0 ? '+' : '-'}${Math.abs(hours)}`;
}

/** Where a hotel's clock comes from: its IANA zone (the `time_zone` column), else its longitude. */
export type HotelClockSource = { timeZone: string | null; longitude: number | null };

/**
 * The one place a hotel's clock is decided (cancellation deadlines, "today" at the hotel, arrival times): its own
 * zone, and the longitude only for a hotel without one (see zoneOf).
 */
export const hotelZone = (hotel: HotelClockSource): string => zoneOf(hotel.timeZone, hotel.longitude);

/** The calendar date at the hotel at `instant`: '2026-03-08'. */
export const hotelToday = (hotel: HotelClockSource, instant = Date.now()): string => wallClock(instant, hotelZone(hotel)).date;

/** The instant a deadline in the hotel's local time ('YYYY-MM-DDTHH:mm', e.g. "free cancellation until 6 pm hotel time") falls on. */
export const hotelInstant = (local: string, hotel: HotelClockSource): number => instantOf(local, hotelZone(hotel));

export type WallClock = { date: string; time: string; minutes: number };

/** What the hotel's clock and calendar say at `instant`: '2026-03-08', '01:30', minutes since its midnight. */
export function wallClock(instant: number, zone: string): WallClock {
  const p = Object.fromEntries(partsFormatter(zone).formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  const time = `${p.hour}:${p.minute}`;
  return { date: `${p.year}-${p.month}-${p.day}`, time, minutes: Number(p.hour) * 60 + Number(p.minute) };
}

/** The zone's offset from UTC at `instant`, in milliseconds (Chicago in winter: -6 h). */
function offsetAt(instant: number, zone: string): number {
  const p = Object.fromEntries(partsFormatter(zone).formatToParts(new Date(instant)).map((x) => [x.type, Number(x.value)]));
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a hotel-local 'YYYY-MM-DDTHH:mm' falls on. A time the clocks skip (spring forward) is read with the
 * offset before the change, i.e. an hour later on the new clock; a time that happens twice, its first occurrence.
 */
export function instantOf(local: string, zone: string): number {
  const asUtc = Date.parse(`${local}:00Z`);
  const before = offsetAt(asUtc - 86_400_000 / 2, zone);
  const first = asUtc - before;
  const after = offsetAt(first, zone);
  if (after === before) return first;
  // The clocks changed in between: the new offset, unless the time is in the gap the change skipped.
  const second = asUtc - after;
  return offsetAt(second, zone) === after ? second : first;
}

/** 'HH:MM' or 'HH:MM:SS' as minutes since midnight. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Whether a desk open from `opens` to `closes` (hotel time) is staffed at `minutes` past midnight. Hours that cross
 * midnight (06:00 to 01:00) wrap; equal ends mean around the clock.
 */
export function deskOpenAt(minutes: number, opens: string, closes: string): boolean {
  const o = minutesOf(opens);
  const c = minutesOf(closes);
  if (o === c) return true;
  return o < c ? minutes >= o && minutes < c : minutes >= o || minutes < c;
}
