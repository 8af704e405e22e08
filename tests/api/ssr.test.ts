import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { PRIMARY } from '@/brandColour';
import type { RenderPage, SsrOptions } from '@server/plugins/ssr';
import { setupTestApp, siteDirectory, type SignedIn, type TestContext } from './harness';

/**
 * Issue 11 item 1 (server-rendered pages, and the client shell when rendering fails or is slow) and issue 12 item 12
 * (404 for unknown pages and hotels, 301 for a hotel's old address), through the real page handler; the last block
 * renders with the storefront's own renderer (src/entry-server.tsx) from source.
 */
describe('server-rendered pages', () => {
  let t: TestContext;
  let admin: SignedIn;
  let siteFiles: ReturnType<typeof siteDirectory>;
  let siteDir: string;
  const sites: FastifyInstance[] = [];

  beforeAll(async () => {
    t = await setupTestApp({ PUBLIC_URL: 'https://rigrest.example' });
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    siteFiles = siteDirectory();
    siteDir = siteFiles.dir;
  });
  afterAll(async () => {
    for (const site of sites) await site.close();
    await t?.close();
    siteFiles?.remove();
  });

  const siteWith = async (ssr: Partial<SsrOptions>) => {
    const site = await buildApp({ config: t.config, db: t.db, mailer: t.mail, serveSite: true, runWorker: false, ssr });
    await site.ready();
    sites.push(site);
    return site;
  };
  const createHotel = async (body: Record<string, unknown>) => {
    const res = await t.request({ method: 'POST', url: '/api/admin/hotels', payload: { city: 'Joplin', country: 'US', ...body }, token: admin.auth });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; slug: string };
  };

  it('puts what the renderer drew into the page, with its status, title, language and head', async () => {
    const calls: Parameters<RenderPage>[0][] = [];
    const site = await siteWith({
      render: async (input) => {
        calls.push(input);
        return { status: input.url.includes('nope') ? 404 : 200, html: '<main><h1>Drawn</h1></main>', styles: '<style data-emotion="mui x">a{}</style>', payload: '<script type="application/json" id="rigrest-ssr">{}</script>', title: 'Preguntas - RigRest', description: 'Hoteles & más', hotel: null, hydrateOnInteraction: false };
      },
    });
    const res = await site.inject({ method: 'GET', url: '/es/faq?x=1' });
    expect(res.statusCode).toBe(200);
    expect(calls[0]).toMatchObject({ url: '/es/faq?x=1', locale: 'es' });
    expect(res.body).toContain('<html lang="es" dir="ltr">');
    expect(res.body).toContain('<title>Preguntas - RigRest</title>');
    expect(res.body).toContain('<meta name="description" content="Hoteles &amp; más" />');
    expect(res.body).toContain('<link rel="canonical" href="https://rigrest.example/es/faq">');
    expect(res.body).toContain('<link rel="alternate" hreflang="ar" href="https://rigrest.example/ar/faq">');
    expect(res.body).toContain('<link rel="alternate" hreflang="x-default" href="https://rigrest.example/faq">');
    expect(res.body).toContain('<div id="root"><main><h1>Drawn</h1></main></div>');
    expect(res.body).toContain('<script type="application/json" id="rigrest-ssr">{}</script>');
    expect(res.body.indexOf('<style data-emotion')).toBeLessThan(res.body.indexOf('</head>'));
    // The renderer's page status is the answer's.
    expect((await site.inject({ method: 'GET', url: '/nope' })).statusCode).toBe(404);
  });

  it('compresses a page for a browser that takes it, and leaves the API\'s and the uploads\' unknown addresses to the not-found handler', async () => {
    const site = await siteWith({ render: async () => ({ status: 200, html: `<main>${'<p>Truck parking</p>'.repeat(500)}</main>`, styles: '', payload: '', title: null, description: '', hotel: null, hydrateOnInteraction: false }) });
    const br = await site.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(2_000);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<p>Truck parking</p><p>Truck parking</p>');
    const gz = await site.inject({ method: 'GET', url: '/es/faq', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<html lang="es"');
    const plain = await site.inject({ method: 'GET', url: '/faq' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<p>Truck parking</p>');
    expect((await site.inject({ method: 'HEAD', url: '/faq' })).statusCode).toBe(200);
    const api = await site.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ message: expect.any(String) });
    expect((await site.inject({ method: 'GET', url: '/uploads/no-such-file.jpg' })).statusCode).toBe(404);
  });

  it("sends a page that loads the app on the first interaction without the app's preload links, others with them, the back office without the storefront's and the storefront without the back office's", async () => {
    const preloads =
      '    <link rel="modulepreload" crossorigin href="/assets/boot.js" data-app-preload>\n    <link rel="modulepreload" crossorigin href="/assets/StorefrontApp.js" data-app-preload data-storefront-preload>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/AdminApp.js" data-app-preload data-admin-preload>\n';
    copyFileSync(path.resolve('index.html'), path.join(siteDir, 'index.html'));
    const template = readFileSync(path.join(siteDir, 'index.html'), 'utf8');
    writeFileSync(path.join(siteDir, 'index.html'), template.replace('</head>', `${preloads}  </head>`));
    try {
      const site = await siteWith({
        render: async (input) => ({ status: 200, html: '<h1>Drawn</h1>', styles: '', payload: '', title: null, description: '', hotel: null, hydrateOnInteraction: input.url === '/' }),
      });
      const home = await site.inject({ method: 'GET', url: '/' });
      expect(home.body).toContain('<div id="root"><h1>Drawn</h1></div>');
      expect(home.body).not.toContain('modulepreload');
      expect(home.body).toContain('<script type="module"');
      const faq = await site.inject({ method: 'GET', url: '/faq' });
      expect(faq.body).toContain('href="/assets/boot.js" data-app-preload>');
      expect(faq.body).toContain('href="/assets/StorefrontApp.js" data-app-preload data-storefront-preload>');
      expect(faq.body).not.toContain('AdminApp.js');
      // A page the storefront draws in the browser alone (its client shell) is not sent the back office's either.
      expect((await site.inject({ method: 'GET', url: '/profile' })).body).not.toContain('AdminApp.js');
      // The back office is sent the app's start, not the storefront's chunks.
      const admin = await site.inject({ method: 'GET', url: '/admin/hotels' });
      expect(admin.body).toContain('href="/assets/boot.js" data-app-preload>');
      expect(admin.body).not.toContain('StorefrontApp.js');
      expect(admin.body).toContain('href="/assets/AdminApp.js" data-app-preload data-admin-preload>');
      // Until the back office has drawn, its page shows the app's first loader, in the brand colour (not a blank page).
      expect(admin.body).toMatch(/<div id="root"><div [^>]*><svg role="progressbar" aria-label="Loading…"/);
      expect(admin.body).toContain(`color:${PRIMARY}`);
      // In the page's language.
      expect((await site.inject({ method: 'GET', url: '/de/admin/hotels' })).body).toContain('<svg role="progressbar" aria-label="Wird geladen…"');
      expect(faq.body).not.toContain('role="progressbar"');
    } finally {
      writeFileSync(path.join(siteDir, 'index.html'), template);
    }
  });

  it('sends /favicon.ico, which browsers ask for whatever the page says, to the SVG icon', async () => {
    const site = await siteWith({ render: async () => ({ status: 200, html: '<main></main>', styles: '', payload: '', title: null, description: '', hotel: null, hydrateOnInteraction: false }) });
    const res = await site.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
  });

  it('answers the client shell, in the page language, when rendering throws', async () => {
    const site = await siteWith({
      render: () => Promise.reject(new Error('boom')),
    });
    const res = await site.inject({ method: 'GET', url: '/ar/faq' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<script type="module"');
    expect(res.body).toContain('<link rel="canonical" href="https://rigrest.example/ar/faq">');
    expect(res.body).not.toContain('rigrest-ssr');
  });

  it('answers the client shell when rendering takes too long', async () => {
    const site = await siteWith({ render: () => new Promise(() => {}), timeoutMs: 150 });
    const started = Date.now();
    const res = await site.inject({ method: 'GET', url: '/de' });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="de" dir="ltr">');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('never renders the admin or the signed-in pages on the server', async () => {
    let rendered = 0;
    const site = await siteWith({
      render: async () => {
        rendered += 1;
        throw new Error('not expected');
      },
    });
    for (const url of ['/admin', '/admin/hotels', '/auth/login', '/de/profile', '/book/history', '/hotels/reservation/x']) {
      const res = await site.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      // The back office's pages hold only the app's first loader (the server draws nothing of the app).
      expect(res.body, url).toMatch(url.startsWith('/admin') ? /<div id="root"><div [^>]*><svg role="progressbar"[^]*?<\/svg><style>[^<]*<\/style><\/div><\/div>/ : /<div id="root"><\/div>/);
    }
    expect(rendered).toBe(0);
  });

  it('moves an old hotel address (301), answers an unknown hotel and a missing file with 404, and /en/ without its prefix', async () => {
    const site = await siteWith({ render: null });
    const hotel = await createHotel({ hotelName: 'Moving Inn' });
    const patch = await t.request({ method: 'PATCH', url: `/api/admin/hotels/${hotel.id}`, payload: { slug: 'moving-inn-joplin-new' }, token: admin.auth });
    expect(patch.statusCode, patch.body).toBe(200);

    const moved = await site.inject({ method: 'GET', url: `/de/hotels/${hotel.slug}?checkIn=2030-01-02` });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/de/hotels/moving-inn-joplin-new?checkIn=2030-01-02');
    const current = await site.inject({ method: 'GET', url: '/hotels/moving-inn-joplin-new' });
    expect(current.statusCode).toBe(200);
    expect(current.body).toContain('<title>Moving Inn - RigRest</title>');

    expect((await site.inject({ method: 'GET', url: '/hotels/no-such-hotel' })).statusCode).toBe(404);
    expect((await site.inject({ method: 'GET', url: '/tiles/1/2/3.png' })).statusCode).toBe(404);
    const english = await site.inject({ method: 'GET', url: '/en/faq?a=b' });
    expect(english.statusCode).toBe(301);
    expect(english.headers.location).toBe('/faq?a=b');
    // A reader's chosen language (the switcher's cookie) takes an unprefixed address to its own.
    const remembered = await site.inject({ method: 'GET', url: '/brands', headers: { cookie: 'rigrest_locale=pl' } });
    expect(remembered.statusCode).toBe(302);
    expect(remembered.headers.location).toBe('/pl/brands');
  });

  describe('with the storefront renderer', () => {
    let site: FastifyInstance;
    beforeAll(async () => {
      const { render } = await import('@/entry-server');
      site = await siteWith({ render, timeoutMs: 20_000, dataBudgetMs: 10_000 });
    }, 120_000);

    it('renders a hotel page with the hotel, in the language asked for, and hands its data to the browser', async () => {
      const hotel = await createHotel({ hotelName: 'Rendered Rig Inn', description: 'Room for 40 rigs.' });
      const res = await site.inject({ method: 'GET', url: `/fr/hotels/${hotel.slug}` });
      expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
      expect(res.body).toContain('<html lang="fr" dir="ltr">');
      expect(res.body).toMatch(/<div id="root">.*<h1[^>]*>Rendered Rig Inn<\/h1>/s);
      expect(res.body).toContain('<title>Rendered Rig Inn - RigRest</title>');
      const payload = JSON.parse(/<script type="application\/json" id="rigrest-ssr"[^>]*>(.*?)<\/script>/s.exec(res.body)![1]!) as {
        locale: string;
        resources: Record<string, Record<string, unknown>>;
        queries: { queries: { queryKey: unknown[]; state: { data?: { hotelName?: string } } }[] };
      };
      expect(payload.locale).toBe('fr');
      expect(Object.keys(payload.resources.fr ?? {})).toEqual(expect.arrayContaining(['common', 'storefront', 'hotel']));
      expect(payload.queries.queries.find((q) => q.queryKey[0] === 'hotel')?.state.data?.hotelName).toBe('Rendered Rig Inn');
    }, 60_000);

    it('marks the home page, and only such pages, to load the app on the first interaction', async () => {
      const home = await site.inject({ method: 'GET', url: '/de' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toMatch(/<script type="application\/json" id="rigrest-ssr" data-hydrate-on-interaction>/);
      const faq = await site.inject({ method: 'GET', url: '/faq' });
      expect(faq.body).toContain('<script type="application/json" id="rigrest-ssr">');
    }, 60_000);

    it('renders the page for hotel owners and its plans (issue 14), in the language asked for, leading to /advertise', async () => {
      const landing = await site.inject({ method: 'GET', url: '/de/landing' });
      expect(landing.statusCode, landing.body.slice(0, 500)).toBe(200);
      expect(landing.body).toContain('<html lang="de" dir="ltr">');
      expect(landing.body).toContain('<title>Füllen Sie Ihre Zimmer mit Lkw-Fahrern - RigRest</title>');
      expect(landing.body).toMatch(/<div id="root">.*<h1[^>]*>Füllen Sie Ihre Zimmer mit Lkw-Fahrern<\/h1>/s);
      expect(landing.body).toContain('Warum RigRest');
      expect(landing.body).toMatch(/<a[^>]*href="\/de\/advertise"/);
      expect(landing.body).toMatch(/<a[^>]*href="\/de\/landing\/pricing"/);
      expect(landing.body).toContain('<link rel="canonical" href="https://rigrest.example/de/landing">');

      const pricing = await site.inject({ method: 'GET', url: '/landing/pricing' });
      expect(pricing.statusCode).toBe(200);
      expect(pricing.body).toContain('<title>Advertising plans - RigRest</title>');
      for (const plan of ['listing', 'featured', 'premium']) expect(pricing.body).toContain(`data-testid="plan-${plan}"`);
      expect(pricing.body).toContain('data-testid="demo-notice"');
      expect(pricing.body).toMatch(/<a[^>]*href="\/advertise"/);
    }, 60_000);

    it('renders the help centre from the published FAQ, with its contact form, and the coming-soon page naming the section', async () => {
      const faq = await t.request({ method: 'POST', url: '/api/admin/faq', payload: { topic: 'parking', question: 'Where do I park a 53 ft trailer?', answer: '<p>Look for full-rig parking.</p>', position: 0 }, token: admin.auth });
      expect(faq.statusCode, faq.body).toBe(201);
      const help = await site.inject({ method: 'GET', url: '/utility/help' });
      expect(help.statusCode).toBe(200);
      expect(help.body).toContain('<title>Help centre - RigRest</title>');
      expect(help.body).toMatch(/<div id="root">.*Where do I park a 53 ft trailer\?/s);
      expect(help.body).toMatch(/<form[^>]*aria-labelledby="help-contact"/);

      const soon = await site.inject({ method: 'GET', url: '/es/utility/coming-soon?item=promotions' });
      expect(soon.statusCode).toBe(200);
      expect(soon.body).toMatch(/<h1[^>]*>Promociones: próximamente<\/h1>/);
    }, 60_000);

    it('renders an unknown page and an unknown hotel as 404 pages', async () => {
      const unknown = await site.inject({ method: 'GET', url: '/ar/no-such-page' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('<html lang="ar" dir="rtl">');
      expect(unknown.body).toMatch(/<div id="root">.*404/s);
      expect(unknown.body).toContain('data-emotion="mui-rtl');
      const hotel = await site.inject({ method: 'GET', url: '/hotels/no-such-hotel' });
      expect(hotel.statusCode).toBe(404);
      expect(hotel.body).toMatch(/<div id="root">.*<h1/s);
    }, 60_000);
  });
});
