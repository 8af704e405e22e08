import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteSettings, type SiteSettingsInput } from '@/api/schemas/settings';
import { setupTestApp, type SignedIn, type TestContext } from './harness';

const { updated_at: _, ...defaults } = defaultSiteSettings;
const withMaintenance = (enabled: boolean, minutes = 30): SiteSettingsInput => ({ ...defaults, maintenance: { enabled, message: enabled ? 'Back soon' : null, message_i18n: enabled ? { es: 'Volvemos pronto' } : {}, retry_after_minutes: minutes } });

describe('site settings and account settings (issue 14)', () => {
  let t: TestContext;
  let admin: SignedIn;
  let viewer: SignedIn;
  let driver: SignedIn;

  beforeAll(async () => {
    t = await setupTestApp();
    await t.createRole('Desk', ['access_admin_dashboard', 'view_setting']);
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    viewer = await t.signedIn({ email: 'desk@example.com', role: 'Desk' });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
  });
  afterAll(() => t.close());

  const put = (body: unknown, token?: Record<string, string>) => t.request({ method: 'PUT', url: '/api/admin/settings/site', payload: body as never, token });

  it('answers the defaults to anyone, and saves what staff with change_setting send', async () => {
    const first = await t.request({ method: 'GET', url: '/api/settings/site' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ tag_manager_id: null, maintenance: { enabled: false }, support_phones: defaults.support_phones });
    const body = { ...defaults, tag_manager_id: 'gtm-ab12cd', postal_address: ['RigRest', '1 Dock St', 'Toledo, OH'], support_phones: { tollFree: '+1 800 555 0000', international: '' } };
    const saved = await put(body, admin.auth);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ tag_manager_id: 'GTM-AB12CD', postal_address: ['RigRest', '1 Dock St', 'Toledo, OH'], support_phones: { tollFree: '+1 800 555 0000', international: null } });
    expect((await t.request({ method: 'GET', url: '/api/settings/site' })).json()).toMatchObject({ tag_manager_id: 'GTM-AB12CD', updated_at: expect.any(String) });
  });

  it('refuses the change without change_setting: 401 signed out, 403 for a driver and for staff who may only view', async () => {
    expect((await put(defaults)).statusCode).toBe(401);
    expect((await put(defaults, driver.auth)).statusCode).toBe(403);
    expect((await put(defaults, viewer.auth)).statusCode).toBe(403);
  });

  it('answers 400 with field messages for bad values, and keeps what was stored', async () => {
    const bad = await put({ ...defaults, tag_manager_id: 'UA-1234', social_links: { ...defaults.social_links, x: 'javascript:alert(1)' }, support_email: 'nope', maintenance: { enabled: true, message: null, message_i18n: {}, retry_after_minutes: 0 } }, admin.auth);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['maintenance.retry_after_minutes', 'social_links.x', 'support_email', 'tag_manager_id']);
    // Each field named as the settings screen names it.
    expect(bad.json().errors['social_links.x']).toEqual(['X (Twitter) profile must be an http(s) link']);
    expect(bad.json().errors.support_email[0]).toMatch(/^Support email /);
    expect((await t.request({ method: 'GET', url: '/api/settings/site' })).json()).toMatchObject({ tag_manager_id: 'GTM-AB12CD', maintenance: { enabled: false } });
  });

  it('keeps each user\'s own account settings, New York time by default, and validates them', async () => {
    const mine = await t.request({ method: 'GET', url: '/api/user/preferences', token: admin.auth });
    expect(mine.json()).toEqual({ locale: 'en', time_zone: 'America/New_York', time_format: '12h', currency: 'USD', theme: 'light', boxed: true, updated_at: null });
    const saved = await t.request({ method: 'PUT', url: '/api/user/preferences', payload: { theme: 'dark', time_zone: 'Europe/Berlin', locale: 'de', time_format: '24h' }, token: admin.auth });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ theme: 'dark', time_zone: 'Europe/Berlin', locale: 'de', time_format: '24h', boxed: true, currency: 'USD', updated_at: expect.any(String) });
    expect((await t.request({ method: 'GET', url: '/api/user/preferences', token: viewer.auth })).json().theme).toBe('light');
    const bad = await t.request({ method: 'PUT', url: '/api/user/preferences', payload: { time_zone: 'Mars/Olympus', theme: 'pink', currency: 'XXX' }, token: admin.auth });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['currency', 'theme', 'time_zone']);
    expect((await t.request({ method: 'GET', url: '/api/user/preferences' })).statusCode).toBe(401);
  });

  describe('maintenance mode', () => {
    it('answers 503 with Retry-After to public writes while on; reads still answer; staff keep working', async () => {
      expect((await put(withMaintenance(true, 30), admin.auth)).statusCode).toBe(200);

      const register = await t.request({ method: 'POST', url: '/api/register', payload: { email: 'new@example.com' } });
      expect(register.statusCode).toBe(503);
      expect(register.headers['retry-after']).toBe('1800');
      expect(register.json().code).toBe('maintenance');
      const login = await t.request({ method: 'POST', url: '/api/login', payload: { email: 'driver@example.com', password: 'x' } });
      expect(login.statusCode).toBe(503);
      const driverWrite = await t.request({ method: 'PUT', url: '/api/user/preferences', payload: { theme: 'dark' }, token: driver.auth });
      expect(driverWrite.statusCode).toBe(503);

      expect((await t.request({ method: 'GET', url: '/api/settings/site' })).json().maintenance).toMatchObject({ enabled: true, message: 'Back soon', message_i18n: { es: 'Volvemos pronto' } });
      expect((await t.request({ method: 'GET', url: '/api/testimonials' })).statusCode).toBe(200);

      const staffWrite = await t.request({ method: 'POST', url: '/api/admin/faq', payload: { topic: 'parking', question: 'Where do I park?', answer: 'Out back.' }, token: admin.auth });
      expect(staffWrite.statusCode, staffWrite.body).toBe(201);
      expect((await t.request({ method: 'PUT', url: '/api/user/preferences', payload: { boxed: false }, token: admin.auth })).statusCode).toBe(200);
      // Staff can still sign in to the back office (its first step answers, whatever the password).
      expect((await t.request({ method: 'POST', url: '/api/admin/login', payload: { email: 'admin@example.com', password: 'wrong-password' } })).statusCode).not.toBe(503);

      expect((await put(withMaintenance(false), admin.auth)).statusCode).toBe(200);
      expect((await t.request({ method: 'PUT', url: '/api/user/preferences', payload: { theme: 'dark' }, token: driver.auth })).statusCode).toBe(200);
    });
  });
});
