import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { addNamespaces, applyDocumentLocale, type Locale } from '@/i18n';
import { useLocale } from './useLocale';

export const STOREFRONT_NAMESPACES = ['common', 'storefront'] as const;

/** Loads a language's strings (if needed) and switches i18next and <html lang dir> to it. */
export async function activateLocale(i18n: Parameters<typeof addNamespaces>[0], locale: Locale) {
  await addNamespaces(i18n, locale, [...STOREFRONT_NAMESPACES]);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  applyDocumentLocale(locale);
}

/** Keeps i18next in step with the URL's language, also on back/forward and typed URLs. */
export function LocaleSync() {
  const locale = useLocale();
  const { i18n } = useTranslation();
  useEffect(() => {
    void activateLocale(i18n, locale);
  }, [i18n, locale]);
  return null;
}
