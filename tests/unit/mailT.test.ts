import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { mailT, serverI18n } from '@server/lib/i18n';

/** server/lib/i18n.ts: mailT answers what i18next's own fixed function does, in every form the app calls it. */
describe('mailT', () => {
  const calls: [string, ...unknown[]][] = [
    ['booking.confirmed.title'],
    ['booking.confirmed.body', { code: 'RR23456789', hotel: 'Test Inn', room: 'King', nights: '2 nights', checkin: '2026-12-01', checkout: '2026-12-03', total: '$178.00' }],
    ['nights', { count: 1 }],
    ['nights', { count: 5 }],
    // Another namespace, by prefix or by option, as the room types' catalogue names are read.
    ['storefront:catalog.roomTypes.king'],
    ['catalog.roomTypes.king', { ns: 'storefront' }],
    // Another language asked for in the call wins, as in i18next.
    ['booking.confirmed.title', { lng: 'de' }],
    // A key no language has answers the key; one a language lacks falls back to English.
    ['no.such.key'],
    // A default value as the second argument.
    ['no.such.key', 'the default'],
  ];

  for (const lng of ['en', 'de', 'pl', 'ar', 'ja']) {
    it(`answers as getFixedT does in ${lng}`, () => {
      const fixed = serverI18n.getFixedT(lng, 'mail') as unknown as (...args: unknown[]) => string;
      const fast = mailT(lng) as unknown as (...args: unknown[]) => string;
      for (const call of calls) expect(fast(...call), JSON.stringify(call)).toBe(fixed(...call));
    });
  }

  it('is one function per language, taking the language from Accept-Language', () => {
    expect(mailT('de-DE,de;q=0.9')).toBe(mailT('de'));
    expect(mailT(undefined)).toBe(mailT('en'));
    expect((mailT('de') as TFunction)('booking.confirmed.title')).toBe('Buchung bestätigt');
    expect((mailT('xx') as TFunction)('booking.confirmed.title')).toBe('Booking confirmed');
  });
});
