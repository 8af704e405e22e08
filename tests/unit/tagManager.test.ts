import { describe, expect, it } from 'vitest';
import { pushPageView, type DataLayerHost } from '@/storefront/analytics/tagManager';

describe('tag manager (spec section 7: the push happens only if an id is configured)', () => {
  const page = (id: string | null, host: DataLayerHost, scripts: string[]) => ({ id, path: '/hotels', host, hasScript: () => scripts.length > 0, addScript: (src: string) => void scripts.push(src) });

  it('loads nothing and pushes nothing without an id', () => {
    const host: DataLayerHost = {};
    const scripts: string[] = [];
    expect(pushPageView(page(null, host, scripts))).toBe(false);
    expect(host.dataLayer).toBeUndefined();
    expect(scripts).toEqual([]);
  });

  it('loads the container once and pushes each page view with an id', () => {
    const host: DataLayerHost = {};
    const scripts: string[] = [];
    pushPageView(page('GTM-AB12CD', host, scripts));
    pushPageView({ ...page('GTM-AB12CD', host, scripts), path: '/faq' });
    expect(scripts).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD']);
    expect(host.dataLayer!.filter((e) => e.event === 'page_view').map((e) => e.page_path)).toEqual(['/hotels', '/faq']);
  });
});
