import { describe, expect, it } from 'vitest';
import { deskOpenAt, instantOf, isTimeZone, wallClock, zoneOf } from '@/api/hotelClock';
import { defaultSpeedKmh, reachKm, ROAD_FACTOR } from '@/api/reach';
import { hotelSearchRequest } from '@/api/schemas/hotelSearch';
import { addDays, localIsoDate } from '@/api/stay';
import { frontDeskInput, type FrontDesk } from '@/api/schemas/reach';
import { readHours, writeHours } from '@/storefront/search/hours/hoursState';
import { speedIn, speedKmhOf } from '@/storefront/search/hours/speedUnit';
import { initialSearchState, searchReducer, toSearchRequest } from '@/storefront/search/searchState';
import { arrivalOf, type ArrivalInput } from '@server/modules/search/reachArrival';

const at = (iso: string) => Date.parse(iso);
const open24h: FrontDesk = { open_24h: true, opens: null, closes: null };
const dayDesk: FrontDesk = { open_24h: false, opens: '06:00', closes: '23:00' };
const hotel = (timeZone: string | null, frontDesk = open24h, longitude: number | null = -95): ArrivalInput['hotel'] => ({ timeZone, longitude, frontDesk, supplier: 'local' });
const arrive = (over: Partial<ArrivalInput>) =>
  arrivalOf({ departAt: at('2026-06-10T20:00:00Z'), driveKm: 100, hoursLeft: { minutes: 200, speedKmh: 100 }, reachable: true, hotel: hotel('America/Chicago'), checkIn: '2026-06-10', ...over })!;

describe('a hotel\'s clock', () => {
  it('reads an instant in the hotel\'s zone, summer and winter', () => {
    expect(wallClock(at('2026-06-10T23:30:00Z'), 'America/Chicago')).toEqual({ date: '2026-06-10', time: '18:30', minutes: 18 * 60 + 30 });
    expect(wallClock(at('2026-01-10T23:30:00Z'), 'America/Chicago').time).toBe('17:30');
    expect(wallClock(at('2026-01-10T23:30:00Z'), 'America/Phoenix').time).toBe('16:30');
    expect(wallClock(at('2026-06-10T23:30:00Z'), 'America/Phoenix').time).toBe('16:30');
    expect(wallClock(at('2026-06-10T23:30:00Z'), 'America/St_Johns').time).toBe('21:00');
  });

  it('turns a hotel-local time into its instant, across the summer-time changes', () => {
    expect(instantOf('2026-06-10T18:00', 'America/Chicago')).toBe(at('2026-06-10T23:00:00Z'));
    expect(instantOf('2026-12-10T18:00', 'America/Chicago')).toBe(at('2026-12-11T00:00:00Z'));
    // 8 March 2026, 02:00 CST becomes 03:00 CDT: the skipped 02:30 is read an hour on, 03:30 as it is.
    expect(instantOf('2026-03-08T02:30', 'America/Chicago')).toBe(at('2026-03-08T08:30:00Z'));
    expect(instantOf('2026-03-08T03:30', 'America/Chicago')).toBe(at('2026-03-08T08:30:00Z'));
    expect(instantOf('2026-03-08T01:30', 'America/Chicago')).toBe(at('2026-03-08T07:30:00Z'));
    // 1 November 2026, 01:30 happens twice: the first one (still CDT); 03:00 is CST.
    expect(instantOf('2026-11-01T01:30', 'America/Chicago')).toBe(at('2026-11-01T06:30:00Z'));
    expect(instantOf('2026-11-01T03:00', 'America/Chicago')).toBe(at('2026-11-01T09:00:00Z'));
  });

  it('knows IANA zones, and falls back to the longitude\'s hour for a hotel without one', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(zoneOf('America/Denver', -90)).toBe('America/Denver');
    expect(zoneOf(null, -94.5)).toBe('Etc/GMT+6');
    expect(zoneOf('nowhere', 10)).toBe('Etc/GMT-1');
    expect(zoneOf(null, 3)).toBe('UTC');
    expect(zoneOf(null, null)).toBe('UTC');
  });

  it('tells desk hours, also when they cross midnight', () => {
    expect(deskOpenAt(22 * 60 + 59, '06:00', '23:00')).toBe(true);
    expect(deskOpenAt(23 * 60, '06:00', '23:00')).toBe(false);
    expect(deskOpenAt(5 * 60 + 59, '06:00', '23:00')).toBe(false);
    expect(deskOpenAt(0, '06:00', '01:00')).toBe(true);
    expect(deskOpenAt(3 * 60, '06:00', '01:00')).toBe(false);
    expect(deskOpenAt(3 * 60, '07:00', '07:00')).toBe(true);
  });
});

