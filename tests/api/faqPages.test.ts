import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type SignedIn, type TestContext } from './harness';

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
