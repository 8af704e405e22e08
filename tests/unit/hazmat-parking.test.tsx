import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { SearchHit, User } from '@/api';
import { ParkingDetails } from '@/storefront/hotel/ParkingDetails';
import { ResultCard } from '@/storefront/search/ResultCard';
import { SessionContext } from '@/storefront/session/sessionContext';
import { renderStorefront, searchHit } from './storefrontRender';

const parking = (hazmat: boolean | null): SearchHit['parking'] => ({ spaces: 20, fit: 'full_rig', max_length_ft: null, fee: 'free', price_minor: null, currency: null, lit: false, fenced: false, camera: false, hazmat, checked_at: null });

const hit = (hazmat: boolean | null): SearchHit => searchHit({ parking: parking(hazmat) });

const driver = (hazmat: boolean) => ({ id: 1, rig: { kind: 'full_rig', length: 70, length_unit: 'ft', length_ft: 70, hazmat }, distance_unit: 'mi' }) as unknown as User;

const render = (node: React.ReactNode, user: User | null = null, lng = 'en') =>
  renderStorefront(
    <SessionContext.Provider value={{ status: user ? 'signedIn' : 'signedOut', user, signIn: () => undefined, signOut: async () => undefined, setUser: () => undefined }}>{node}</SessionContext.Provider>,
    lng,
    ['common', 'search', 'storefront', 'hotel'],
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

describe('a paid lot on the hotel page', () => {
  const paid = { ...parking(null), fee: 'paid' as const, price_minor: 1900, currency: 'CAD' };
  const fee = (withRates: boolean) => {
    const client = new QueryClient();
    if (withRates) client.setQueryData(['settings', 'currency-rates'], { rates: { USD: 1, CAD: 1.4 } });
    const html = renderStorefront(
      <ParkingDetails hotel={{ commercialParkingAvailable: true, parking: paid, parkingDescription: null, parkingDescription_i18n: {}, truckEntrance: null, truckEntrance_i18n: {}, currency: 'CAD' }} />,
      'en',
      ['common', 'hotel'],
      client,
    );
    return /Paid parking[^<]*/.exec(html)?.[0];
  };

  it('converted for the reader, says what the lot charges beside it', () => {
    expect(fee(true)).toBe('Paid parking: $13.57 (CA$19.00) a night');
    // Without the rates, the lot's own price alone.
    expect(fee(false)).toBe('Paid parking: CA$19.00 a night');
  });
});
