import { describe, expect, it } from 'vitest';
import { summarize } from '@server/modules/hotels/seo';
import { escapeHtml, scriptJson } from '@/ssr/htmlSafe';
import { cancelWording } from '@/i18n/cancelPolicy';
import { hotelAddress } from '@/storefront/hotel/hotelAddress';
import { liveRoomsState, type LiveRoomsInputs } from '@/storefront/hotel/liveRoomsState';
import { toParagraphs } from '@/storefront/hotel/paragraphs';
import type { LiveCheckResponse } from '@/api/schemas/hotelSearch';
import { changeStay, reservationPath, withStay } from '@/storefront/hotel/stayDates';

// 21 Nov 2026, 8 pm on the traveller's clock.
const now = new Date(2026, 10, 21, 20, 0);
const q = (s: string) => new URLSearchParams(s);

describe('stay dates on the hotel page', () => {
  it('a new check-in keeps the nights; a check-out before check-in is refused', () => {
    const stay = { checkIn: '2026-12-01', checkOut: '2026-12-04' };
    expect(changeStay(stay, { checkIn: '2026-12-10' }, now)).toEqual({ checkIn: '2026-12-10', checkOut: '2026-12-13' });
    expect(changeStay(stay, { checkOut: '2026-12-02' }, now)).toEqual({ checkIn: '2026-12-01', checkOut: '2026-12-02' });
    expect(changeStay(stay, { checkOut: '2026-11-30' }, now)).toEqual(stay);
    expect(changeStay(stay, { checkIn: '2020-01-01' }, now)).toEqual({ checkIn: '2026-11-21', checkOut: '2026-11-24' });
  });

  it('writes the stay into the query, keeping the rest, and across month ends', () => {
    expect(withStay(q('x=1&checkIn=old'), { checkIn: '2026-12-31', checkOut: '2027-01-01' }).toString()).toBe('x=1&checkIn=2026-12-31&checkOut=2027-01-01');
  });

  it('the Book link carries the room and the dates, and the party unless it is one adult in one room', () => {
    const stay = { checkIn: '2026-12-01', checkOut: '2026-12-03' };
    expect(reservationPath('super-8-joplin', 42, stay, { rooms: 1, adults: 1 })).toBe('/hotels/reservation/super-8-joplin?room=42&checkIn=2026-12-01&checkOut=2026-12-03');
    expect(reservationPath('super-8-joplin', 42, stay, { rooms: 1, adults: 2 })).toBe('/hotels/reservation/super-8-joplin?room=42&checkIn=2026-12-01&checkOut=2026-12-03&adults=2');
    expect(reservationPath('super-8-joplin', 42, stay, { rooms: 3, adults: 4 })).toBe('/hotels/reservation/super-8-joplin?room=42&checkIn=2026-12-01&checkOut=2026-12-03&rooms=3&adults=4');
  });
});

describe('cancellation policy in plain words', () => {
  it('says when nothing is known, non-refundable, or free without a deadline', () => {
    expect(cancelWording(null, 'en')).toEqual({ key: 'unknown' });
    expect(cancelWording({ refundable: false, free_until: '2026-12-01T18:00', description: null }, 'en')).toEqual({ key: 'nonRefundable' });
    expect(cancelWording({ refundable: true, free_until: null, description: null }, 'en')).toEqual({ key: 'refundable' });
    expect(cancelWording({ refundable: true, free_until: 'soon', description: null }, 'en')).toEqual({ key: 'refundable' });
  });

  it('gives the deadline as the hotel wrote it, not shifted into the reader\'s zone', () => {
    // ICU puts a narrow no-break space before PM in some versions.
    expect(cancelWording({ refundable: true, free_until: '2026-12-01T18:00', description: null }, 'en')).toEqual({ key: 'freeUntil', date: 'Tue, Dec 1, 2026', time: expect.stringMatching(/^6:00\sPM$/) });
    const de = cancelWording({ refundable: true, free_until: '2026-12-01T18:00', description: null }, 'de');
    expect(de).toMatchObject({ key: 'freeUntil', time: '18:00' });
  });
});

