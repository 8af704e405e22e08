import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '@/api/schemas/settings';
import { setupTestApp, siteApp, type SignedIn, type TestContext } from './harness';

const { updated_at: _, ...siteDefaults } = defaultSiteSettings;

/** Every <script type="application/ld+json"> of the served page's <head>, its id and its data as a parser reads it. */
function jsonLd(html: string): { id: string | null; data: Record<string, unknown>; raw: string }[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<script type="application\/ld\+json"(?: id="([^"]*)")?>([\s\S]*?)<\/script>/g)].map((m) => ({ id: m[1] ?? null, raw: m[2]!, data: JSON.parse(m[2]!) as Record<string, unknown> }));
}

type Question = { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } };

/**
 * Issue 14 item 2: /faq carries schema.org FAQPage and /about schema.org Organization in the HTML the server sends
 * (a crawler reads them without running the app), in the page's language, escaped so no text closes the script.
 */
describe('schema.org data of /faq and /about in the served page', () => {
  let t: TestContext;
  let admin: SignedIn;
  let served: Awaited<ReturnType<typeof siteApp>>;

  beforeAll(async () => {
    t = await setupTestApp({ PUBLIC_URL: 'https://rigrest.example' });
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    // No renderer: the data must not depend on the page being drawn (the shell carries it too).
    served = await siteApp(t, { ssr: { render: null } });
  });
  afterAll(async () => {
    await served?.close();
    await t?.close();
  });

  const addFaq = async (body: Record<string, unknown>) => {
    const res = await t.request({ method: 'POST', url: '/api/admin/faq', payload: { topic: 'parking', position: 0, ...body }, token: admin.auth });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };
  const faqPage = async (url: string) => {
    const res = await served.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const scripts = jsonLd(res.body);
    expect(scripts.map((s) => s.id)).toEqual(['jsonld-faq']);
    const data = scripts[0]!.data as { '@context': string; '@type': string; mainEntity: Question[] };
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage' });
    return { data, raw: scripts[0]!.raw };
  };

  it('/faq: every published question with its answer, in the reader’s language (English where none), none unpublished', async () => {
    await addFaq({
      question: 'Can a 53 ft trailer park overnight?',
      answer: '<p>Yes, <strong>behind the hotel</strong>.</p>',
      translations: { de: { question: 'Darf ein 53-Fuß-Auflieger über Nacht parken?', answer: '<p>Ja, hinter dem Hotel.</p>' } },
    });
    await addFaq({ question: 'Hidden draft question?', answer: '<p>Not yet.</p>', published: false });

    const en = await faqPage('/faq');
    const mine = en.data.mainEntity.find((q) => q.name === 'Can a 53 ft trailer park overnight?');
    expect(mine).toEqual({ '@type': 'Question', name: 'Can a 53 ft trailer park overnight?', acceptedAnswer: { '@type': 'Answer', text: '<p>Yes, <strong>behind the hotel</strong>.</p>' } });
    expect(en.data.mainEntity.map((q) => q.name)).not.toContain('Hidden draft question?');
    // As many questions as the public list has.
    const listed = (await t.request({ method: 'GET', url: '/api/faq?limit=500' })).json() as { data: unknown[] };
    expect(en.data.mainEntity).toHaveLength(listed.data.length);

    const de = await faqPage('/de/faq');
    expect(de.data.mainEntity.find((q) => q.name === 'Darf ein 53-Fuß-Auflieger über Nacht parken?')?.acceptedAnswer.text).toBe('<p>Ja, hinter dem Hotel.</p>');
    expect(de.data.mainEntity.map((q) => q.name)).not.toContain('Can a 53 ft trailer park overnight?');
    // An entry with no German text reads English on /de/faq.
    const fr = await faqPage('/fr/faq');
    expect(fr.data.mainEntity.map((q) => q.name)).toContain('Can a 53 ft trailer park overnight?');
  });

  it('/faq: a question written to close the script stays inside it, and an answer’s script is gone', async () => {
    const question = 'Is </script><script>alert(1)</script> <!-- allowed & fine?';
    await addFaq({ question, answer: '<p>Ask us<script>alert(2)</script><img src=x onerror="alert(3)"></p>', translations: {} });
    const { data, raw } = await faqPage('/faq');
    expect(raw).not.toMatch(/<\/script|<script|<!--/i);
    expect(raw).not.toContain('&');
    const entry = data.mainEntity.find((q) => q.name === question);
    // Read back by a JSON parser, the text is what staff wrote.
    expect(entry?.name).toBe(question);
    expect(entry?.acceptedAnswer.text).not.toMatch(/<script|onerror/i);
    expect(entry?.acceptedAnswer.text).toContain('Ask us');
  });

  it('/about: the Organization, with the contacts and profiles of the site settings; other pages carry neither', async () => {
    const settings = { ...siteDefaults, social_links: { facebook: 'https://facebook.com/rigrest-test', x: null, instagram: null, linkedin: 'https://linkedin.com/company/rigrest-test', youtube: null } };
    const saved = await t.request({ method: 'PUT', url: '/api/admin/settings/site', payload: settings, token: admin.auth });
    expect(saved.statusCode, saved.body).toBe(200);

    for (const url of ['/about', '/ar/about']) {
      const res = await served.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const scripts = jsonLd(res.body);
      expect(scripts.map((s) => s.id), url).toEqual(['jsonld-page-about']);
      const org = scripts[0]!.data;
      expect(org).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: 'RigRest', url: 'https://rigrest.example/', logo: 'https://rigrest.example/favicon.svg' });
      expect(org.sameAs).toEqual(['https://facebook.com/rigrest-test', 'https://linkedin.com/company/rigrest-test']);
      expect(org.email).toBe(siteDefaults.support_email);
      expect(org.contactPoint).toContainEqual(expect.objectContaining({ '@type': 'ContactPoint', telephone: siteDefaults.support_phones.tollFree }));
    }

    for (const url of ['/terms', '/privacy', '/promotions', '/de/brands']) {
      const res = await served.app.inject({ method: 'GET', url });
      expect(jsonLd(res.body), url).toEqual([]);
    }
  });

  it('leaves the data out while the storefront is in maintenance (the page is the maintenance page)', async () => {
    const on = await t.request({ method: 'PUT', url: '/api/admin/settings/site', payload: { ...siteDefaults, maintenance: { enabled: true, message: null, retry_after_minutes: 5 } }, token: admin.auth });
    expect(on.statusCode, on.body).toBe(200);
    try {
      // The settings are kept a few seconds per process: the site app shares the test app's database.
      await expect.poll(async () => (await served.app.inject({ method: 'GET', url: '/faq' })).statusCode, { timeout: 10_000, interval: 250 }).toBe(503);
      const res = await served.app.inject({ method: 'GET', url: '/faq' });
      expect(jsonLd(res.body)).toEqual([]);
    } finally {
      const off = await t.request({ method: 'PUT', url: '/api/admin/settings/site', payload: siteDefaults, token: admin.auth });
      expect(off.statusCode, off.body).toBe(200);
    }
  });
});
