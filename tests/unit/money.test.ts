import { describe, expect, it } from 'vitest';
import { noticeText } from '@server/modules/bookings/notify';
import { toUsd, toUsdCents } from '@server/modules/settings/currencyRates';
import {
  convert,
  currencies,
  currencyDigits,
  displayPrice,
  formatMoney,
  fromMinor,
  isCurrency,
  roundMoney,
  toMinor,
} from '@/api/money';
import type { Booking } from '@/api/schemas/bookings';

/** Intl separates with no-break spaces (U+00A0, U+202F) and marks right-to-left (U+200F): compare them as plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/\u200f/g, '');

describe('the currency table', () => {
  it('has the four display currencies with their symbols; the yen has no minor unit', () => {
    expect(Object.keys(currencies)).toEqual(['USD', 'EUR', 'JPY', 'CAD']);
    expect(Object.values(currencies).map((c) => [c.label, c.currencySymbol, c.decimalDigits])).toEqual([
      ['USD', '$', 2],
      ['EUR', '€', 2],
      ['JPY', '¥', 0],
      ['CAD', 'CA$', 2],
    ]);
    expect(['USD', 'EUR', 'JPY', 'CAD'].every(isCurrency)).toBe(true);
    for (const other of ['GBP', 'usd', 'toString', '__proto__', undefined, null, 3]) expect(isCurrency(other), String(other)).toBe(false);
  });

  it('knows the digits of other currencies from ISO data', () => {
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('MXN')).toBe(2);
    expect(currencyDigits('KWD')).toBe(3);
    expect(currencyDigits('not a code')).toBe(2);
  });
});

describe('minor units as stored', () => {
  it('round-trips USD, EUR and CAD through cents without float noise', () => {
    for (const currency of ['USD', 'EUR', 'CAD']) {
      expect(toMinor(89.99, currency)).toBe(8999);
      expect(fromMinor(8999, currency)).toBe(89.99);
      expect(fromMinor(toMinor(1234.56, currency), currency)).toBe(1234.56);
    }
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinor(129.5, 'EUR')).toBe(12950);
    expect(toMinor(10, 'XYZ')).toBe(1000);
  });

  it('round-trips JPY, kept in hundredths of a yen as its rows always were (no data migration)', () => {
    expect(toMinor(15000, 'JPY')).toBe(1_500_000);
    expect(fromMinor(1_500_000, 'JPY')).toBe(15000);
    for (const yen of [0, 1, 99, 15000, 2_000_000]) expect(fromMinor(toMinor(yen, 'JPY'), 'JPY')).toBe(yen);
  });

  it('rounds an amount to what is stored', () => {
    expect(roundMoney(89.989999, 'USD')).toBe(89.99);
    expect(roundMoney(3 * 33.333, 'CAD')).toBe(100);
  });
});

describe('conversion through the US dollar', () => {
  const rates = { USD: 1, EUR: 0.9, JPY: 150, CAD: 1.25, MXN: 17.5 };

  it('converts major units and answers null without a rate', () => {
    expect(convert(100, 'USD', 'EUR', rates)).toBeCloseTo(90);
    expect(convert(125, 'CAD', 'USD', rates)).toBeCloseTo(100);
    expect(convert(125, 'CAD', 'JPY', rates)).toBeCloseTo(15000);
    expect(convert(10, 'EUR', 'EUR', {})).toBe(10);
    expect(convert(10, 'GBP', 'USD', rates)).toBeNull();
    expect(convert(10, 'USD', 'GBP', rates)).toBeNull();
  });

  it('the server converts stored amounts the same way (US cents, US dollars)', () => {
    expect(toUsdCents(20000, 'CAD', rates)).toBe(16000);
    expect(toUsdCents(toMinor(15000, 'JPY'), 'jpy', rates)).toBe(10000);
    expect(toUsd(20000, 'CAD', rates)).toBe(160);
    expect(toUsd(100, 'GBP', rates)).toBeNull();
  });
});

describe("formatting in the reader's language", () => {
  it('English', () => {
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50');
    expect(formatMoney(15000, 'JPY', 'en')).toBe('¥15,000');
    expect(formatMoney(1234.5, 'CAD', 'en')).toBe('CA$1,234.50');
    expect(formatMoney(1500, 'MXN', 'en')).toBe('MX$1,500.00');
    expect(formatMoney(-1234.5, 'USD', 'en')).toBe('-$1,234.50');
  });

  it('German', () => {
    expect(plain(formatMoney(1234.5, 'EUR', 'de'))).toBe('1.234,50 €');
    expect(plain(formatMoney(1234.5, 'USD', 'de'))).toBe('1.234,50 $');
    expect(plain(formatMoney(15000, 'JPY', 'de'))).toBe('15.000 ¥');
    expect(plain(formatMoney(1234.5, 'CAD', 'de'))).toBe('1.234,50 CA$');
  });

  it('Japanese', () => {
    expect(formatMoney(15000, 'JPY', 'ja')).toBe('￥15,000');
    expect(formatMoney(1234.5, 'USD', 'ja')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'EUR', 'ja')).toBe('€1,234.50');
  });

  it('Arabic', () => {
    const ar = (amount: number, currency: string) => plain(formatMoney(amount, currency, 'ar'));
    // ICU's Arabic may write the digits as Latin or Arabic-Indic ones; both say the same amount.
    const latin = (s: string) => s.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace(/٬/g, ',').replace(/٫/g, '.');
    expect(latin(ar(1234.5, 'USD'))).toBe('1,234.50 US$');
    expect(latin(ar(15000, 'JPY'))).toBe('15,000 JP¥');
    expect(latin(ar(1234.5, 'EUR'))).toBe('1,234.50 €');
  });

  it('whole units for narrow places; a code Intl refuses is written plainly', () => {
    expect(formatMoney(235.4, 'USD', 'en', { whole: true })).toBe('$235');
    expect(formatMoney(12.5, 'XX', 'en')).toBe('12.50 XX');
    expect(formatMoney(12.5, 'USD', 'not a locale')).toBe('12.50 USD');
  });

  it('a display price is converted where a rate is known, else shown in its own currency', () => {
    const rates = { USD: 1, EUR: 0.9, CAD: 1.25 };
    expect(displayPrice(125, 'CAD', 'USD', rates, 'en')).toEqual({ text: '$100.00', converted: true });
    expect(displayPrice(100, 'USD', 'USD', rates, 'en')).toEqual({ text: '$100.00', converted: false });
    expect(plain(displayPrice(100, 'USD', 'EUR', rates, 'de').text)).toBe('90,00 €');
    expect(displayPrice(89, 'USD', 'EUR', undefined, 'en')).toEqual({ text: '$89.00', converted: false });
    expect(displayPrice(10, 'GBP', 'USD', rates, 'en')).toEqual({ text: '£10.00', converted: false });
  });
});

describe('booking mail', () => {
  const booking = {
    id: 7,
    confirmation_code: 'RR-ABC123',
    status: 'confirmed',
    user_id: 1,
    hotel: { id: 1, slug: 'tokyo-inn', hotelName: 'Tokyo Inn', address: null, city: null, province: null, phone: null, thumbnail: null },
    room: { id: 2, roomId: 'STD', name: 'Standard' },
    checkin_date: '2026-12-01',
    checkout_date: '2026-12-03',
    nights: 2,
    rooms: 1,
    adults: 1,
    currency: 'JPY',
    nightly: [],
    total: 15000,
  } as unknown as Booking;

  it("writes the total as the booking's language writes money, not '15000.00 JPY'", () => {
    const en = noticeText(booking, 'confirmed', 'en');
    expect(en.body).toContain('total ¥15,000.');
    expect(en.body).not.toContain('15000.00 JPY');
    expect(plain(noticeText(booking, 'confirmed', 'de').body)).toContain('15.000 ¥');
    expect(noticeText({ ...booking, currency: 'USD', total: 1234.5 }, 'confirmed', 'en').body).toContain('$1,234.50');
    // Dates as the reader writes them, not as the database does.
    expect(en.body).toContain('Tue, Dec 1, 2026');
    expect(en.body).not.toContain('2026-12-01');
    expect(plain(noticeText(booking, 'confirmed', 'de').body)).toContain('1. Dez. 2026');
  });

  it("names a catalogue room type in the booking's language, as the booking pages do; a free-text name as written", () => {
    const king = { ...booking, room: { id: 2, roomId: 'K1', name: 'King room' } } as Booking;
    expect(noticeText(king, 'confirmed', 'de').body).toContain('Zimmer mit Kingsize-Bett');
    expect(noticeText(king, 'confirmed', 'en').body).toContain('King room');
    expect(noticeText(booking, 'confirmed', 'de').body).toContain('Standard');
    expect(noticeText({ ...king, rooms: 2 }, 'confirmed', 'en').body).toContain('2 × King room');
    expect(noticeText(king, 'confirmed', 'en').body).not.toContain('×');
  });

  it('says whom the room is for: a team of three is told it booked for three, in the reader\'s words', () => {
    const team = { ...booking, room: { id: 2, roomId: 'K1', name: 'King room' }, rooms: 2, adults: 3 } as Booking;
    expect(noticeText(team, 'confirmed', 'en').body).toContain('2 × King room, 3 adults, 2 nights');
    expect(noticeText({ ...team, rooms: 1, adults: 1 }, 'confirmed', 'en').body).toContain('King room, 1 adult,');
    expect(noticeText(team, 'confirmed', 'ja').body).toContain('（大人3名）');
    expect(noticeText(team, 'confirmed', 'pl').body).toContain('3 dorosłych');
  });
});
