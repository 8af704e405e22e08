import { describe, expect, it } from 'vitest';
import { hotelInstant, hotelToday, hotelZone } from '@/api/hotelClock';
import { driverMayCancel, staffMayCancel } from '@server/modules/bookings/policy';
import { reportableNight } from '@server/modules/parkingReports/rules';

const booking = (over: Partial<Parameters<typeof driverMayCancel>[0]> = {}): Parameters<typeof driverMayCancel>[0] => ({
  status: 'confirmed',
  checkin_date: '2026-12-01',
  cancel_policy: { refundable: true, free_until: '2026-12-01T18:00', description: null },
  ...over,
});
const iso = (t: number) => new Date(t).toISOString();
const at = (s: string) => Date.parse(s);

// Hotels as their clock sees them: a zone (the time_zone column), or only a longitude.
const joplin = { timeZone: null, longitude: -94.5 };
const chicago = { timeZone: 'America/Chicago', longitude: -87.6 };
// Detroit's longitude rounds to UTC-6, but the city keeps Eastern time (UTC-5, UTC-4 in summer).
const detroit = { timeZone: 'America/Detroit', longitude: -83.05 };
// Evansville, far west Indiana: Central time, with summer time, where a fixed longitude offset has none.
const evansville = { timeZone: 'America/Chicago', longitude: -87.57 };
const indianapolis = { timeZone: 'America/Indiana/Indianapolis', longitude: -86.16 };
// Arizona keeps standard time all year; Denver, on the same meridians, moves to summer time.
const phoenix = { timeZone: 'America/Phoenix', longitude: -112.07 };
const denver = { timeZone: 'America/Denver', longitude: -104.99 };

describe('a hotel\'s clock', () => {
  it('is its own time zone; the longitude only when it has none, and an unknown zone counts as none', () => {
    expect(hotelZone(detroit)).toBe('America/Detroit');
    expect(hotelZone(joplin)).toBe('Etc/GMT+6');
    expect(hotelZone({ timeZone: 'Mars/Olympus', longitude: -94.5 })).toBe('Etc/GMT+6');
    expect(hotelZone({ timeZone: null, longitude: null })).toBe('UTC');
    // 6 p.m. in Joplin, told only by its longitude, is midnight UTC.
    expect(iso(hotelInstant('2026-12-01T18:00', joplin))).toBe('2026-12-02T00:00:00.000Z');
  });

  it('reads a deadline where the zone and the longitude\'s guess disagree', () => {
    expect(iso(hotelInstant('2026-12-01T18:00', detroit))).toBe('2026-12-01T23:00:00.000Z');
    expect(iso(hotelInstant('2026-12-01T18:00', { ...detroit, timeZone: null }))).toBe('2026-12-02T00:00:00.000Z');
    // Evansville in July is on summer time (UTC-5); its longitude would say UTC-6.
    expect(iso(hotelInstant('2026-07-01T18:00', evansville))).toBe('2026-07-01T23:00:00.000Z');
    // Phoenix in July: still UTC-7, an hour after Denver's 6 p.m.
    expect(iso(hotelInstant('2026-07-01T18:00', phoenix))).toBe('2026-07-02T01:00:00.000Z');
    expect(iso(hotelInstant('2026-07-01T18:00', denver))).toBe('2026-07-02T00:00:00.000Z');
    expect(iso(hotelInstant('2026-12-01T18:00', phoenix))).toBe(iso(hotelInstant('2026-12-01T18:00', denver)));
  });

  it('follows summer time across the changes (US: 8 March and 1 November 2026)', () => {
    expect(iso(hotelInstant('2026-03-07T18:00', chicago))).toBe('2026-03-08T00:00:00.000Z');
    expect(iso(hotelInstant('2026-03-08T18:00', chicago))).toBe('2026-03-08T23:00:00.000Z');
    expect(iso(hotelInstant('2026-10-31T18:00', chicago))).toBe('2026-10-31T23:00:00.000Z');
    expect(iso(hotelInstant('2026-11-01T18:00', chicago))).toBe('2026-11-02T00:00:00.000Z');
    // Midnight on the night the clocks go forward is still midnight before the change.
    expect(iso(hotelInstant('2026-03-08T00:00', chicago))).toBe('2026-03-08T06:00:00.000Z');
  });

  it('turns its date at the hotel\'s midnight', () => {
    expect(hotelToday(chicago, at('2026-12-02T05:59:00Z'))).toBe('2026-12-01');
    expect(hotelToday(chicago, at('2026-12-02T06:00:00Z'))).toBe('2026-12-02');
    // Indianapolis is on Eastern time: past midnight an hour before its longitude's guess.
    expect(hotelToday(indianapolis, at('2026-12-02T05:30:00Z'))).toBe('2026-12-02');
    expect(hotelToday({ ...indianapolis, timeZone: null }, at('2026-12-02T05:30:00Z'))).toBe('2026-12-01');
    // In summer, Chicago's midnight is an hour earlier in UTC.
    expect(hotelToday(chicago, at('2026-07-02T05:00:00Z'))).toBe('2026-07-02');
  });
});

