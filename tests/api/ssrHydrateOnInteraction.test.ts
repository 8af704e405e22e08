import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeInventory } from './fakeInventory';
import { addTestHotel, day } from './hotelFixtures';
import { setupTestApp, siteApp, type TestContext } from './harness';

/**
 * Issue 11 item 3: a search page and a hotel page the server drew complete (the search or the rooms' live check
 * finished within the render) load the app on the visitor's first interaction — their payload tag says so (with
 * 'units': a browser reading distances in another unit loads it at once, src/main.tsx); one still waiting for a
 * supplier is drawn as far as it got and loads the app at once, so the browser polls.
 */
describe('server-rendered search and hotel pages that load the app on the first interaction', () => {
  let t: TestContext;
  let site: Awaited<ReturnType<typeof siteApp>>;
  let inv: ReturnType<typeof fakeInventory>;
  let local: { slug: string };
  let derby: { slug: string };
  let cities: { name: string; code: string; lat: number; lng: number }[];
  const stay = `checkIn=${day(10)}&checkOut=${day(11)}`;
  const searchUrl = (city: { name: string; code: string }) => `/hotels?${new URLSearchParams({ city: city.name, province: city.code }).toString()}&${stay}`;
  const MARKER = /<script type="application\/json" id="rigrest-ssr" data-hydrate-on-interaction="units">/;
  const payloadTag = (html: string) => /<script type="application\/json" id="rigrest-ssr"[^>]*>/.exec(html)?.[0] ?? '';

  beforeAll(async () => {
    inv = fakeInventory();
    // The suppliers may take longer than the render's data budget (below): a gated answer keeps a search running.
    t = await setupTestApp({ SEARCH_SUPPLIER_BUDGET_MS: '15000', LIVE_CHECK_BUDGET_MS: '15000' }, { suppliers: { content: null as never, inventory: inv.supplier }, runWorker: false });
    // Two cities far apart: one with a hotel of our own inventory, one with a supplier's.
    const rows = await t.db
      .selectFrom('cities')
      .innerJoin('states', 'states.id', 'cities.state_id')
      .select(['cities.name', 'states.code', 'cities.latitude', 'cities.longitude'])
      .where('states.code', 'in', ['MO', 'WA'])
      .where('cities.latitude', 'is not', null)
      .orderBy('states.code')
      .orderBy('cities.id')
      .execute();
    cities = ['MO', 'WA'].map((code) => {
      const c = rows.find((r) => r.code === code)!;
      return { name: c.name, code, lat: c.latitude!, lng: c.longitude! };
    });
    const [near, far] = cities as [(typeof cities)[number], (typeof cities)[number]];
    local = await addTestHotel(t.db, { name: 'Quiet Rig Inn', city: near.name, province: 'MO', country: 'United States', lat: near.lat + 0.02, lng: near.lng });
    derby = await addTestHotel(t.db, { name: 'Supplier Rig Lodge', city: far.name, province: 'WA', country: 'United States', lat: far.lat + 0.02, lng: far.lng, derbyId: 'DS-HY' });
    inv.state.prices.set('DS-HY', 120);
    const { render } = await import('@/entry-server');
    site = await siteApp(t, { suppliers: { content: null as never, inventory: inv.supplier }, ssr: { render, timeoutMs: 20_000, dataBudgetMs: 6000 } });
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await t?.close();
  });
  beforeEach(() => {
    inv.state.gate = null;
  });

  it('marks a finished search with its first page of results in the HTML', async () => {
    const res = await site.app.inject({ method: 'GET', url: searchUrl(cities[0]!) });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.body).toMatch(/<div id="root">.*Quiet Rig Inn/s);
    expect(res.body).toMatch(MARKER);
    // The page has no app preload links (the app waits for the visitor) and lays out for phone and desktop by CSS:
    // the desktop's map box is there, waiting.
    expect(res.body).not.toContain('data-app-preload');
    expect(res.body).toContain('data-testid="search-map-placeholder"');
  }, 60_000);

  it('does not mark a search still waiting for a supplier: the page loads the app at once and polls', async () => {
    let release!: () => void;
    inv.state.gate = new Promise<void>((r) => (release = r));
    try {
      const res = await site.app.inject({ method: 'GET', url: searchUrl(cities[1]!) });
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/<div id="root">.*Supplier Rig Lodge/s);
      expect(payloadTag(res.body)).toBe('<script type="application/json" id="rigrest-ssr">');
    } finally {
      release();
    }
    // Once the supplier answers, the same search is drawn complete and marked.
    const again = await site.app.inject({ method: 'GET', url: searchUrl(cities[1]!) });
    expect(again.body).toMatch(MARKER);
  }, 60_000);

  it('marks a hotel page whose rooms were checked within the render, with their prices in the HTML', async () => {
    const res = await site.app.inject({ method: 'GET', url: `/hotels/${local.slug}?${stay}` });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.body).toMatch(MARKER);
    // The rooms and the phone's price bar with their prices, not "Checking prices…".
    expect(res.body).toMatch(/data-testid="room-offers"[^>]*>.*King room.*\$89/s);
    expect(res.body).toMatch(/data-testid="price-bar-text">From \$89/);
  }, 60_000);

  it('does not check a supplier hotel in the render (a crawler must not shop the supplier): the browser checks it at once', async () => {
    const calls = inv.state.calls;
    const checks = () => t.db.selectFrom('lookups').select('token').where('kind', '=', 'live_check').execute();
    const before = (await checks()).length;
    const res = await site.app.inject({ method: 'GET', url: `/hotels/${derby.slug}?${stay}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<h1[^>]*>Supplier Rig Lodge<\/h1>/);
    expect(res.body).toContain('data-testid="price-bar-text">Checking prices…<');
    expect(payloadTag(res.body)).toBe('<script type="application/json" id="rigrest-ssr">');
    expect(inv.state.calls).toBe(calls);
    expect((await checks()).length).toBe(before);
  }, 60_000);

  it('does not mark a page whose stay the browser corrects at once (a past check-in in the link)', async () => {
    const past = `checkIn=${day(-3)}&checkOut=${day(-2)}`;
    const search = await site.app.inject({ method: 'GET', url: searchUrl(cities[0]!).replace(stay, past) });
    expect(search.statusCode).toBe(200);
    expect(search.body).toMatch(/<div id="root">.*Quiet Rig Inn/s);
    expect(payloadTag(search.body)).toBe('<script type="application/json" id="rigrest-ssr">');
    const hotel = await site.app.inject({ method: 'GET', url: `/hotels/${local.slug}?${past}` });
    expect(hotel.statusCode).toBe(200);
    expect(payloadTag(hotel.body)).toBe('<script type="application/json" id="rigrest-ssr">');
  }, 60_000);

  it('never marks a page that is not a search, a hotel or the home page', async () => {
    const res = await site.app.inject({ method: 'GET', url: '/faq' });
    expect(payloadTag(res.body)).toBe('<script type="application/json" id="rigrest-ssr">');
  }, 60_000);
});
