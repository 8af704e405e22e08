import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type SignedIn, type TestContext } from './harness';
import { localized, translatedLocales, type Translations } from '@/api/schemas/siteContent';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('FAQ and editable pages (issue 14)', () => {
  let t: TestContext;
  let admin: SignedIn;
  let driver: SignedIn;

  beforeAll(async () => {
    t = await setupTestApp();
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
  });
  afterAll(() => t.close());

  const req = (method: Method, url: string, payload?: unknown, auth: Record<string, string> | null = admin.auth) =>
    t.request({ method, url: `/api${url}`, payload: payload as never, token: auth ?? undefined });

  it('GET /faq answers published entries grouped by topic and in staff order, with translations; staff manage them', async () => {
    const created = await req('POST', '/admin/faq', { topic: 'parking', question: 'Is parking free?', answer: '<p>Often.</p><script>x</script>', position: 0, translations: { de: { question: 'Ist das Parken kostenlos?', answer: '<p>Oft.<img src=x onerror=alert(1)></p>' } } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().answer).toBe('<p>Often.</p>');
    expect(created.json().translations.de).toEqual({ question: 'Ist das Parken kostenlos?', answer: '<p>Oft.</p>' });
    const hidden = (await req('POST', '/admin/faq', { topic: 'booking', question: 'Draft?', answer: 'x', published: false })).json();
    const list = (await req('GET', '/faq?limit=500', undefined, null)).json();
    const topics = list.data.map((f: { topic: string }) => f.topic);
    expect(topics).toEqual([...topics].sort());
    expect(list.data.map((f: { id: number }) => f.id)).not.toContain(hidden.id);
    expect(list.data.find((f: { topic: string }) => f.topic === 'parking').question).toBe('Is parking free?');
    expect((await req('POST', '/admin/faq', { topic: 'weather', question: 'x', answer: 'y' })).statusCode).toBe(400);
    expect((await req('POST', '/admin/faq', { topic: 'booking', question: 'x', answer: 'y' }, driver.auth)).statusCode).toBe(403);
    expect((await req('POST', '/faq', { topic: 'booking', question: 'x', answer: 'y' }, null)).statusCode).toBe(404);
  });

  it('the FAQ, pages and partner programmes a new database starts with read in every language, in the site’s own labels', async () => {
    const everyOther = translatedLocales.slice().sort();
    const faq = (await req('GET', '/faq?limit=500', undefined, null)).json().data as Array<{ question: string; answer: string; translations: Translations }>;
    const booking = faq.find((f) => f.question === 'How do I book a room with truck parking?')!;
    // The switch the answer names is the search page's, in English and in each language.
    expect(booking.answer).toContain('“Truck parking”');
    expect(booking.answer).not.toContain('Parking available');
    // ...and no longer promises what the product does not do (pay "unless prepaid", a confirmation "at once").
    expect(faq.find((f) => f.question === 'When do I pay?')!.answer).toBe('<p>No payment is taken when you book: you pay the hotel during your stay.</p>');
    expect(booking.answer).toContain('as soon as the hotel confirms');
    expect(Object.keys(booking.translations).sort()).toEqual(everyOther);
    expect(booking.translations.de!.answer).toContain('„Lkw-Parkplatz“');
    expect(localized(booking, 'ja', ['question']).question).toBe('トラック駐車場のある客室はどうやって予約しますか？');
    for (const slug of ['about', 'terms', 'privacy']) {
      const page = (await req('GET', `/pages/${slug}`, undefined, null)).json() as { translations: Translations };
      expect(Object.keys(page.translations).sort(), slug).toEqual(everyOther);
      for (const lng of everyOther) expect(page.translations[lng], `${slug} ${lng}`).toMatchObject({ title: expect.any(String), body: expect.stringMatching(/^<p>/) });
    }
    const { programme } = (await req('GET', '/programmes/choice', undefined, null)).json() as { programme: { translations: Translations; how_to_join: string } };
    expect(Object.keys(programme.translations).sort()).toEqual(everyOther);
    expect(programme.translations.ar!.title).toContain('Choice Privileges');
    expect(programme.how_to_join).toContain('member number at the front desk');
  });

  it('/pages/about, /terms, /privacy: the public reads them, staff edit them (cleaned), nobody adds or deletes', async () => {
    for (const slug of ['about', 'terms', 'privacy']) expect((await req('GET', `/pages/${slug}`, undefined, null)).statusCode).toBe(200);
    expect((await req('GET', '/pages/secret', undefined, null)).statusCode).toBe(400);
    const pages = (await req('GET', '/admin/pages')).json().data as { id: number; slug: string }[];
    const about = pages.find((p) => p.slug === 'about')!;
    const saved = await req('PUT', `/admin/pages/${about.id}`, { title: 'About us', body: '<h2>Who</h2><p style="x" onmouseover="alert(1)">We <a href="javascript:alert(1)">help</a>.</p>', translations: { ar: { title: 'من نحن' } } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().body).toBe('<h2>Who</h2><p>We <a>help</a>.</p>');
    expect((await req('GET', '/pages/about', undefined, null)).json()).toMatchObject({ title: 'About us', translations: { ar: { title: 'من نحن' } } });
    expect((await req('PUT', `/admin/pages/${about.id}`, { title: 'x', body: 'y' }, driver.auth)).statusCode).toBe(403);
    expect((await req('DELETE', `/admin/pages/${about.id}`)).statusCode).toBe(404);
  });
});
