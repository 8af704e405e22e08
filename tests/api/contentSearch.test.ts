import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type SignedIn, type TestContext } from './harness';

type Group = { name: string; slug: string; data: Record<string, string | number | null>[] };

/** Each content group, the permission that shows it, and what one hit of it reads. */
const groups = [
  { slug: 'advertiserequests', name: 'Advertise requests', view: 'view_advertiserequest' },
  { slug: 'promotions', name: 'Promotions', view: 'view_promotion' },
  { slug: 'testimonials', name: 'Testimonials', view: 'view_testimonial' },
  { slug: 'faq', name: 'FAQ', view: 'view_faq' },
  { slug: 'pages', name: 'Pages', view: 'view_page' },
] as const;

/**
 * Issue 14 item 1: the toolbar's global search (GET /admin/search) finds the content resources too — advertise
 * requests, promotions, testimonials, FAQ entries and pages — each group only for staff who may view its records.
 */
describe('global search: the content groups', () => {
  let t: TestContext;
  let admin: SignedIn;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await setupTestApp();
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    const post = async (url: string, payload: Record<string, unknown>) => {
      const res = await t.request({ method: 'POST', url, payload, token: admin.auth });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: number }).id;
    };
    ids.testimonials = await post('/api/admin/testimonials', { name: 'Zephyra Moss', home_base: 'Tulsa, OK', rating: 5, text: 'Parked right by the door.' });
    ids.promotions = await post('/api/admin/promotions', { title: 'Zephyra weekend nights', summary: 'Two nights for one.', translations: {} });
    ids.faq = await post('/api/admin/faq', { topic: 'parking', question: 'Does Zephyra parking take 53 ft trailers?', answer: '<p>Yes.</p>', position: 0 });
    const pages = (await t.request({ method: 'GET', url: '/api/admin/pages', token: admin.auth })).json() as { data: { id: number; slug: string }[] };
    ids.pages = pages.data.find((p) => p.slug === 'about')!.id;
    const renamed = await t.request({ method: 'PATCH', url: `/api/admin/pages/${ids.pages}`, payload: { title: 'About Zephyra and RigRest' }, token: admin.auth });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const request = await t.db
      .insertInto('advertise_requests')
      .values({ hotel_name: 'Zephyra Lodge', contact_name: 'Pat Lee', email: 'pat@example.com', phone: '+1 417 555 0142', address: '1 Main St', rooms: 40, parking_spaces: 12, message: null, notes: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.advertiserequests = Number(request.id);
  });
  afterAll(() => t?.close());

  const search = async (q: string, auth: Record<string, string>) => {
    const res = await t.request({ method: 'GET', url: `/api/admin/search?q=${encodeURIComponent(q)}`, token: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Group[];
  };

  it('finds each kind of content, in its own group, with the hit’s name and a few facts', async () => {
    const found = await search('zephyra', admin.auth);
    expect(found.map((g) => g.slug)).toEqual(groups.map((g) => g.slug));
    expect(found.map((g) => g.name)).toEqual(groups.map((g) => g.name));
    const bySlug = Object.fromEntries(found.map((g) => [g.slug, g.data]));
    expect(bySlug.advertiserequests).toEqual([{ id: ids.advertiserequests, name: 'Zephyra Lodge', contact_name: 'Pat Lee', status: 'new' }]);
    expect(bySlug.promotions).toEqual([{ id: ids.promotions, name: 'Zephyra weekend nights', brand_name: null }]);
    expect(bySlug.testimonials).toEqual([{ id: ids.testimonials, name: 'Zephyra Moss', home_base: 'Tulsa, OK' }]);
    expect(bySlug.faq).toEqual([{ id: ids.faq, name: 'Does Zephyra parking take 53 ft trailers?', topic: 'parking' }]);
    expect(bySlug.pages).toEqual([{ id: ids.pages, name: 'About Zephyra and RigRest', slug: 'about' }]);
  });

  it('matches other text of the record too: a testimonial’s words, a request’s contact, a promotion’s summary', async () => {
    expect((await search('parked right', admin.auth)).find((g) => g.slug === 'testimonials')?.data.map((r) => r.id)).toEqual([ids.testimonials]);
    expect((await search('pat@example', admin.auth)).find((g) => g.slug === 'advertiserequests')?.data.map((r) => r.id)).toEqual([ids.advertiserequests]);
    expect((await search('two nights for', admin.auth)).find((g) => g.slug === 'promotions')?.data.map((r) => r.id)).toEqual([ids.promotions]);
    // A FAQ entry is found by its question, not by its answer's markup.
    expect((await search('<p>', admin.auth)).find((g) => g.slug === 'faq')).toBeUndefined();
  });

  it.each(groups)('leaves out $slug for staff without $view, and shows it to staff with only it', async ({ slug, view }) => {
    const others = groups.filter((g) => g.view !== view).map((g) => g.view);
    await t.createRole(`All content but ${slug}`, ['access_admin_dashboard', ...others]);
    await t.createRole(`Only ${slug}`, ['access_admin_dashboard', view]);
    const without = await t.signedIn({ email: `no-${slug}@example.com`, role: `All content but ${slug}` });
    const only = await t.signedIn({ email: `only-${slug}@example.com`, role: `Only ${slug}` });
    const seen = (await search('zephyra', without.auth)).map((g) => g.slug);
    expect(seen).not.toContain(slug);
    expect(seen).toEqual(groups.filter((g) => g.slug !== slug).map((g) => g.slug));
    expect((await search('zephyra', only.auth)).map((g) => g.slug)).toEqual([slug]);
  });

  it('shows no content group to staff who may view none of it', async () => {
    await t.createRole('Desk only', ['access_admin_dashboard']);
    const desk = await t.signedIn({ email: 'desk@example.com', role: 'Desk only' });
    expect(await search('zephyra', desk.auth)).toEqual([]);
  });

  it('names the groups in the searcher’s language', async () => {
    const res = await t.request({ method: 'GET', url: '/api/admin/search?q=zephyra', token: admin.auth, headers: { 'accept-language': 'de' } });
    expect((res.json().data as Group[]).map((g) => g.name)).toEqual(['Werbeanfragen', 'Aktionen', 'Erfahrungsberichte', 'FAQ', 'Seiten']);
  });
});
