/** The interface languages (spec section 9); en has no URL prefix and is the fallback. */
export const locales = ['en', 'ar', 'de', 'es', 'fr', 'ja', 'ko', 'pl', 'pt', 'ru', 'zh'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';
export const rtlLocales: ReadonlySet<Locale> = new Set(['ar']);
export const LOCALE_COOKIE = 'rigrest_locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const localeInfo: Record<Locale, { name: string; flag: string }> = {
  en: { name: 'English', flag: '🇺🇸' },
  ar: { name: 'العربية', flag: '🇸🇦' },
  de: { name: 'Deutsch', flag: '🇩🇪' },
  es: { name: 'Español', flag: '🇪🇸' },
  fr: { name: 'Français', flag: '🇫🇷' },
  ja: { name: '日本語', flag: '🇯🇵' },
  ko: { name: '한국어', flag: '🇰🇷' },
  pl: { name: 'Polski', flag: '🇵🇱' },
  pt: { name: 'Português', flag: '🇧🇷' },
  ru: { name: 'Русский', flag: '🇷🇺' },
  zh: { name: '中文', flag: '🇨🇳' },
};

export function isLocale(value: string | undefined | null): value is Locale {
  return (locales as readonly string[]).includes(value ?? '');
}

/** Splits '/de/profile' into { locale: 'de', path: '/profile' }; no prefix means en. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const code = match?.[1];
  if (code && code !== defaultLocale && isLocale(code)) {
    return { locale: code, path: pathname.slice(3) || '/' };
  }
  return { locale: defaultLocale, path: pathname || '/' };
}

export function withLocale(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** Splits any language prefix off a path, '/en' included, so a path can be re-prefixed. */
export function pathWithoutLocale(pathname: string): string {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  if (match && isLocale(match[1])) return pathname.slice(3) || '/';
  return pathname || '/';
}

/**
 * A path of this site in a reader's language, whatever language it was written in: '/hotels?x=1' and
 * '/de/hotels?x=1' are '/fr/hotels?x=1' to a French reader, '/admin/bookings/4/show' is '/de/admin/bookings/4/show'
 * to a German one. The query and fragment stay as they are.
 */
export function pathInLocale(locale: Locale, path: string): string {
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  return withLocale(locale, pathWithoutLocale(pathname)) + (end === -1 ? '' : path.slice(end));
}
