import { describe, expect, it } from 'vitest';
import type { SearchHit, SearchMarker } from '@/api';
import { MapHotelCard } from '@/storefront/search/MapHotelCard';
import { ResultCard } from '@/storefront/search/ResultCard';
import { renderStorefront as render, searchHit } from './storefrontRender';

const report = { id: 3, level: 'tight' as const, note: 'Back row open', created_at: '2026-11-24T20:00:00Z', age_minutes: 125 };

const hit = (over: Partial<SearchHit> = {}): SearchHit =>
  searchHit({ parking: { spaces: 20, fit: 'full_rig', max_length_ft: 75, fee: 'free', price_minor: null, currency: null, lit: true, fenced: false, camera: false, hazmat: null, checked_at: null }, parkingReport: report, ...over });

const marker: SearchMarker = { id: 7, position: 0, latitude: 32.7, longitude: -96.8, hotelName: 'Motel 7 Dallas', nightly_usd: 89, rate_status: 'available', rate_changed: false };

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
