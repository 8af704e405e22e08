import { describe, expect, it } from 'vitest';
import { isLocale, locales, splitLocale, withLocale } from '@/i18n/locales';

describe('locale prefixes', () => {
  it('lists the eleven codes, en first', () => {
    expect([...locales].sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'ja', 'ko', 'pl', 'pt', 'ru', 'zh']);
    expect(isLocale('de')).toBe(true);
    expect(isLocale('xx')).toBe(false);
    expect(isLocale(null)).toBe(false);
  });

  it('splitLocale reads the prefix; no prefix means en', () => {
    expect(splitLocale('/de/profile')).toEqual({ locale: 'de', path: '/profile' });
    expect(splitLocale('/ar')).toEqual({ locale: 'ar', path: '/' });
    expect(splitLocale('/ar/')).toEqual({ locale: 'ar', path: '/' });
    expect(splitLocale('/profile')).toEqual({ locale: 'en', path: '/profile' });
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('')).toEqual({ locale: 'en', path: '/' });
  });

  it('splitLocale ignores en, unknown codes and words that merely start with a code', () => {
    expect(splitLocale('/en/profile')).toEqual({ locale: 'en', path: '/en/profile' });
    expect(splitLocale('/xx/profile')).toEqual({ locale: 'en', path: '/xx/profile' });
    expect(splitLocale('/delivery')).toEqual({ locale: 'en', path: '/delivery' });
    expect(splitLocale('/de/admin/users/3/edit')).toEqual({ locale: 'de', path: '/admin/users/3/edit' });
  });

  it('withLocale adds the prefix except for en', () => {
    expect(withLocale('de', '/profile')).toBe('/de/profile');
    expect(withLocale('de', '/')).toBe('/de');
    expect(withLocale('de', 'profile')).toBe('/de/profile');
    expect(withLocale('en', '/profile')).toBe('/profile');
    expect(withLocale('en', '/')).toBe('/');
  });

  it('round-trips', () => {
    for (const locale of locales) {
      for (const path of ['/', '/profile', '/auth/login', '/admin/users/1/edit']) {
        expect(splitLocale(withLocale(locale, path))).toEqual({ locale, path });
      }
    }
  });
});
