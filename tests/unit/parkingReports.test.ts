import { describe, expect, it } from 'vitest';
import { parkingReportInput } from '@/api/schemas/parkingReports';
import { formatAge } from '@/i18n/dates';
import { hotelToday } from '@/api/hotelClock';
import { reportableNight } from '@server/modules/parkingReports/rules';

const at = (iso: string) => Date.parse(iso);
/** A stay of 20 to 22 November 2026 (check-out on the 22nd). */
const booking = (status: 'confirmed' | 'pending' | 'cancelled' | 'failed' = 'confirmed') => ({ status, checkin_date: '2026-11-20', checkout_date: '2026-11-22' });
/** Dallas as its clock sees it: its zone. */
const DALLAS = { timeZone: 'America/Chicago', longitude: -96.8 };

describe('the night a driver may report', () => {
  it('is tonight from the check-in day, and the last night on the morning of check-out', () => {
    expect(reportableNight(booking(), DALLAS, at('2026-11-20T20:00:00Z'))).toBe('2026-11-20');
    expect(reportableNight(booking(), DALLAS, at('2026-11-21T20:00:00Z'))).toBe('2026-11-21');
    expect(reportableNight(booking(), DALLAS, at('2026-11-22T15:00:00Z'))).toBe('2026-11-21');
  });

  it('is none before the check-in day or after the check-out day', () => {
    expect(reportableNight(booking(), DALLAS, at('2026-11-19T20:00:00Z'))).toBeNull();
    expect(reportableNight(booking(), DALLAS, at('2026-11-23T15:00:00Z'))).toBeNull();
  });

  it('is none for a booking that is not confirmed', () => {
    for (const status of ['pending', 'cancelled', 'failed'] as const) expect(reportableNight(booking(status), DALLAS, at('2026-11-21T20:00:00Z'))).toBeNull();
  });

  it("follows the hotel's date, not UTC's: at 03:00 UTC it is still the evening before in Dallas", () => {
    expect(hotelToday(DALLAS, at('2026-11-20T03:00:00Z'))).toBe('2026-11-19');
    expect(reportableNight(booking(), DALLAS, at('2026-11-20T03:00:00Z'))).toBeNull();
    // ... and past midnight UTC of the check-out day it is still the last evening in Dallas.
    expect(reportableNight(booking(), DALLAS, at('2026-11-23T04:00:00Z'))).toBe('2026-11-21');
    // A hotel east of Greenwich has its next day first.
    expect(hotelToday({ timeZone: null, longitude: 139.7 }, at('2026-11-19T20:00:00Z'))).toBe('2026-11-20');
  });
});

describe('a report as a driver sends it', () => {
  it('takes a level and an optional note of one plain line', () => {
    expect(parkingReportInput.parse({ level: 'tight', note: ' Back\trow\r\n\u200bopen ' })).toEqual({ level: 'tight', note: 'Back row open' });
    expect(parkingReportInput.parse({ level: 'full', note: '' })).toEqual({ level: 'full', note: null });
    expect(parkingReportInput.parse({ level: 'plenty' })).toEqual({ level: 'plenty' });
  });

  it('refuses another level, a missing one and a note over 200 characters', () => {
    expect(parkingReportInput.safeParse({ level: 'packed' }).success).toBe(false);
    expect(parkingReportInput.safeParse({ note: 'Lot is full' }).success).toBe(false);
    expect(parkingReportInput.safeParse({ level: 'tight', note: 'x'.repeat(201) }).success).toBe(false);
    expect(parkingReportInput.safeParse({ level: 'tight', note: 'x'.repeat(200) }).success).toBe(true);
  });
});

describe("a report's age in the reader's language", () => {
  it('says now, minutes, then hours', () => {
    expect(formatAge(0, 'en')).toBe('now');
    expect(formatAge(1, 'en')).toBe('1 minute ago');
    expect(formatAge(59, 'en')).toBe('59 minutes ago');
    expect(formatAge(60, 'en')).toBe('1 hour ago');
    expect(formatAge(23 * 60 + 59, 'en')).toBe('23 hours ago');
    expect(formatAge(125, 'de')).toBe('vor 2 Stunden');
  });
});
