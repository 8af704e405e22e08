import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, setupTestApp, tinyPng, type SignedIn, type TestContext } from './harness';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('testimonials (issue 14)', () => {
  let t: TestContext;
  let admin: SignedIn;
  let viewer: SignedIn;
  let driver: SignedIn;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await setupTestApp();
    await t.createRole('Testimonial viewer', ['access_admin_dashboard', 'view_testimonial']);
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    viewer = await t.signedIn({ email: 'viewer@example.com', role: 'Testimonial viewer' });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
    for (const [key, body] of Object.entries({
      ann: { name: 'Ann R.', home_base: 'Joplin, MO', rating: 5, text: 'Parking for my rig, every night.', published: true, position: 2 },
      bob: { name: 'Bob T.', home_base: 'Amarillo, TX', rating: 4, text: 'Booked in two taps at a fuel stop.', published: true, position: 1 },
      cy: { name: 'Cy D.', rating: 3, text: 'Not yet checked by staff.', published: false, position: 0 },
    })) {
      const res = await req('POST', '/admin/testimonials', body);
      expect(res.statusCode, res.body).toBe(201);
      ids[key] = res.json().id;
    }
  });
  afterAll(() => t.close());

  const req = (method: Method, url: string, payload?: unknown, auth: Record<string, string> | null = admin.auth) =>
    t.request({ method, url: `/api${url}`, payload: payload as never, token: auth ?? undefined });

  it('GET /testimonials answers the published ones in staff order, with paging, to anyone', async () => {
    const res = await req('GET', '/testimonials', undefined, null);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((x: { name: string }) => x.name)).toEqual(['Bob T.', 'Ann R.']);
    expect(res.json().meta).toEqual({ total: 2, page: 1, limit: 25, last_page: 1 });
    const page2 = (await req('GET', '/testimonials?limit=1&page=2', undefined, null)).json();
    expect(page2.data.map((x: { name: string }) => x.name)).toEqual(['Ann R.']);
    expect(page2.meta.last_page).toBe(2);
    expect((await req('GET', `/testimonials/${ids.ann}`, undefined, null)).json()).toMatchObject({ name: 'Ann R.', home_base: 'Joplin, MO', rating: 5 });
    expect((await req('GET', `/testimonials/${ids.cy}`, undefined, null)).statusCode).toBe(404);
    expect((await req('GET', `/testimonials/${ids.cy}`, undefined, driver.auth)).statusCode).toBe(404);
  });

  it('staff see unpublished ones and filter by published; the public cannot write', async () => {
    const all = (await req('GET', '/admin/testimonials', undefined, viewer.auth)).json();
    expect(all.meta.total).toBe(3);
    expect((await req('GET', '/admin/testimonials?published=false')).json().data.map((x: { name: string }) => x.name)).toEqual(['Cy D.']);
    expect((await req('POST', '/admin/testimonials', { name: 'X', text: 'Y' }, viewer.auth)).statusCode).toBe(403);
    expect((await req('POST', '/admin/testimonials', { name: 'X', text: 'Y' }, driver.auth)).statusCode).toBe(403);
    expect((await req('POST', '/admin/testimonials', { name: 'X', text: 'Y' }, null)).statusCode).toBe(401);
    expect((await req('POST', '/testimonials', { name: 'X', text: 'Y' }, null)).statusCode).toBe(404);
  });

  it('validates: name and text required, rating 1 to 5, photo only http(s) or an upload', async () => {
    const bad = async (body: Record<string, unknown>, field: string, message: string) => {
      const res = await req('POST', '/admin/testimonials', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    };
    await bad({ text: 'Fine' }, 'name', 'Name is required');
    await bad({ name: 'Al' }, 'text', 'Text is required');
    await bad({ name: 'Al', text: 'x', rating: 6 }, 'rating', 'Rating should be at most 5');
    await bad({ name: 'Al', text: 'x', photo: 'javascript:alert(1)' }, 'photo', 'Photo must be an http(s) link');
    await bad({ name: 'Al', text: 'x', photo: '/uploads/../../etc/passwd' }, 'photo', 'Photo must be an http(s) link');
  });

  it('publishes, reorders, uploads a photo and deletes', async () => {
    expect((await req('PATCH', `/admin/testimonials/${ids.cy}`, { published: true, position: 0 })).json()).toMatchObject({ published: true });
    expect((await req('GET', '/testimonials', undefined, null)).json().data[0].name).toBe('Cy D.');
    const { payload, headers } = multipart({ filename: 'cy.png', type: 'image/png', content: tinyPng });
    const up = await t.request({ method: 'PUT', url: `/api/admin/testimonials/${ids.cy}/photo`, payload, headers, token: admin.auth });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().photo).toMatch(/^\/uploads\/testimonials\/[0-9a-f]{32}\.png$/);
    const denied = await t.request({ method: 'PUT', url: `/api/admin/testimonials/${ids.cy}/photo`, payload, headers, token: viewer.auth });
    expect(denied.statusCode).toBe(403);
    expect((await req('DELETE', `/admin/testimonials/${ids.cy}`)).statusCode).toBe(200);
    expect((await req('GET', `/admin/testimonials/${ids.cy}`)).statusCode).toBe(404);
  });
  it('keeps staff\'s translations of the words, answers them to the public, and refuses a language the site has not', async () => {
    const translated = await req('PUT', `/admin/testimonials/${ids.ann}`, { name: 'Ann R.', text: 'Parking for my rig, every night.', translations: { fr: { text: 'Une place pour mon camion, chaque nuit.' } } });
    expect(translated.statusCode, translated.body).toBe(200);
    const pub = (await req('GET', `/testimonials/${ids.ann}`, undefined, null)).json();
    expect(pub).toMatchObject({ text: 'Parking for my rig, every night.', translations: { fr: { text: 'Une place pour mon camion, chaque nuit.' } } });
    const unknown = await req('PUT', `/admin/testimonials/${ids.ann}`, { name: 'Ann R.', text: 'Parking for my rig, every night.', translations: { xx: { text: 'Hm' } } });
    expect(unknown.statusCode).toBe(400);
    const tooLong = await req('PUT', `/admin/testimonials/${ids.ann}`, { name: 'Ann R.', text: 'Parking for my rig, every night.', translations: { de: { text: 'x'.repeat(2001) } } });
    expect(tooLong.statusCode).toBe(400);
    expect((await req('GET', `/testimonials/${ids.ann}`, undefined, null)).json().translations).toEqual({ fr: { text: 'Une place pour mon camion, chaque nuit.' } });
  });
});
