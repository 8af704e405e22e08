import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBrandsAndAmenities } from '@server/db/seed/catalog';
import { setupTestApp, siteApp, type SignedIn, type TestContext } from './harness';

/** The JSON-LD blocks of a page, parsed as a crawler would. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}
const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('hotel pages carry search-engine data in the served HTML', () => {
  let t: TestContext;
  let site: Awaited<ReturnType<typeof siteApp>>;
  let admin: SignedIn;
  const hostile = 'Rig </script><script>alert("x")</script> & "Quotes" $& Inn';

  beforeAll(async () => {
    t = await setupTestApp({ PUBLIC_URL: 'https://rigrest.example/' });
    await seedBrandsAndAmenities(t.db);
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    site = await siteApp(t);
  });
  afterAll(async () => {
    await site?.close();
    await t.close();
  });

  const create = async (body: Record<string, unknown>) => {
    const res = await t.request({ method: 'POST', url: '/api/admin/hotels', payload: body, token: admin.auth });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; slug: string };
  };
  const amenityIds = async () => (await t.db.selectFrom('amenities').select('id').orderBy('id').limit(2).execute()).map((a) => a.id);

  it('puts title, description, canonical and a schema.org Hotel into /hotels/{slug}', async () => {
    const brand = await t.db.selectFrom('brands').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const hotel = await create({
      hotelName: 'Super 8 Joplin',
      brand_id: brand.id,
      address: '2830 E 36th St',
      city: 'Joplin',
      province: 'MO',
      postal_code: '64804',
      country: 'US',
      latitude: 37.05,
      longitude: -94.48,
      phone: '+1 417 555 0100',
      website: 'https://super8.example',
      description: `<p>Big lot off I-44.</p> ${words}`,
      interstate_hwy: 'I-44',
      amenity_ids: await amenityIds(),
      parking: { spaces: 40, fit: 'full_rig', max_length_ft: 75, fee: 'free', lit: true },
    });
    await t.db.insertInto('hotel_pictures').values({ hotel_id: hotel.id, room_id: null, url: '/media/demo/1-0.svg', caption: 'Front', supplier_ref: null }).execute();

    const res = await site.app.inject({ method: 'GET', url: `/hotels/${hotel.slug}?checkIn=2030-01-01` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = head(res.body);
    expect(html).toContain('<title>Super 8 Joplin - RigRest</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(description.startsWith('Big lot off I-44. word0 word1')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(html).toContain(`<link rel="canonical" href="https://rigrest.example/hotels/${hotel.slug}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="de" href="https://rigrest.example/de/hotels/${hotel.slug}">`);
    expect(html).toContain('<link rel="preload" as="image" href="/media/demo/1-0.svg" fetchpriority="high">');
    // The runtime config is still there for the app.
    expect(html).toContain('<meta name="rigrest-config"');

    const [ld] = jsonLd(res.body);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: 'Super 8 Joplin',
      url: `https://rigrest.example/hotels/${hotel.slug}`,
      telephone: '+1 417 555 0100',
      image: ['https://rigrest.example/media/demo/1-0.svg'],
      address: { '@type': 'PostalAddress', streetAddress: '2830 E 36th St', addressLocality: 'Joplin', addressRegion: 'MO', postalCode: '64804', addressCountry: 'US' },
      geo: { '@type': 'GeoCoordinates', latitude: 37.05, longitude: -94.48 },
      brand: { '@type': 'Brand', name: brand.name },
    });
    expect(ld).not.toHaveProperty('starRating');
    const features = (ld!.amenityFeature as { name: string; value: unknown }[]).map((f) => f.name);
    expect(features).toEqual(expect.arrayContaining(['Truck parking', 'Fits a full rig', 'Free truck parking']));
    expect(features.length).toBeGreaterThanOrEqual(5);
  });

  it('language-prefixed pages get their own canonical and language; an id finds the hotel too', async () => {
    const hotel = await create({ hotelName: 'Motel 6 Tulsa', city: 'Tulsa', province: 'OK', country: 'US' });
    const res = await site.app.inject({ method: 'GET', url: `/ar/hotels/${hotel.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain(`<link rel="canonical" href="https://rigrest.example/ar/hotels/${hotel.slug}">`);
    // No description written: the name and place stand in.
    expect(res.body).toContain('<meta name="description" content="Motel 6 Tulsa, Tulsa, OK, US" />');
    const byId = await site.app.inject({ method: 'GET', url: `/hotels/${hotel.id}` });
    expect(byId.statusCode).toBe(200);
    expect(byId.body).toContain(`<link rel="canonical" href="https://rigrest.example/hotels/${hotel.slug}">`);
  });

  it('escapes a hostile name and description so nothing breaks out of the tags', async () => {
    const hotel = await create({ hotelName: hostile, city: 'Joplin', description: 'Says "hi" </script><!-- & <b>bold</b> \u2028 line' });
    const res = await site.app.inject({ method: 'GET', url: `/hotels/${hotel.slug}` });
    expect(res.statusCode).toBe(200);
    const html = head(res.body);
    // Exactly the template's one module script plus ours; no injected <script>.
    expect(html.match(/<script/g)?.length ?? 0).toBeLessThanOrEqual(2);
    expect(res.body).not.toContain('<script>alert');
    expect(html).toContain('<title>Rig &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Quotes&quot; $&amp; Inn - RigRest</title>');
    const ldText = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.body)![1]!;
    expect(ldText).not.toMatch(/[<>]|\u2028/);
    const [ld] = jsonLd(res.body);
    expect(ld!.name).toBe(hostile);
    expect(ld!.description).toBe('Says "hi" <!-- & bold line');
    expect(/<meta name="description" content="([^"]*)"/.exec(html)![1]).toBe('Says &quot;hi&quot; &lt;!-- &amp; bold line');
  });

  it('shows the phone only when the hotel shows it', async () => {
    const hotel = await create({ hotelName: 'Quiet Inn', city: 'Joplin', phone: '+1 417 555 0199', showContactInfo: false });
    const res = await site.app.inject({ method: 'GET', url: `/hotels/${hotel.slug}` });
    expect(res.body).not.toContain('555 0199');
    expect(jsonLd(res.body)[0]).not.toHaveProperty('telephone');
  });

  it('answers an unknown or inactive hotel with the app and a 404 status', async () => {
    const missing = await site.app.inject({ method: 'GET', url: '/hotels/no-such-hotel' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain('<div id="root"></div>');
    expect(jsonLd(missing.body)).toEqual([]);
    expect((await site.app.inject({ method: 'GET', url: '/de/hotels/no-such-hotel' })).statusCode).toBe(404);

    const hidden = await create({ hotelName: 'Closed Inn', city: 'Joplin', status: 'inactive' });
    expect((await site.app.inject({ method: 'GET', url: `/hotels/${hidden.slug}` })).statusCode).toBe(404);
  });

  it('leaves other paths as they were', async () => {
    const reservation = await site.app.inject({ method: 'GET', url: '/hotels/reservation' });
    expect(reservation.statusCode).toBe(200);
    expect(jsonLd(reservation.body)).toEqual([]);
    // Not a language: with the server renderer, the not-found page and a 404 (tests/api/ssr.test.ts); this site has
    // only the client shell, which the browser draws. The API keeps its JSON 404.
    expect((await site.app.inject({ method: 'GET', url: '/xx/hotels/anything' })).headers['content-type']).toContain('text/html');
    const api = await site.app.inject({ method: 'GET', url: '/api/hotels/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    const home = await site.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<title>Home - RigRest</title>');
  });
});