describe('arrival before the hours run out', () => {
  it('drives the distance at the average speed and shows the arrival on the hotel\'s clock', () => {
    const a = arrive({ driveKm: 150, hoursLeft: { minutes: 200, speedKmh: 100 } });
    expect(a.drive_minutes).toBe(90);
    expect(a.arrives_at).toBe('2026-06-10T21:30:00.000Z');
    expect(a.time_zone).toBe('America/Chicago');
    expect(wallClock(Date.parse(a.arrives_at), a.time_zone).time).toBe('16:30');
  });

  it('is the same instant in two zones, on different local days across midnight', () => {
    const departAt = at('2026-06-11T03:00:00Z');
    const east = arrive({ departAt, driveKm: 100, hotel: hotel('America/New_York') });
    const west = arrive({ departAt, driveKm: 100, hotel: hotel('America/Los_Angeles') });
    expect(east.arrives_at).toBe(west.arrives_at);
    expect(wallClock(Date.parse(east.arrives_at), east.time_zone)).toMatchObject({ date: '2026-06-11', time: '00:00' });
    expect(wallClock(Date.parse(west.arrives_at), west.time_zone)).toMatchObject({ date: '2026-06-10', time: '21:00' });
  });

  it('flags a desk that is closed on arrival, after midnight too, never a 24-hour one', () => {
    // 04:30 UTC is 23:30 in Chicago (closed from 23:00) and 00:30 in New York.
    const late = { departAt: at('2026-06-11T03:30:00Z'), driveKm: 100 };
    expect(arrive({ ...late, hotel: hotel('America/Chicago', dayDesk) }).desk_closed).toBe(true);
    expect(arrive({ ...late, hotel: hotel('America/New_York', dayDesk) }).desk_closed).toBe(true);
    expect(arrive({ ...late, hotel: hotel('America/Chicago', open24h) }).desk_closed).toBe(false);
    expect(arrive({ ...late, hotel: hotel('America/Los_Angeles', dayDesk) }).desk_closed).toBe(false);
  });

  it('flags an arrival after 6 p.m. hotel time on the check-in day (our free-cancellation deadline), in summer time', () => {
    // Departing 21:00 UTC, one hour: 22:00 UTC is 17:00 CDT (before) and 18:00 EDT (on the deadline).
    const base = { departAt: at('2026-06-10T21:00:00Z'), driveKm: 100 };
    expect(arrive({ ...base, hotel: hotel('America/Chicago') }).after_free_cancellation).toBe(false);
    expect(arrive({ ...base, hotel: hotel('America/New_York') }).after_free_cancellation).toBe(true);
    // A supplier's hotel: its deadline is the supplier's, not known to the search.
    expect(arrive({ ...base, hotel: { ...hotel('America/New_York'), supplier: 'derbysoft' } }).after_free_cancellation).toBeNull();
  });

  it('for a stay that starts on a later day than the driver gets there, says the drive, not the clock, desk or deadline', () => {
    // Setting off at 15:00 in Chicago, there by 16:00 (the desk opens at 06:00 and closes at 23:00).
    const early = { departAt: at('2026-06-10T20:00:00Z'), driveKm: 100, hotel: hotel('America/Chicago', dayDesk) };
    expect(arrive({ ...early, checkIn: '2026-06-10' }).stay_later).toBe(false);
    for (const checkIn of ['2026-06-11', '2026-06-13']) {
      expect(arrive({ ...early, checkIn })).toMatchObject({ stay_later: true, desk_closed: false, after_free_cancellation: null, drive_minutes: 60, reachable: true });
    }
    // Tonight's stay reached after midnight is still tonight's (a late arrival, at a closed desk).
    expect(arrive({ departAt: at('2026-06-11T04:00:00Z'), driveKm: 300, hoursLeft: { minutes: 400, speedKmh: 100 }, hotel: hotel('America/Chicago', dayDesk), checkIn: '2026-06-10' })).toMatchObject({ stay_later: false, desk_closed: true });
    // The hotel's date counts: at 23:30 in Chicago it is already tomorrow in New York.
    expect(arrive({ departAt: at('2026-06-11T04:30:00Z'), driveKm: 50, hotel: hotel('America/New_York'), checkIn: '2026-06-11' }).stay_later).toBe(false);
  });

  it('has no arrival without a distance to drive, and keeps the statement\'s verdict on reach', () => {
    expect(arrivalOf({ departAt: 0, driveKm: null, hoursLeft: { minutes: 60, speedKmh: 90 }, reachable: true, hotel: hotel(null), checkIn: '2026-06-10' })).toBeNull();
    expect(arrive({ reachable: false }).reachable).toBe(false);
  });

  it('reaches speed × time of road, a straight line of that over the road factor', () => {
    expect(reachKm({ minutes: 200, speedKmh: 90 })).toBe(300);
    expect(ROAD_FACTOR).toBeGreaterThan(1);
    expect(defaultSpeedKmh('mi')).toBe(88.5);
    expect(defaultSpeedKmh('km')).toBe(90);
    expect(speedIn(88.5, 'mi')).toBe(55);
    expect(speedKmhOf(55, 'mi')).toBe(88.5);
  });
});

