import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { Locale } from '@/i18n/locales';
import { localeOfPath, localizePath } from './localePath';

/** The language of the current URL (the URL, not i18next, is the source of truth). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** A function that puts the current language prefix in front of an app path. */
export function useLocalePath(): (to: string) => string {
  const locale = useLocale();
  return useCallback((to: string) => localizePath(locale, to), [locale]);
}