describe('description paragraphs', () => {
  it('splits on blank lines and keeps single line breaks', () => {
    expect(toParagraphs('One\r\nstill one\n\n\nTwo  words ')).toEqual(['One\nstill one', 'Two words']);
    expect(toParagraphs(null)).toEqual([]);
  });

  it('drops supplier markup to text, never to HTML', () => {
    expect(toParagraphs('<p>Big lot &amp; showers</p><p>Line<br/>break <b>bold</b></p><script>x</script>')).toEqual(['Big lot & showers', 'Line\nbreak bold', 'x']);
    expect(toParagraphs('5 < 6 and 7 > 3')).toEqual(['5 < 6 and 7 > 3']);
  });
});

describe('address and own-currency price', () => {
  it('joins the parts a hotel has', () => {
    expect(hotelAddress({ address: '1 Main St', city: 'Joplin', province: 'MO', postal_code: '64801', country: 'US' })).toBe('1 Main St, Joplin, MO 64801, US');
    expect(hotelAddress({ address: null, city: 'Joplin', province: null, postal_code: null, country: ' ' })).toBe('Joplin');
  });
});

describe('SEO escaping', () => {
  it('escapes text for HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('keeps JSON inside a script tag inert and still parseable', () => {
    const value = { name: '</script><script>alert(1)</script> <!-- & \u2028' };
    const text = scriptJson(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('summarizes to at most 160 characters at a word', () => {
    const long = `${'Truck friendly lot near the interstate. '.repeat(10)}`;
    const s = summarize(long);
    expect(s.length).toBeLessThanOrEqual(160);
    expect(s.endsWith('…')).toBe(true);
    expect(s).not.toMatch(/\s…$/);
    expect(summarize('  Short\n\n text <b>here</b> ')).toBe('Short text here');
  });
});

describe('live room check states', () => {
  const answer = (over: Partial<LiveCheckResponse>): LiveCheckResponse => ({
    status: 'complete',
    searching: false,
    hotel_id: 1,
    checkin_date: '2026-12-01',
    checkout_date: '2026-12-02',
    nights: 1,
    rates_unavailable: false,
    rooms: [],
    expires_at: '2026-12-01T00:30:00Z',
    ...over,
  });
  const base: LiveRoomsInputs = { starting: false, startFailed: false, data: undefined, resultsFailed: false, expired: false, gaveUp: false };
  const state = (over: Partial<LiveRoomsInputs>) => liveRoomsState({ ...base, ...over });

  it('searches while the check starts and while it runs', () => {
    expect(state({ starting: true })).toEqual({ searching: true, ratesUnavailable: false, failed: false });
    expect(state({ data: answer({ status: 'running', searching: true }) })).toEqual({ searching: true, ratesUnavailable: false, failed: false });
  });

  it('stops searching when the answer is complete', () => {
    expect(state({ data: answer({}) })).toEqual({ searching: false, ratesUnavailable: false, failed: false });
  });

  it('shows rates unavailable when the supplier failed, or when the check runs too long', () => {
    expect(state({ data: answer({ status: 'failed', rates_unavailable: true }) })).toEqual({ searching: false, ratesUnavailable: true, failed: false });
    expect(state({ data: answer({ status: 'running', searching: true }), gaveUp: true })).toEqual({ searching: false, ratesUnavailable: true, failed: false });
    // Giving up means nothing once the answer is in.
    expect(state({ data: answer({}), gaveUp: true })).toEqual({ searching: false, ratesUnavailable: false, failed: false });
  });

  it('an expired token keeps searching (a new check starts); other errors fail', () => {
    expect(state({ resultsFailed: true, expired: true })).toEqual({ searching: true, ratesUnavailable: false, failed: false });
    expect(state({ resultsFailed: true })).toEqual({ searching: false, ratesUnavailable: false, failed: true });
    expect(state({ startFailed: true })).toEqual({ searching: false, ratesUnavailable: false, failed: true });
  });
});
