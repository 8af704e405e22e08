import adminEn from '@locales/en/admin.json';
import commonEn from '@locales/en/common.json';
import raEn from '@locales/en/ra.json';
import type { I18nProvider } from 'react-admin';
import { defaultLocale, loadNamespace, localeInfo, locales, type Locale } from '../i18n';

const namespaces = ['admin', 'ra', 'common'] as const;
type Bundle = Record<string, unknown>;
export type AdminTranslations = Partial<Record<Locale, Record<(typeof namespaces)[number], Bundle>>>;

/** English is bundled with the admin; another language is fetched when the admin opens in it. */
export async function loadAdminTranslations(locale: Locale): Promise<AdminTranslations> {
  const out: AdminTranslations = { en: { admin: adminEn, ra: raEn, common: commonEn } };
  if (locale !== defaultLocale) {
    const loaded = await Promise.all(namespaces.map(async (ns) => [ns, await loadNamespace(locale, ns)] as const));
    out[locale] = Object.fromEntries(loaded) as Record<(typeof namespaces)[number], Bundle>;
  }
  return out;
}

/**
 * i18next options for react-admin's provider: `admin` (screens and `resources.*`)
 * first, then react-admin's own `ra.*`, then the shared `common` strings.
 */
export function adminI18nOptions(locale: Locale, resources: AdminTranslations) {
  return {
    resources,
    lng: locale,
    fallbackLng: defaultLocale,
    ns: [...namespaces],
    defaultNS: 'admin',
    fallbackNS: ['ra', 'common'],
    // Server messages and labels go through translate() as they are: a colon is not a namespace.
    nsSeparator: false as const,
    interpolation: { escapeValue: false },
  };
}

export const adminLocales = locales.map((code) => ({ locale: code, name: localeInfo[code].name }));

const deleteNotice = /^resources\.([^.]+)\.notifications\.deleted$/;
const missing = '\u0000missing';

/**
 * react-admin says "Element deleted" after a delete unless the resource has its own `notifications.deleted`: the others
 * say what was deleted, "Brand deleted" or "Brands deleted: 3", from the resource's own name.
 */
export function withDeleteNotices(provider: I18nProvider): I18nProvider {
  return {
    ...provider,
    translate: (key, options) => {
      const resource = deleteNotice.exec(key)?.[1];
      if (!resource || provider.translate(key, { ...options, _: missing }) !== missing) return provider.translate(key, options);
      const count = Number(options?.smart_count ?? 1);
      const kind = provider.translate(`resources.${resource}.name`, { smart_count: count, _: resource });
      return provider.translate('notifications.deleted', { smart_count: count, kind });
    },
  };
}
