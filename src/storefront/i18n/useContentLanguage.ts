import { useCallback } from 'react';
import { localizedText } from '@/api/content';
import type { Translations } from '@/api/schemas/content';
import { useLocale } from './useLocale';

/**
 * Staff-written text in the reader's language when staff wrote one, English otherwise, and the language it is in:
 * put `lang` on the element, so screen readers and translation tools know it (issue 12, item 10).
 */
export function useContentLanguage() {
  const locale = useLocale();
  return useCallback((base: string | null, i18n: Translations | null | undefined) => localizedText(base, i18n, locale), [locale]);
}

/** `lang` for text that is always English (supplier content, names of the staff's own): only where the page is not. */
export function useEnglishLang(): 'en' | undefined {
  return useLocale() === 'en' ? undefined : 'en';
}
