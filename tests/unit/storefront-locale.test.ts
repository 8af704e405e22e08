import { describe, expect, it } from 'vitest';
import { localeOfPath, localizePath, pathWithoutLocale, switchLocalePath } from '@/storefront/i18n/localePath';

describe('storefront locale paths', () => {
  it('strips any known prefix, English included, and nothing else', () => {
    expect(pathWithoutLocale('/de/profile')).toBe('/profile');
    expect(pathWithoutLocale('/de')).toBe('/');
    expect(pathWithoutLocale('/en/faq')).toBe('/faq');
    expect(pathWithoutLocale('/profile')).toBe('/profile');
    expect(pathWithoutLocale('/xx/profile')).toBe('/xx/profile');
    expect(pathWithoutLocale('/defaults')).toBe('/defaults');
    expect(pathWithoutLocale('')).toBe('/');
  });

  it('reads the language of a URL, English without a prefix', () => {
    expect(localeOfPath('/ar/hotels/x')).toBe('ar');
    expect(localeOfPath('/hotels')).toBe('en');
    expect(localeOfPath('/xx/hotels')).toBe('en');
    expect(localeOfPath('/de')).toBe('de');
  });

  it('switching keeps the page, its query and hash, and changes only the prefix', () => {
    expect(switchLocalePath({ pathname: '/profile' }, 'de')).toBe('/de/profile');
    expect(switchLocalePath({ pathname: '/de/profile', search: '?a=1', hash: '#x' }, 'ar')).toBe('/ar/profile?a=1#x');
    expect(switchLocalePath({ pathname: '/de/profile' }, 'en')).toBe('/profile');
    expect(switchLocalePath({ pathname: '/de' }, 'en')).toBe('/');
    expect(switchLocalePath({ pathname: '/' }, 'ja')).toBe('/ja');
    expect(switchLocalePath({ pathname: '/en/faq' }, 'fr')).toBe('/fr/faq');
  });

  it('prefixes absolute app paths only', () => {
    expect(localizePath('de', '/auth/login')).toBe('/de/auth/login');
    expect(localizePath('de', '/')).toBe('/de');
    expect(localizePath('en', '/auth/login')).toBe('/auth/login');
    expect(localizePath('de', 'relative')).toBe('relative');
    expect(localizePath('de', '//elsewhere.example/x')).toBe('//elsewhere.example/x');
  });
});
