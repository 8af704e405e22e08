import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type SignedIn, type TestContext } from './harness';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('promotions and partner programmes (issue 14)', () => {
  let t: TestContext;
  let admin: SignedIn;
  let driver: SignedIn;
  let brandId: number;

  beforeAll(async () => {
    t = await setupTestApp();
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
    brandId = (await req('POST', '/admin/brands', { name: 'Super 8', code: 'SE', chain_code: 'WY' })).json().id;
  });
  afterAll(() => t.close());

  const req = (method: Method, url: string, payload?: unknown, auth: Record<string, string> | null = admin.auth) =>
    t.request({ method, url: `/api${url}`, payload: payload as never, token: auth ?? undefined });
  const create = async (body: Record<string, unknown>) => {
    const res = await req('POST', '/admin/promotions', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it('the public sees published promotions inside their validity, newest first, with their brand', async () => {
    const old = await create({ title: 'Old', published: true, valid_from: day(-30), valid_until: day(-1) });
    const future = await create({ title: 'Future', published: true, valid_from: day(5) });
    const draft = await create({ title: 'Draft', published: false });
    const first = await create({ title: 'First', published: true, brand_id: brandId, valid_until: day(10) });
    const second = await create({ title: 'Second', published: true });
    const list = (await req('GET', '/promotions', undefined, null)).json();
    expect(list.data.map((p: { title: string }) => p.title)).toEqual(['Second', 'First']);
    expect(list.data[1]).toMatchObject({ brand_id: brandId, brand_name: 'Super 8', valid_until: day(10) });
    for (const hidden of [old, future, draft]) expect((await req('GET', `/promotions/${hidden.id}`, undefined, null)).statusCode).toBe(404);
    expect((await req('GET', `/promotions/${first.id}`, undefined, driver.auth)).statusCode).toBe(200);
    expect((await req('GET', '/admin/promotions')).json().meta.total).toBe(5);
    expect((await req('GET', '/admin/promotions', undefined, driver.auth)).statusCode).toBe(403);
    expect((await req('POST', '/admin/promotions', { title: 'x' }, driver.auth)).statusCode).toBe(403);
    expect((await req('DELETE', `/admin/promotions/${second.id}`)).statusCode).toBe(200);
  });

  it('validates titles, images and the validity dates', async () => {
    const bad = async (body: Record<string, unknown>, field: string, message: string) => {
      const res = await req('POST', '/admin/promotions', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    };
    await bad({}, 'title', 'Title is required');
    await bad({ title: 'x', image: 'javascript:alert(1)' }, 'image', 'Image must be an http(s) link');
    await bad({ title: 'x', valid_from: '2026-02-30' }, 'valid_from', 'Valid from must look like YYYY-MM-DD');
    const res = await req('POST', '/admin/promotions', { title: 'x', valid_from: day(5), valid_until: day(1) });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['valid_until']);
    expect((await req('POST', '/admin/promotions', { title: 'x', translations: { xx: { title: 'y' } } })).statusCode).toBe(400);
  });

  it('cleans rich text on write: no stored XSS in the body or its translations', async () => {
    const evil = '<p onclick="alert(1)">Save <strong>15%</strong><script>alert(1)</script><img src=x onerror=alert(1)>'
      + '<a href="javascript:alert(1)">bad</a><a href="https://example.com/deal">deal</a><iframe src="https://evil.example"></iframe></p>';
    const p = await create({ title: 'Deal', body: evil, published: true, translations: { de: { title: 'Angebot', body: evil } } });
    for (const body of [p.body, p.translations.de.body]) {
      expect(body).not.toMatch(/script|onerror|onclick|javascript:|<img|<iframe/i);
      expect(body).toContain('<strong>15%</strong>');
      expect(body).toContain('<a href="https://example.com/deal" target="_blank" rel="noopener noreferrer">deal</a>');
    }
    expect(p.translations.de.title).toBe('Angebot');
    const patched = (await req('PATCH', `/admin/promotions/${p.id}`, { body: '<p>ok</p><svg onload=alert(1)><text>x</text></svg>' })).json();
    // SVG goes with what is inside it (the one allowlist, server/lib/html.ts).
    expect(patched.body).toBe('<p>ok</p>');
    expect(patched.title).toBe('Deal');
  });

  it('programme pages: fixed four, staff edit text and brands, the public reads one with its brands', async () => {
    const list = (await req('GET', '/admin/programmes')).json();
    expect(list.data.map((p: { key: string }) => p.key)).toEqual(['choice', 'nait', 'truckstop', 'wyndham']);
    const wyndham = list.data.find((p: { key: string }) => p.key === 'wyndham');
    expect(wyndham.demo).toBe(true);
    const saved = await req('PUT', `/admin/programmes/${wyndham.id}`, {
      title: 'Wyndham Rewards', benefits: '<ul><li>Free nights</li></ul><script>x</script>', brand_ids: [brandId], demo: false, translations: { es: { title: 'Wyndham Rewards para conductores' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().benefits).toBe('<ul><li>Free nights</li></ul>');
    const page = (await req('GET', '/programmes/wyndham', undefined, null)).json();
    expect(page.programme).toMatchObject({ key: 'wyndham', title: 'Wyndham Rewards', brand_ids: [brandId], demo: false });
    expect(page.brands.map((b: { name: string }) => b.name)).toEqual(['Super 8']);
    expect((await req('GET', '/programmes/hilton', undefined, null)).statusCode).toBe(400);
    expect((await req('POST', '/admin/programmes', { title: 'x' })).statusCode).toBe(404);
    expect((await req('DELETE', `/admin/programmes/${wyndham.id}`)).statusCode).toBe(404);
    expect((await req('PUT', `/admin/programmes/${wyndham.id}`, { title: 'x' }, driver.auth)).statusCode).toBe(403);
  });
});
