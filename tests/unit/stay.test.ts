import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { bookingRequest } from '@/api/schemas/bookings';
import { hotelSearchRequest, roomCheckRequest } from '@/api/schemas/hotelSearch';
import { inventoryQuery } from '@/api/schemas/hotels';
import {
  addDays,
  correctStay,
  defaultStay,
  earliestCheckIn,
  isIsoDate,
  localIsoDate,
  MAX_DAYS_AHEAD,
  MAX_STAY_NIGHTS,
  nightsBetween,
  readStay,
  stayParams,
  stayProblems,
  stayProblemText,
} from '@/api/stay';
import { fieldErrors, withRawInput, type MessageTranslator } from '@/api/validation';

const q = (s: string) => new URLSearchParams(s);
// 21 Nov 2026, 8 pm on the traveller's clock.
const now = new Date(2026, 10, 21, 20, 0);
const TODAY = '2026-11-21';

describe('calendar dates', () => {
  it("takes 'YYYY-MM-DD' days that exist, leap days included", () => {
    for (const ok of ['2026-11-21', '2028-02-29', '2026-12-31', '2000-02-29']) expect(isIsoDate(ok), ok).toBe(true);
    for (const bad of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '1900-02-29', '2026-1-05', '2026-11-21T00:00', ' 2026-11-21', '21/11/2026', '', null, undefined, 20261121]) {
      expect(isIsoDate(bad), String(bad)).toBe(false);
    }
  });

  it('adds days and counts nights across month, year and leap-day ends', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(nightsBetween('2026-11-21', '2026-11-22')).toBe(1);
    expect(nightsBetween('2026-12-30', '2027-01-29')).toBe(30);
    expect(nightsBetween('2028-02-28', '2028-03-01')).toBe(2);
    // Daylight-saving changes (8 March 2026 in the US) do not make a night 23 hours long.
    expect(nightsBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(nightsBetween('2026-11-22', '2026-11-21')).toBe(-1);
  });

  it("today is the traveller's own calendar day in the browser, tonight to tomorrow by default", () => {
    expect(localIsoDate(new Date(2026, 10, 21, 23, 59))).toBe(TODAY);
    expect(localIsoDate(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
    expect(defaultStay(TODAY)).toEqual({ checkIn: TODAY, checkOut: '2026-11-22' });
  });

  it("the API's earliest check-in is today where the day begins last (UTC-12), never the day before", () => {
    // 23:00 UTC on 21 Nov: 13:00 in Hawaii, 11:00 at UTC-12; the 20th is over everywhere.
    expect(earliestCheckIn(new Date('2026-11-21T23:00:00Z'))).toBe('2026-11-21');
    // 05:00 UTC on 21 Nov: still the 20th in the Americas (19:00 in Hawaii).
    expect(earliestCheckIn(new Date('2026-11-21T05:00:00Z'))).toBe('2026-11-20');
    expect(earliestCheckIn(new Date('2026-11-21T12:00:00Z'))).toBe('2026-11-21');
  });
});

describe('the rules of a stay', () => {
  it('a stay of 1 to 30 nights from today breaks none', () => {
    expect(stayProblems({ checkIn: TODAY, checkOut: '2026-11-22' }, TODAY)).toEqual([]);
    expect(stayProblems({ checkIn: TODAY, checkOut: addDays(TODAY, MAX_STAY_NIGHTS) }, TODAY)).toEqual([]);
  });

  it('names one rule per field: format, not in the past, after check-in, at most 30 nights', () => {
    expect(stayProblems({ checkIn: '2026-02-30', checkOut: 'soon' }, TODAY)).toEqual([{ field: 'checkIn', rule: 'format' }, { field: 'checkOut', rule: 'format' }]);
    expect(stayProblems({ checkIn: undefined, checkOut: '2026-11-25' }, TODAY)).toEqual([{ field: 'checkIn', rule: 'format' }]);
    expect(stayProblems({ checkIn: '2026-11-20', checkOut: '2026-11-22' }, TODAY)).toEqual([{ field: 'checkIn', rule: 'not_past' }]);
    expect(stayProblems({ checkIn: TODAY, checkOut: TODAY }, TODAY)).toEqual([{ field: 'checkOut', rule: 'after' }]);
    expect(stayProblems({ checkIn: TODAY, checkOut: addDays(TODAY, MAX_STAY_NIGHTS + 1) }, TODAY)).toEqual([{ field: 'checkOut', rule: 'max_nights' }]);
    expect(stayProblems({ checkIn: '2026-11-01', checkOut: '2026-10-30' }, TODAY)).toEqual([{ field: 'checkIn', rule: 'not_past' }, { field: 'checkOut', rule: 'after' }]);
  });

  it('a stay starts at most a year ahead (two days more, for a traveller whose today is ahead of the server\'s)', () => {
    const yearOn = addDays(TODAY, MAX_DAYS_AHEAD);
    expect(stayProblems({ checkIn: yearOn, checkOut: addDays(yearOn, 1) }, TODAY)).toEqual([]);
    expect(stayProblems({ checkIn: addDays(yearOn, 2), checkOut: addDays(yearOn, 3) }, TODAY)).toEqual([]);
    expect(stayProblems({ checkIn: addDays(yearOn, 3), checkOut: addDays(yearOn, 4) }, TODAY)).toEqual([{ field: 'checkIn', rule: 'too_far' }]);
    expect(stayProblems({ checkIn: '2030-06-10', checkOut: '2030-06-11' }, TODAY)).toEqual([{ field: 'checkIn', rule: 'too_far' }]);
    expect(stayProblemText({ field: 'checkIn', rule: 'too_far' }, { checkIn: 'checkin_date', checkOut: 'checkout_date' })).toBe('Checkin date must be within a year of today');
    expect(readStay(q('checkIn=2030-06-10&checkOut=2030-06-11'), now)).toEqual({ stay: { checkIn: TODAY, checkOut: '2026-11-22' }, corrected: true });
  });

  it('says each rule in one text, naming the fields as the caller calls them', () => {
    const api = { checkIn: 'checkin_date', checkOut: 'checkout_date' };
    expect(stayProblemText({ field: 'checkOut', rule: 'after' }, api)).toBe('Checkout date must be after Checkin date');
    expect(stayProblemText({ field: 'checkOut', rule: 'max_nights' }, api)).toBe('Checkout date must be at most 30 nights later');
    expect(stayProblemText({ field: 'checkIn', rule: 'not_past' }, api)).toBe('Checkin date cannot be in the past');
    expect(stayProblemText({ field: 'checkIn', rule: 'format' }, api)).toBe('Checkin date must look like YYYY-MM-DD');
    const de: MessageTranslator = { format: (rule, v) => (rule === 'after' ? `${v.field} muss nach ${v.target} liegen` : undefined), label: (f) => ({ checkIn: 'Anreise', checkOut: 'Abreise' })[f] };
    expect(stayProblemText({ field: 'checkOut', rule: 'after' }, stayParams, de)).toBe('Abreise muss nach Anreise liegen');
  });
});

describe('one refinement for the three API schemas', () => {
  afterEach(() => vi.useRealTimers());

  const errorsOf = (schema: z.ZodType, data: Record<string, unknown>) => {
    const result = schema.safeParse(data);
    return result.success ? {} : fieldErrors(withRawInput(result.error.issues, data));
  };
  const guest = { first_name: 'Ann', last_name: 'Driver', email: 'ann@example.com' };
  const asRoomCheck = (checkin_date: string, checkout_date: string) => errorsOf(roomCheckRequest, { checkin_date, checkout_date });
  const asBooking = (checkin_date: string, checkout_date: string) => errorsOf(bookingRequest, { checkin_date, checkout_date, guest, expected_total: 100, currency: 'USD' });
  const asSearch = (checkInDate: string, checkOutDate: string) => errorsOf(hotelSearchRequest, { checkInDate, checkOutDate });

  it('the live check and the booking say the same thing for each broken rule', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T15:00:00Z'), toFake: ['Date'] });
    const cases: [string, string, Record<string, string[]>][] = [
      ['2026-11-25', '2026-11-25', { checkout_date: ['Checkout date must be after Checkin date'] }],
      ['2026-11-25', '2026-12-26', { checkout_date: ['Checkout date must be at most 30 nights later'] }],
      ['2026-11-19', '2026-11-22', { checkin_date: ['Checkin date cannot be in the past'] }],
      ['2026-02-30', '2026-11-22', { checkin_date: ['Checkin date must look like YYYY-MM-DD'] }],
      ['2030-06-10', '2030-06-12', { checkin_date: ['Checkin date must be within a year of today'] }],
    ];
    for (const [checkIn, checkOut, errors] of cases) {
      expect(asRoomCheck(checkIn, checkOut), `${checkIn} ${checkOut}`).toEqual(errors);
      expect(asBooking(checkIn, checkOut), `${checkIn} ${checkOut}`).toEqual(errors);
    }
    expect(asRoomCheck('2026-11-25', '2026-12-25')).toEqual({});
    expect(asBooking('2026-11-25', '2026-12-25')).toEqual({});
  });

  it('the search says it with its own field names', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T15:00:00Z'), toFake: ['Date'] });
    expect(asSearch('2026-11-25', '2026-11-24')).toEqual({ checkOutDate: ['Check out date must be after Check in date'] });
    expect(asSearch('2026-11-25', '2026-12-26')).toEqual({ checkOutDate: ['Check out date must be at most 30 nights later'] });
    expect(asSearch('2026-11-19', '2026-11-22')).toEqual({ checkInDate: ['Check in date cannot be in the past'] });
    expect(asSearch('2026-11-25', '2026-11-26')).toEqual({});
  });

  it("refuses a night that is over everywhere, and takes one that is still today somewhere in the Americas", () => {
    // Before: "yesterday in UTC" let the 20th through at 23:00 UTC on the 21st, when it is the 21st even in Hawaii.
    vi.useFakeTimers({ now: new Date('2026-11-21T23:00:00Z'), toFake: ['Date'] });
    expect(asBooking('2026-11-20', '2026-11-22')).toEqual({ checkin_date: ['Checkin date cannot be in the past'] });
    expect(asRoomCheck('2026-11-20', '2026-11-22')).toEqual({ checkin_date: ['Checkin date cannot be in the past'] });
    vi.setSystemTime(new Date('2026-11-21T05:00:00Z'));
    expect(asBooking('2026-11-20', '2026-11-22')).toEqual({});
    expect(asSearch('2026-11-20', '2026-11-22')).toEqual({});
  });

  it('the admin inventory range takes the same calendar dates', () => {
    expect(inventoryQuery.safeParse({ from: '2026-02-28', to: '2028-02-29' }).success).toBe(true);
    expect(errorsOf(inventoryQuery, { from: '2026-02-29', to: '2026-03-01' })).toEqual({ from: ['From must look like YYYY-MM-DD'] });
  });
});