describe('the hours in the search request and its URL', () => {
  // Tonight, wherever the test runs: a stay is only taken from today to a year ahead.
  const body = { checkInDate: localIsoDate(new Date()), checkOutDate: addDays(localIsoDate(new Date()), 1) };
  it('accepts up to 14 hours at a sensible speed, nothing else', () => {
    expect(hotelSearchRequest.safeParse({ ...body, hoursLeft: { minutes: 200, speedKmh: 88.5 } }).success).toBe(true);
    expect(hotelSearchRequest.safeParse({ ...body, hoursLeft: { minutes: 0, speedKmh: 88.5 } }).success).toBe(false);
    expect(hotelSearchRequest.safeParse({ ...body, hoursLeft: { minutes: 14 * 60 + 1, speedKmh: 88.5 } }).success).toBe(false);
    expect(hotelSearchRequest.safeParse({ ...body, hoursLeft: { minutes: 60, speedKmh: 300 } }).success).toBe(false);
    expect(hotelSearchRequest.safeParse({ ...body, hoursLeft: { minutes: 60, speedKmh: 5 } }).success).toBe(false);
    expect(hotelSearchRequest.parse(body).hoursLeft).toBeNull();
  });

  it('round-trips through the URL and drops what makes no sense', () => {
    const state = { hoursLeft: { minutes: 200, speedKmh: 88.5 }, beyondReach: true };
    expect(readHours(writeHours(new URLSearchParams(), state))).toEqual(state);
    expect(readHours(new URLSearchParams('hours=900&speed=90'))).toEqual({ hoursLeft: null, beyondReach: false });
    expect(readHours(new URLSearchParams('hours=120&speed=fast')).hoursLeft).toEqual({ minutes: 120, speedKmh: 88.5 });
  });

  it('searches as far as the hours reach when no distance is chosen; clearing the hours clears the switch', () => {
    const withHours = searchReducer(searchReducer(initialSearchState(), { type: 'setHoursLeft', value: { minutes: 120, speedKmh: 90 } }), { type: 'setBeyondReach', value: true });
    expect(toSearchRequest(withHours).filter?.distances).toEqual([]);
    expect(toSearchRequest(withHours).hoursLeft).toEqual({ minutes: 120, speedKmh: 90 });
    expect(toSearchRequest({ ...withHours, distances: ['0-25'] }).filter?.distances).toEqual([{ from: 0, to: 25 }]);
    const cleared = searchReducer(withHours, { type: 'setHoursLeft', value: null });
    expect(cleared.beyondReach).toBe(false);
    expect(toSearchRequest(cleared).filter?.distances).toEqual([{ from: 0, to: 60 }]);
  });

  it('asks staff for both desk hours unless the desk is open around the clock', () => {
    expect(frontDeskInput.safeParse({ open_24h: false, opens: '06:00' }).success).toBe(false);
    expect(frontDeskInput.safeParse({ open_24h: false, opens: '06:00', closes: '25:00' }).success).toBe(false);
    expect(frontDeskInput.parse({ open_24h: false, opens: '06:00', closes: '23:00' })).toEqual({ open_24h: false, opens: '06:00', closes: '23:00' });
    expect(frontDeskInput.safeParse({}).success).toBe(true);
  });
});
