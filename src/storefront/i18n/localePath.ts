import { defaultLocale, isLocale, pathWithoutLocale, withLocale, type Locale } from '@/i18n/locales';

export { pathWithoutLocale };

/** The language a storefront URL is in: its prefix, or English without one. */
export function localeOfPath(pathname: string): Locale {
  const code = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)?.[1];
  return isLocale(code) ? code : defaultLocale;
}

/** The same page in another language: '/profile?x=1' -> '/de/profile?x=1', '/de' -> '/'. */
export function switchLocalePath(location: { pathname: string; search?: string; hash?: string }, target: Locale): string {
  return withLocale(target, pathWithoutLocale(location.pathname)) + (location.search ?? '') + (location.hash ?? '');
}

/** Prefixes an absolute app path with the language; relative paths and full URLs stay as given. */
export function localizePath(locale: Locale, to: string): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to;
  return withLocale(locale, to);
}