describe('the storefront reads a stay from its URL', () => {
  it('defaults to tonight -> tomorrow, which is not a correction', () => {
    expect(readStay(q(''), now)).toEqual({ stay: { checkIn: TODAY, checkOut: '2026-11-22' }, corrected: false });
  });

  it('takes valid dates as they are', () => {
    expect(readStay(q('checkIn=2026-12-01&checkOut=2026-12-04'), now)).toEqual({ stay: { checkIn: '2026-12-01', checkOut: '2026-12-04' }, corrected: false });
    expect(readStay(q(`checkIn=${TODAY}&checkOut=${addDays(TODAY, 30)}`), now).corrected).toBe(false);
  });

  it('a missing, impossible or past check-in is tonight to tomorrow, and says it corrected the link', () => {
    expect(readStay(q('checkIn=2026-11-01&checkOut=2026-11-03'), now)).toEqual({ stay: { checkIn: TODAY, checkOut: '2026-11-22' }, corrected: true });
    expect(readStay(q('checkIn=2026-11-20&checkOut=2026-11-25'), now)).toEqual({ stay: { checkIn: TODAY, checkOut: '2026-11-22' }, corrected: true });
    expect(readStay(q('checkIn=2026-02-30'), now)).toEqual({ stay: { checkIn: TODAY, checkOut: '2026-11-22' }, corrected: true });
    expect(readStay(q('checkIn=tomorrow&checkOut=<x>'), now)).toEqual({ stay: { checkIn: TODAY, checkOut: '2026-11-22' }, corrected: true });
    expect(readStay(q('checkOut=2026-11-25'), now)).toEqual({ stay: { checkIn: TODAY, checkOut: '2026-11-22' }, corrected: true });
    expect(readStay(q('checkIn='), now).corrected).toBe(true);
  });

  it('a good check-in with a check-out that breaks a rule stays one night, or the longest stay when it asked more', () => {
    expect(readStay(q('checkIn=2026-12-05&checkOut=2026-12-05'), now)).toEqual({ stay: { checkIn: '2026-12-05', checkOut: '2026-12-06' }, corrected: true });
    expect(readStay(q('checkIn=2026-12-05&checkOut=2027-02-05'), now)).toEqual({ stay: { checkIn: '2026-12-05', checkOut: '2027-01-04' }, corrected: true });
    // A link with a check-in alone means one night: nothing in it was wrong.
    expect(readStay(q('checkIn=2026-12-05'), now)).toEqual({ stay: { checkIn: '2026-12-05', checkOut: '2026-12-06' }, corrected: false });
  });

  it('uses the same rules as the API, on the same names as the URL', () => {
    expect(stayParams).toEqual({ checkIn: 'checkIn', checkOut: 'checkOut' });
    expect(correctStay({ checkIn: '2026-12-01', checkOut: '2026-12-31' }, TODAY).stay).toEqual({ checkIn: '2026-12-01', checkOut: '2026-12-31' });
    // A stay longer than 30 nights keeps its check-in for the longest stay allowed (it was cut to one night).
    expect(correctStay({ checkIn: '2026-12-01', checkOut: '2027-01-01' }, TODAY)).toEqual({ stay: { checkIn: '2026-12-01', checkOut: '2026-12-31' }, corrected: true });
    expect(correctStay({ checkIn: '2026-12-01', checkOut: '2027-03-01' }, TODAY).stay).toEqual({ checkIn: '2026-12-01', checkOut: '2026-12-31' });
    // A check-out before the check-in is no longer stay to cut: one night.
    expect(correctStay({ checkIn: '2026-12-01', checkOut: '2026-11-20' }, TODAY).stay).toEqual({ checkIn: '2026-12-01', checkOut: '2026-12-02' });
  });
});

describe('one set of texts for the stay rules in every language', () => {
  const lngs = ['en', 'ar', 'de', 'es', 'fr', 'ja', 'ko', 'pl', 'pt', 'ru', 'zh'];
  const read = (lng: string, ns: string) => JSON.parse(readFileSync(`locales/${lng}/${ns}.json`, 'utf8')) as Record<string, Record<string, unknown>>;

  it('common:validation has each rule; the API and the search box keep no copies of their own', () => {
    for (const lng of lngs) {
      const rules = read(lng, 'common').validation!;
      for (const rule of ['after', 'max_nights', 'not_past', 'format']) expect(typeof (rules[rule] ?? rules[`${rule}_other`]), `${lng} ${rule}`).toBe('string');
      expect(read(lng, 'api').validation, lng).toBeUndefined();
      expect((read(lng, 'storefront').search as Record<string, unknown>).checkOutAfter, lng).toBeUndefined();
    }
  });
});
