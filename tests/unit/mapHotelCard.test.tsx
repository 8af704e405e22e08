import { readFileSync } from 'node:fs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SearchHit, SearchMarker } from '@/api';
import { MapHotelCard } from '@/storefront/search/MapHotelCard';
import { ResultCard } from '@/storefront/search/ResultCard';

function i18nFor(lng: string) {
  const instance = createInstance();
  const ns = (l: string, n: string) => JSON.parse(readFileSync(`locales/${l}/${n}.json`, 'utf8')) as Record<string, unknown>;
  const bundle = (l: string) => ({ common: ns(l, 'common'), search: ns(l, 'search'), storefront: ns(l, 'storefront') });
  void instance.use(initReactI18next).init({ lng, fallbackLng: 'en', resources: { en: bundle('en'), [lng]: bundle(lng) }, defaultNS: 'common', initAsync: false, interpolation: { escapeValue: false } });
  return instance;
}

const report = { id: 3, level: 'tight' as const, note: 'Back row open', created_at: '2026-11-24T20:00:00Z', age_minutes: 125 };

const hit = (over: Partial<SearchHit> = {}): SearchHit => ({
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
  parking: { spaces: 20, fit: 'full_rig', max_length_ft: 75, fee: 'free', price_minor: null, currency: null, lit: true, fenced: false, camera: false, hazmat: null, checked_at: null },
  parkingReport: report,
  demo: false,
  rate: { status: 'available', nightly: 89, currency: 'USD', nightly_usd: 89, changed: false },
  arrival: null,
  ...over,
});

const marker: SearchMarker = { id: 7, position: 0, latitude: 32.7, longitude: -96.8, hotelName: 'Motel 7 Dallas', nightly_usd: 89, rate_status: 'available', rate_changed: false };

const render = (node: React.ReactNode, lng = 'en') =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18nFor(lng)}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );

const mapCard = (h: SearchHit | undefined, lng = 'en') => render(<MapHotelCard marker={marker} hit={h} stayQuery="" onClose={() => undefined} />, lng);
const resultCard = (h: SearchHit, lng = 'en') => render(<ResultCard hit={h} stayQuery="" active={false} canEdit={false} onHover={() => undefined} />, lng);
/** The report chip's markup (a MUI Chip: one div, no div inside). */
const chipOf = (html: string) => /<div[^>]*data-testid="parking-report"[^>]*>.*?<\/div>/.exec(html)?.[0] ?? null;

describe("the map's hotel card shows the latest parking report (issue 15 item 2)", () => {
  it('as the result card shows it: level and age', () => {
    const chip = chipOf(mapCard(hit()));
    expect(chip).toContain('data-level="tight"');
    expect(chip).toContain('Truck parking: tight · 2 hours ago');
    expect(chip).toBe(chipOf(resultCard(hit())));
  });

  it('in the reader’s language, the same as the result card', () => {
    const chip = chipOf(mapCard(hit({ parkingReport: { ...report, level: 'full' } }), 'fr'));
    expect(chip).toContain('data-level="full"');
    expect(chip).not.toContain('Truck parking');
    expect(chip).toBe(chipOf(resultCard(hit({ parkingReport: { ...report, level: 'full' } }), 'fr')));
  });

  it('even for a hotel whose lot is not listed as truck parking, without the fit badge', () => {
    const html = mapCard(hit({ commercialParkingAvailable: false, parkingReport: { ...report, level: 'plenty' } }));
    expect(chipOf(html)).toContain('data-level="plenty"');
    expect(html).not.toContain('data-testid="fit-badge"');
  });

  it('no report (none made, or faded after 24 hours: the search leaves it out), no chip; the parking facts stay', () => {
    const html = mapCard(hit({ parkingReport: null }));
    expect(chipOf(html)).toBeNull();
    expect(html).toContain('data-testid="fit-badge"');
    expect(html).toContain('data-testid="map-card-parking"');
    // The pin's hotel before its page of results arrives: neither.
    expect(chipOf(mapCard(undefined))).toBeNull();
  });
});
