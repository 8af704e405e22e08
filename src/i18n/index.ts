import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonEn from '@locales/en/common.json';
import storefrontEn from '@locales/en/storefront.json';
import { defaultLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, rtlLocales, type Locale } from './locales';

export * from './locales';

/** `content` holds the information pages' words (testimonials, promotions, FAQ, about, terms, privacy, advertise). `search` and `hotel` hold the search, hotel, brand and truck-parking pages' words, `booking` the reservation and booking history pages': loaded with those pages, not the home page. */
export type Namespace = 'common' | 'storefront' | 'admin' | 'ra' | 'search' | 'hotel' | 'booking' | 'content';

// Every language but English is fetched only when chosen, one file per namespace.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/{common,storefront,admin,ra,search,hotel,booking,content}.json');

export async function loadNamespace(locale: Locale, ns: Namespace): Promise<Record<string, unknown>> {
  const load = loaders[`../../locales/${locale}/${ns}.json`];
  if (!load) return {};
  return (await load()).default;
}

export async function addNamespaces(instance: I18n, locale: Locale, namespaces: Namespace[]) {
  await Promise.all(
    [...new Set<Locale>([locale, defaultLocale])].flatMap((lng) =>
      namespaces
        .filter((ns) => !instance.hasResourceBundle(lng, ns))
        .map(async (ns) => instance.addResourceBundle(lng, ns, await loadNamespace(lng, ns), true, true)),
    ),
  );
}

/** The options the storefront's i18next runs with, in the browser and in a server render (src/entry-server.tsx). */
export const i18nOptions = {
  fallbackLng: defaultLocale,
  defaultNS: 'storefront',
  fallbackNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
} as const;

/**
 * The storefront's i18next instance; English is bundled, the rest load on demand. A server-rendered page hands over
 * the words it was drawn with (`given`), so nothing is fetched before it hydrates.
 */
export async function initI18n(locale: Locale, given: Resource = {}): Promise<I18n> {
  const resources: Resource = { ...given, en: { ...given.en, common: commonEn, storefront: storefrontEn } };
  await i18next.use(initReactI18next).init({
    resources,
    ...i18nOptions,
    lng: locale,
    ns: ['common', 'storefront'],
  });
  if (locale !== defaultLocale) await addNamespaces(i18next, locale, ['common', 'storefront']);
  applyDocumentLocale(locale);
  return i18next;
}

export function isRtl(locale: string): boolean {
  return rtlLocales.has(locale as Locale);
}

export function applyDocumentLocale(locale: Locale) {
  document.documentElement.lang = locale;
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
}

export function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

export function rememberedLocale(): Locale | null {
  const match = new RegExp(`(?:^|; )${LOCALE_COOKIE}=([a-z]{2})`).exec(document.cookie);
  return (match?.[1] as Locale | undefined) ?? null;
}
