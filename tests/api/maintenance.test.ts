import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '@/api/schemas/settings';
import type { RenderPage } from '@server/plugins/ssr';
import { PREVIEW_COOKIE } from '@server/modules/settings/preview';
import { setupTestApp, siteApp, type SignedIn, type TestContext } from './harness';

const { updated_at: _, ...defaults } = defaultSiteSettings;

/**
 * Issue 14, maintenance mode for pages: the storefront's pages answer 503 with Retry-After, as the API's writes do; the
 * back office stays open, and staff signed in to it still see the storefront (a cookie of their staff session).
 */
describe('maintenance mode on the site\'s pages', () => {
  let t: TestContext;
  let admin: SignedIn;
  let driver: SignedIn;
  let site: Awaited<ReturnType<typeof siteApp>>;
  /** What the page's own API call (as the storefront's Root makes it) answered during each render. */
  const previews: boolean[] = [];

  // A renderer that asks what the storefront asks while maintenance is on: is this browser staff previewing?
  const render: RenderPage = async (input) => {
    const res = await input.fetch('/api/storefront-preview');
    const { active } = (await res.json()) as { active: boolean };
    previews.push(active);
    return { status: 200, html: `<main>${active ? 'storefront' : 'maintenance'}</main>`, styles: '', payload: '', title: null, description: '', hotel: null, hydrateOnInteraction: false };
  };

  beforeAll(async () => {
    t = await setupTestApp();
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
    site = await siteApp(t, { ssr: { render } });
  });
  afterAll(async () => {
    await site?.close();
    await t?.close();
  });

  const maintenance = async (enabled: boolean, minutes = 45) => {
    const res = await t.request({ method: 'PUT', url: '/api/admin/settings/site', payload: { ...defaults, maintenance: { enabled, message: null, retry_after_minutes: minutes } }, token: admin.auth });
    expect(res.statusCode, res.body).toBe(200);
  };
  const page = (url: string, cookie?: string) => site.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  /** The preview cookie the back office gets for a session, as `name=value`. */
  const previewCookie = async (auth: Record<string, string>) => {
    const res = await site.app.inject({ method: 'POST', url: '/api/admin/storefront-preview', headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=[^;]+; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`));
    return setCookie.split(';')[0]!;
  };

  it('answers pages 200 while maintenance is off', async () => {
    await maintenance(false);
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['retry-after']).toBeUndefined();
  });

  it('answers every storefront page 503 with Retry-After while on, the signed-in and unknown ones too; the back office stays 200', async () => {
    await maintenance(true, 45);
    for (const url of ['/', '/de/faq', '/hotels/no-such-hotel', '/promotions/choice?x=1', '/profile', '/ar/auth/login']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe('2700');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
    expect((await page('/')).body).toContain('<main>maintenance</main>');
    for (const url of ['/admin', '/admin/settings', '/de/admin/users']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['retry-after'], url).toBeUndefined();
    }
    // The API's reads still answer (the maintenance page reads the settings).
    expect((await site.app.inject({ method: 'GET', url: '/api/settings/site' })).statusCode).toBe(200);
  });

  it('lets staff signed in to the back office see the storefront, and the page draws it for them', async () => {
    await maintenance(true);
    const cookie = await previewCookie(admin.auth);
    previews.length = 0;
    const res = await page('/de/faq', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['retry-after']).toBeUndefined();
    // The render's own API call carried the cookie (and only it) to the API.
    expect(previews).toEqual([true]);
    expect(res.body).toContain('<main>storefront</main>');
    expect((await site.app.inject({ method: 'GET', url: '/api/storefront-preview', headers: { cookie: `lang=de; ${cookie}` } })).json()).toEqual({ active: true });
    expect((await site.app.inject({ method: 'GET', url: '/api/storefront-preview' })).json()).toEqual({ active: false });
  });

  it('gives the cookie to staff sessions only: 401 signed out, 403 for a driver', async () => {
    expect((await site.app.inject({ method: 'POST', url: '/api/admin/storefront-preview' })).statusCode).toBe(401);
    expect((await site.app.inject({ method: 'POST', url: '/api/admin/storefront-preview', headers: driver.auth })).statusCode).toBe(403);
  });

  it('refuses a forged cookie, and one whose session was signed out; the cookie is never a bearer token', async () => {
    await maintenance(true);
    // A session of its own, to sign out.
    const auth = { authorization: `Bearer ${(await t.app.tokens.issue(admin.id, { scope: 'staff' })).token}` };
    const cookie = await previewCookie(auth);
    const [name, value] = cookie.split('=') as [string, string];
    const [sessionId, expires, signature] = value.split('.') as [string, string, string];

    const forged = [`${name}=${sessionId}.${Number(expires) + 3600}.${signature}`, `${name}=${sessionId}.${expires}.${signature.slice(0, -2)}xx`, `${name}=${crypto.randomUUID()}.${expires}.${signature}`];
    for (const c of forged) expect((await page('/', c)).statusCode, c).toBe(503);
    expect((await site.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${value}` } })).statusCode).toBe(401);

    expect((await page('/', cookie)).statusCode).toBe(200);
    expect((await site.app.inject({ method: 'POST', url: '/api/logout', headers: auth })).statusCode).toBe(200);
    expect((await page('/', cookie)).statusCode).toBe(503);
  });

  it('answers 200 again once maintenance is off', async () => {
    await maintenance(false);
    expect((await page('/de/faq')).statusCode).toBe(200);
  });
});
