import { readFileSync } from 'node:fs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '@/api';
import { DemoNotice } from '@/storefront/hotel/DemoMark';
import { ResultCard } from '@/storefront/search/ResultCard';

function i18nFor(lng: string) {
  const instance = createInstance();
  const ns = (l: string, n: string) => JSON.parse(readFileSync(`locales/${l}/${n}.json`, 'utf8')) as Record<string, unknown>;
  const bundle = (l: string) => ({ common: ns(l, 'common'), search: ns(l, 'search'), storefront: ns(l, 'storefront') });
  void instance.use(initReactI18next).init({ lng, fallbackLng: 'en', resources: { en: bundle('en'), [lng]: bundle(lng) }, defaultNS: 'common', initAsync: false, interpolation: { escapeValue: false } });
  return instance;
}

const hit = (demo: boolean): SearchHit => ({
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
  demo,
  rate: { status: 'available', nightly: 89, currency: 'USD', nightly_usd: 89, changed: false },
  arrival: null,
});

const render = (node: React.ReactNode, lng = 'en') =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18nFor(lng)}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );

describe('DEMO hotels say so', () => {
  it('a DEMO hotel’s result card carries the DEMO mark; a real one does not', () => {
    const card = (demo: boolean) => render(<ResultCard hit={hit(demo)} stayQuery="" active={false} canEdit={false} onHover={() => undefined} />);
    expect(card(true)).toContain('data-testid="demo-badge"');
    expect(card(true)).toContain('>DEMO<');
    expect(card(false)).not.toContain('demo-badge');
  });

  it('the hotel page notice tells a driver not to call or drive there, in the reader’s language', () => {
    expect(render(<DemoNotice />)).toMatch(/Demo data: this hotel is made up.*do not call it or drive there/);
    expect(render(<DemoNotice />, 'de')).toContain('Demodaten: Dieses Hotel ist erfunden');
  });
});

describe('a price the hotel page corrected is marked on the results', () => {
  const card = (rate: SearchHit['rate'], lng = 'en') => render(<ResultCard hit={{ ...hit(false), rate }} stayQuery="" active={false} canEdit={false} onHover={() => undefined} />, lng);

  it('says "Price changed" above the live price, in the reader’s language; an unchanged price says nothing', () => {
    const changed = card({ status: 'available', nightly: 104.5, currency: 'USD', nightly_usd: 104.5, changed: true });
    expect(changed).toMatch(/data-testid="price-changed"[^>]*>Price changed</);
    expect(changed).toContain('104.50');
    expect(card({ status: 'available', nightly: 104.5, currency: 'USD', nightly_usd: 104.5, changed: true }, 'de')).toContain('Preis geändert');
    expect(card({ status: 'available', nightly: 89, currency: 'USD', nightly_usd: 89, changed: false })).not.toContain('price-changed');
  });

  it('a hotel found sold out says so, with no price', () => {
    const soldOut = card({ status: 'sold_out', nightly: null, currency: null, nightly_usd: null, changed: true });
    expect(soldOut).toContain('Sold out');
    expect(soldOut).not.toContain('result-price');
  });
});
