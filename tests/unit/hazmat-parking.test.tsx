import { readFileSync } from 'node:fs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SearchHit, User } from '@/api';
import { ParkingDetails } from '@/storefront/hotel/ParkingDetails';
import { ResultCard } from '@/storefront/search/ResultCard';
import { SessionContext } from '@/storefront/session/sessionContext';

function i18nFor(lng: string) {
  const instance = createInstance();
  const ns = (l: string, n: string) => JSON.parse(readFileSync(`locales/${l}/${n}.json`, 'utf8')) as Record<string, unknown>;
  const bundle = (l: string) => ({ common: ns(l, 'common'), search: ns(l, 'search'), storefront: ns(l, 'storefront'), hotel: ns(l, 'hotel') });
  void instance.use(initReactI18next).init({ lng, fallbackLng: 'en', resources: { en: bundle('en'), [lng]: bundle(lng) }, defaultNS: 'common', initAsync: false, interpolation: { escapeValue: false } });
  return instance;
}

const parking = (hazmat: boolean | null): SearchHit['parking'] => ({ spaces: 20, fit: 'full_rig', max_length_ft: null, fee: 'free', price_minor: null, currency: null, lit: false, fenced: false, camera: false, hazmat, checked_at: null });

const hit = (hazmat: boolean | null): SearchHit => ({
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
  parking: parking(hazmat),
  parkingReport: null,
  demo: false,
  rate: { status: 'available', nightly: 89, currency: 'USD', nightly_usd: 89, changed: false },
  arrival: null,
});

const driver = (hazmat: boolean) => ({ id: 1, rig: { kind: 'full_rig', length: 70, length_unit: 'ft', length_ft: 70, hazmat }, distance_unit: 'mi' }) as unknown as User;

const render = (node: React.ReactNode, user: User | null = null, lng = 'en') =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18nFor(lng)}>
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext.Provider value={{ status: user ? 'signedIn' : 'signedOut', user, signIn: () => undefined, signOut: async () => undefined, setUser: () => undefined }}>
          <MemoryRouter>{node}</MemoryRouter>
        </SessionContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );

const card = (hazmat: boolean | null, user: User | null = null, lng = 'en') => render(<ResultCard hit={hit(hazmat)} stayQuery="" active={false} canEdit={false} onHover={() => undefined} />, user, lng);
const chip = (html: string) => /data-testid="hazmat-chip" data-hazmat="(\w+)"/.exec(html)?.[1] ?? null;

describe('hazmat parking on a result card', () => {
  it('tells a lot that said yes or no to anyone', () => {
    expect(chip(card(true))).toBe('yes');
    expect(card(true)).toContain('Hazmat OK');
    expect(chip(card(false))).toBe('no');
    expect(card(false, null, 'de')).toContain('Kein Gefahrgut');
  });

  it('marks a lot that has not said as unknown for a hazmat rig only', () => {
    expect(chip(card(null, driver(true)))).toBe('unknown');
    expect(card(null, driver(true))).toContain('Hazmat not confirmed');
    expect(chip(card(null, driver(false)))).toBeNull();
    expect(chip(card(null))).toBeNull();
  });

  it('the fit badge says a hazmat rig is refused where the lot says no', () => {
    expect(card(false, driver(true))).toMatch(/data-fit="no_hazmat"/);
    expect(card(false, driver(false))).toMatch(/data-fit="fits"/);
    expect(card(null, driver(true))).toMatch(/data-fit="fits"/);
  });
});

describe('hazmat parking on the hotel page', () => {
  const details = (hazmat: boolean | null, lng = 'en') =>
    render(<ParkingDetails hotel={{ commercialParkingAvailable: true, parking: parking(hazmat), parkingDescription: null, parkingDescription_i18n: {}, truckEntrance: null, truckEntrance_i18n: {}, currency: 'USD' }} />, null, lng);
  const fact = (html: string) => /data-testid="parking-hazmat"[^>]*>.*?<p[^>]*>([^<]+)<\/p>/.exec(html)?.[1];

  it('lists yes, no, and not known among the parking facts', () => {
    expect(fact(details(true))).toBe('Hazmat loads may park');
    expect(fact(details(false))).toBe('No hazmat loads');
    expect(fact(details(null))).toBe('Hazmat not confirmed: call ahead');
    expect(fact(details(false, 'fr'))).toBe('Matières dangereuses refusées');
  });
});
