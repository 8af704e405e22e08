import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '@server/plugins/access';
import { declareAccess } from '@server/plugins/access';
import { ASSIGN_ROLE } from '@/api/permissions';
import { setupTestApp, type SignedIn, type TestContext } from './harness';

/** A path of the route with each parameter filled in (ids that do not exist: the access check comes first). */
function pathOf(url: string): string {
  return url
    .replace(/:lng/g, 'de')
    .replace(/:name/g, '1-1.svg')
    .replace(/:slug/g, 'no-such-hotel')
    .replace(/:\w+/g, '999999')
    .replace(/\*$/, 'nothing-here.txt');
}

const denied = (status: number) => status === 401 || status === 403;

/**
 * Our security battery's S5 row: every registered route, called as the public, as a driver, as staff holding only
 * back-office access, and as a superuser, answers as its declared access says.
 */
describe('every route answers as its declared access says', () => {
  let t: TestContext;
  let driver: SignedIn;
  let desk: SignedIn;
  let root: SignedIn;
  let routes: RouteAccess[];

  beforeAll(async () => {
    t = await setupTestApp({}, { runWorker: false });
    await t.createRole('Desk', ['access_admin_dashboard']);
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
    desk = await t.signedIn({ email: 'desk@example.com', role: 'Desk' });
    root = await t.signedIn({ email: 'root@example.com', is_superuser: true });
    // The API and the site's own routes; the site's files (one route per built file) are the static plugin's.
    routes = t.app.routeAccess.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && (r.url.startsWith('/api/') || !r.url.includes('.') || /robots|sitemap|media/.test(r.url)));
  });
  afterAll(() => t?.close());

  // Signing out and refreshing end the session they are called with: each gets a session of its own.
  const endsSession = (r: RouteAccess) => r.url === '/api/logout' || r.url === '/api/refresh';
  const call = async (r: RouteAccess, who?: SignedIn) => {
    if (who && endsSession(r)) who = { ...who, auth: { authorization: `Bearer ${(await t.app.tokens.issue(who.id, { scope: who === driver ? 'site' : 'staff' })).token}` } };
    return request(r, who);
  };
  const request = (r: RouteAccess, who?: SignedIn) =>
    t.request({
      method: r.method as 'GET',
      url: pathOf(r.url),
      token: who?.auth,
      ...(['POST', 'PUT', 'PATCH'].includes(r.method) ? { payload: {} } : {}),
    });

  it('every route of the API declares who may call it', () => {
    expect(routes.length).toBeGreaterThan(60);
    for (const r of routes) expect(['public', 'signedIn', 'permission'], `${r.method} ${r.url}`).toContain(r.access.kind);
  });

  it('the public reaches the public routes and no other', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      const res = await call(r);
      if (r.access.kind === 'public' ? denied(res.statusCode) : res.statusCode !== 401) wrong.push(`${r.method} ${r.url} (${r.access.kind}) -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a driver reaches the public and signed-in routes, and no staff route', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      const res = await call(r, driver);
      if (r.access.kind === 'permission' ? res.statusCode !== 403 : denied(res.statusCode)) wrong.push(`${r.method} ${r.url} (${r.access.kind}) -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('staff reach exactly the routes whose permission they hold; a superuser reaches every route', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      if (r.access.kind !== 'permission') continue;
      const asDesk = await call(r, desk);
      const deskMay = r.access.codename === 'access_admin_dashboard';
      if (deskMay ? denied(asDesk.statusCode) : asDesk.statusCode !== 403) wrong.push(`desk: ${r.method} ${r.url} (${r.access.codename}) -> ${asDesk.statusCode}`);
      const asRoot = await call(r, root);
      if (denied(asRoot.statusCode)) wrong.push(`root: ${r.method} ${r.url} -> ${asRoot.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every permission a role can be given guards something: a route, or one of the checks outside a route\'s access', async () => {
    const guarded = new Set(t.app.routeAccess.flatMap((r) => (r.access.kind === 'permission' ? [r.access.codename] : [])));
    // Checked elsewhere: granting roles inside the user's update (server/modules/roles/grants.ts); the currency rates'
    // page in the back office's menu (its API is public, its change needs change_setting).
    const checkedElsewhere = new Set([ASSIGN_ROLE, 'view_setting']);
    const catalogue = (await t.db.selectFrom('permissions').select('codename').execute()).map((p) => p.codename);
    expect(catalogue.length).toBeGreaterThan(50);
    expect(catalogue.filter((c) => !guarded.has(c) && !checkedElsewhere.has(c))).toEqual([]);
  });

  it('the back office\'s addresses of public lists are closed to the public', async () => {
    for (const url of ['/api/admin/hotels', '/api/admin/countries', '/api/admin/states/1', '/api/admin/cities']) {
      expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    for (const url of ['/api/hotels', '/api/countries', '/api/states', '/api/cities']) {
      expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect((await t.request({ method: 'POST', url: '/api/countries', payload: { name: 'X', iso2: 'XX' } })).statusCode).toBe(401);
  });

  it('a route that declares no access stops the server from starting', async () => {
    const app = Fastify();
    declareAccess(app);
    const start = async () => {
      app.get('/api/forgotten', async () => 'open');
      await app.ready();
    };
    await expect(start()).rejects.toThrow('Route GET /api/forgotten declares no access');
    const declared = Fastify();
    declareAccess(declared);
    declared.get('/api/declared', { config: { access: { kind: 'public' } } }, async () => 'open');
    await expect(declared.ready()).resolves.toBeTruthy();
  });
});
