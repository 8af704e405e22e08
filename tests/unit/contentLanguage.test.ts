import { describe, expect, it } from 'vitest';
import { bedsOf, contentLanguages, localizedText, roomTypeKeyOf, translationsInput } from '@/api/schemas/content';

describe('content in the reader’s language', () => {
  it('a staff text in the reader’s language when written, English otherwise, with the language it is in', () => {
    const i18n = { de: 'Lkw-Parkplatz', ar: 'موقف الشاحنات' };
    expect(localizedText('Truck lot', i18n, 'de')).toEqual({ text: 'Lkw-Parkplatz', lang: 'de' });
    expect(localizedText('Truck lot', i18n, 'ar')).toEqual({ text: 'موقف الشاحنات', lang: 'ar' });
    expect(localizedText('Truck lot', i18n, 'fr')).toEqual({ text: 'Truck lot', lang: 'en' });
    expect(localizedText('Truck lot', i18n, 'en')).toEqual({ text: 'Truck lot', lang: 'en' });
    expect(localizedText(null, {}, 'de')).toEqual({ text: null, lang: 'en' });
  });

  it('the other languages are the site’s ten besides English; blank ones are dropped, unknown ones refused', () => {
    expect([...contentLanguages].sort()).toEqual(['ar', 'de', 'es', 'fr', 'ja', 'ko', 'pl', 'pt', 'ru', 'zh']);
    const input = translationsInput(20);
    // A form sends the languages it showed: written, blank, cleared (null) or never touched (undefined).
    expect(input.parse({ de: ' Hallo ', fr: '', es: null, ru: undefined })).toEqual({ de: 'Hallo' });
    expect(input.safeParse({ en: 'Hello' }).success).toBe(false);
    expect(input.safeParse({ xx: 'Hello' }).success).toBe(false);
    expect(input.safeParse({ de: 'x'.repeat(21) }).success).toBe(false);
  });

  it('room type names of our inventory and the suppliers’ have a catalogue key; a name of the hotel’s own has none', () => {
    expect(roomTypeKeyOf('King room')).toBe('king');
    expect(roomTypeKeyOf('Standard King')).toBe('king');
    expect(roomTypeKeyOf('Two Queen Beds')).toBe('two_queens');
    expect(roomTypeKeyOf('  accessible   king room ')).toBe('accessible_king');
    expect(roomTypeKeyOf('King Suite')).toBe('king_suite');
    expect(roomTypeKeyOf('Honeymoon cabin')).toBeNull();
  });

  it('beds say a count and a kind when they are that simple', () => {
    expect(bedsOf('1 king bed')).toEqual({ count: 1, kind: 'king' });
    expect(bedsOf('2 Queen Beds')).toEqual({ count: 2, kind: 'queen' });
    expect(bedsOf('1 King Bed and Sofa Bed')).toBeNull();
  });
});
