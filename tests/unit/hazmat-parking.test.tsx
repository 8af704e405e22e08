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