describe('booking cancellation rules', () => {
  it('lets the driver cancel a confirmed, refundable booking until the deadline, hotel time', () => {
    expect(driverMayCancel(booking(), joplin, at('2026-12-01T23:59:00Z'))).toBe(true);
    expect(driverMayCancel(booking(), joplin, at('2026-12-02T00:00:00Z'))).toBe(false);
  });

  it('reads the deadline on the hotel\'s own zone, not its longitude', () => {
    // Detroit's 6 p.m. is 23:00 UTC in December: at 23:30 UTC the free cancellation is over there.
    expect(driverMayCancel(booking(), detroit, at('2026-12-01T22:59:00Z'))).toBe(true);
    expect(driverMayCancel(booking(), detroit, at('2026-12-01T23:30:00Z'))).toBe(false);
    expect(driverMayCancel(booking(), { ...detroit, timeZone: null }, at('2026-12-01T23:30:00Z'))).toBe(true);
    // Summer time in Chicago, none in Phoenix.
    const july = booking({ checkin_date: '2026-07-01', cancel_policy: { refundable: true, free_until: '2026-07-01T18:00', description: null } });
    expect(driverMayCancel(july, chicago, at('2026-07-01T23:30:00Z'))).toBe(false);
    expect(driverMayCancel(july, phoenix, at('2026-07-02T00:30:00Z'))).toBe(true);
    expect(driverMayCancel(july, phoenix, at('2026-07-02T01:00:00Z'))).toBe(false);
  });

  it('never for a non-refundable rate, a pending, cancelled or failed booking', () => {
    const early = at('2026-11-01T00:00:00Z');
    expect(driverMayCancel(booking({ cancel_policy: { refundable: false, free_until: null, description: 'Non-refundable' } }), joplin, early)).toBe(false);
    expect(driverMayCancel(booking({ cancel_policy: null }), joplin, early)).toBe(false);
    for (const status of ['pending', 'cancelled', 'failed'] as const) expect(driverMayCancel(booking({ status }), joplin, early)).toBe(false);
  });

  it('takes midnight of the arrival day, hotel time, when a refundable rate names no deadline', () => {
    const b = booking({ cancel_policy: { refundable: true, free_until: null, description: null } });
    expect(driverMayCancel(b, { timeZone: null, longitude: -75 }, at('2026-12-01T04:59:00Z'))).toBe(true);
    expect(driverMayCancel(b, { timeZone: null, longitude: -75 }, at('2026-12-01T05:00:00Z'))).toBe(false);
    expect(driverMayCancel(b, chicago, at('2026-12-01T05:59:00Z'))).toBe(true);
    expect(driverMayCancel(b, chicago, at('2026-12-01T06:00:00Z'))).toBe(false);
  });

  it('lets staff cancel what is not over yet', () => {
    expect(staffMayCancel({ status: 'confirmed' })).toBe(true);
    expect(staffMayCancel({ status: 'pending' })).toBe(true);
    expect(staffMayCancel({ status: 'cancelled' })).toBe(false);
    expect(staffMayCancel({ status: 'failed' })).toBe(false);
  });
});

describe('the night a stay may report its parking', () => {
  const stay = { status: 'confirmed' as const, checkin_date: '2026-12-01', checkout_date: '2026-12-03' };

  it('is the hotel\'s date, on its own clock', () => {
    // 05:30 UTC on 2 December: still the 1st in Chicago, already the 2nd in Indianapolis.
    expect(reportableNight(stay, chicago, at('2026-12-02T05:30:00Z'))).toBe('2026-12-01');
    expect(reportableNight(stay, indianapolis, at('2026-12-02T05:30:00Z'))).toBe('2026-12-02');
    // Before the check-in date at the hotel, nothing; on the morning of check-out, the last night.
    expect(reportableNight(stay, chicago, at('2026-12-01T05:59:00Z'))).toBeNull();
    expect(reportableNight(stay, chicago, at('2026-12-03T15:00:00Z'))).toBe('2026-12-02');
    expect(reportableNight(stay, chicago, at('2026-12-04T06:00:00Z'))).toBeNull();
    expect(reportableNight({ ...stay, status: 'pending' }, chicago, at('2026-12-02T12:00:00Z'))).toBeNull();
  });
});
