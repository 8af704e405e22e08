import { describe, expect, it } from 'vitest';
import type { SearchHit } from '@/api';
import { DemoNotice } from '@/storefront/hotel/DemoMark';
import { ResultCard } from '@/storefront/search/ResultCard';
import { renderStorefront as render, searchHit } from './storefrontRender';

const hit = (demo: boolean): SearchHit => searchHit({ demo });

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
