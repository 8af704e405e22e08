import { readFileSync } from 'node:fs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { SearchHit } from '@/api';

/** The storefront's words for `lng` (English beside it, as the fallback), read from the locale files. */
export function storefrontI18n(lng: string, namespaces: string[] = ['common', 'search', 'storefront']) {
  const instance = createInstance();
  const ns = (l: string, n: string) => JSON.parse(readFileSync(`locales/${l}/${n}.json`, 'utf8')) as Record<string, unknown>;
  const bundle = (l: string) => Object.fromEntries(namespaces.map((n) => [n, ns(l, n)]));
  void instance.use(initReactI18next).init({ lng, fallbackLng: 'en', resources: { en: bundle('en'), [lng]: bundle(lng) }, defaultNS: 'common', initAsync: false, interpolation: { escapeValue: false } });
  return instance;
}

/** A storefront component's markup as the server renders it, inside the app's i18n, query and router contexts. */
export const renderStorefront = (node: ReactNode, lng = 'en', namespaces?: string[], client = new QueryClient()) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={storefrontI18n(lng, namespaces)}>
      <QueryClientProvider client={client}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );

/** One search result: a Dallas motel with truck parking, available at $89, nothing else known. */
export const searchHit = (over: Partial<SearchHit> = {}): SearchHit => ({
  id: 7,
  slug: 'motel-7',
  hotelName: 'Motel 7 Dallas',
  brand: null,
  thumbnail: null,
  address: null,
  city: 'Dallas',
  province: 'TX',
  country: 'United States',
  latitude: 32.7,
  longitude: -96.8,
  distance_km: 2.5,
  detour_km: null,
  interstate_hwy: null,
  commercialParkingAvailable: true,
  parkingDescription: null,
  parking: { spaces: null, fit: 'unknown', max_length_ft: null, fee: 'free', price_minor: null, currency: null, lit: false, fenced: false, camera: false, hazmat: null, checked_at: null },
  parkingReport: null,
  demo: false,
  rate: { status: 'available', nightly: 89, currency: 'USD', nightly_usd: 89, changed: false },
  arrival: null,
  ...over,
});
