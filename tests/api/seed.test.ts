import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { up as demoBobtailLots } from '@server/db/migrations/2026_11_29_1010_demo_bobtail_lots';
import { SeedRefused, seedOnStart } from '@server/db/seed';
import { CITY_CONTACT } from '@server/db/seed/catalog-data';
import { DEMO_ACCOUNTS } from '@server/db/seed/users';
import { translatedLocales } from '@/api/schemas/siteContent';
import { setupTestApp, type TestContext } from './harness';

describe('seed on start', () => {
  let t: TestContext;
  let lines: string[];
  const log = () => pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  const config = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: t.config.DATA_DIR, TOKEN_SECRET: t.config.TOKEN_SECRET, PUBLIC_URL: 'https://rigrest.example', SEED_HOTELS: '20', SEED_DAYS: '3', ...env });
  // loadConfig already refuses this pair; seedOnStart guards again for callers that build a config themselves.
  const productionWithDemo = () => ({ ...config({ NODE_ENV: 'production' }), SEED_DEMO: true });
  const users = () => t.db.selectFrom('users').select(['email', 'is_superuser']).orderBy('email').execute();

  beforeAll(async () => {
    t = await setupTestApp();
  });
  beforeEach(async () => {
    lines = [];
    await t.db.deleteFrom('users').execute();
  });
  afterAll(() => t.close());

  it('development: creates the demo admin and trucker, who can sign in', async () => {
    await seedOnStart(t.db, config({ NODE_ENV: 'development' }), log());
    expect((await users()).map((u) => u.email)).toEqual([DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.trucker.email]);
    const admin = await t.request({ method: 'POST', url: '/api/login', payload: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password } });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user.roles.map((r: { name: string }) => r.name)).toEqual(['Admin']);
    const trucker = await t.request({ method: 'POST', url: '/api/login', payload: { email: DEMO_ACCOUNTS.trucker.email, password: DEMO_ACCOUNTS.trucker.password } });
    expect(trucker.json().user.roles.map((r: { name: string }) => r.name)).toEqual(['Trucker']);
    expect(lines.join('')).toContain('DEMO accounts');
    // ...and the DEMO catalogue: hotels with rooms and a night of inventory per room and day.
    const hotels = await t.db.selectFrom('hotels').select(['id', 'demo']).execute();
    expect(hotels).toHaveLength(20);
    expect(hotels.every((h) => h.demo)).toBe(true);
    // Nothing a driver could act on: fictional phone numbers (555-01xx), each city's own postal code.
    const contacts = await t.db.selectFrom('hotels').select(['city', 'province', 'phone', 'postal_code']).execute();
    for (const h of contacts) {
      expect(h.phone).toMatch(/^\+1 \d{3}-555-01\d{2}$/);
      expect(h.postal_code).toBe(CITY_CONTACT[`${h.city}|${h.province}`]![0]);
      expect(h.phone!.slice(3, 6)).toBe(CITY_CONTACT[`${h.city}|${h.province}`]![1]);
    }
    // A bobtail-only lot states no trailer length ("Bobtail only" beside "Vehicles up to 75 ft" said two things).
    const lots = await t.db.selectFrom('hotels').select(['parking_fit', 'parking_max_length_ft']).where('commercial_parking_available', '=', true).execute();
    expect(lots.filter((l) => l.parking_fit === 'bobtail_only' && l.parking_max_length_ft !== null)).toEqual([]);
    expect(lots.some((l) => l.parking_fit === 'full_rig' && l.parking_max_length_ft !== null)).toBe(true);
    await t.db.updateTable('hotels').set({ parking_fit: 'bobtail_only', parking_max_length_ft: 75 }).where('id', '=', hotels[0]!.id).execute();
    await demoBobtailLots(t.db);
    expect((await t.db.selectFrom('hotels').select('parking_max_length_ft').where('id', '=', hotels[0]!.id).executeTakeFirstOrThrow()).parking_max_length_ft).toBeNull();
    const rooms = await t.db.selectFrom('rooms').select('id').execute();
    expect(rooms.length).toBeGreaterThanOrEqual(40);
    const nights = await t.db.selectFrom('room_inventory').select(['price_minor']).execute();
    expect(nights).toHaveLength(rooms.length * 3);
    expect(nights.every((n) => n.price_minor >= 5900 && n.price_minor <= 29000)).toBe(true);
    // The DEMO promotions read in every language of the site, not in English everywhere.
    const promotions = await t.db.selectFrom('promotions').select(['title', 'translations']).where('demo', '=', true).execute();
    expect(promotions).toHaveLength(3);
    for (const p of promotions) expect(Object.keys(p.translations as object).sort(), p.title).toEqual(translatedLocales.slice().sort());
    // ...and so do the brands' own lines.
    const brandLines = await t.db.selectFrom('brands').select(['name', 'promotion_text_i18n']).where('promotion_text', 'is not', null).execute();
    expect(brandLines.length).toBeGreaterThan(0);
    for (const b of brandLines) expect(Object.keys(b.promotion_text_i18n as object).sort(), b.name).toEqual(translatedLocales.slice().sort());
  });

  it('never seeds a database that already has users, and stays idempotent for roles and permissions', async () => {
    await t.createUser({ email: 'owner@example.com', role: 'Admin' });
    const permissions = await t.db.selectFrom('permissions').select('id').execute();
    await seedOnStart(t.db, config({ NODE_ENV: 'development' }), log());
    await seedOnStart(t.db, config({ NODE_ENV: 'development' }), log());
    expect((await users()).map((u) => u.email)).toEqual(['owner@example.com']);
    expect(await t.db.selectFrom('permissions').select('id').execute()).toHaveLength(permissions.length);
    expect((await t.db.selectFrom('roles').select('name').orderBy('name').execute()).map((r) => r.name)).toEqual(['Admin', 'Trucker']);
  });

  it('SEED_DEMO=false leaves an empty database empty', async () => {
    await seedOnStart(t.db, config({ NODE_ENV: 'development', SEED_DEMO: 'false' }), log());
    expect(await users()).toEqual([]);
  });

  it('production with SEED_DEMO=true is refused before anything is written', async () => {
    const before = await t.db.selectFrom('permissions').select('id').execute();
    await t.db.deleteFrom('permissions').execute();
    await expect(seedOnStart(t.db, productionWithDemo(), log())).rejects.toBeInstanceOf(SeedRefused);
    await expect(seedOnStart(t.db, productionWithDemo(), log())).rejects.toThrow(/refused in production/);
    expect(await users()).toEqual([]);
    expect(await t.db.selectFrom('permissions').select('id').execute()).toEqual([]);
    // Put the catalogue back for the other tests.
    await seedOnStart(t.db, config({ NODE_ENV: 'production' }), log());
    expect(await t.db.selectFrom('permissions').select('id').execute()).toHaveLength(before.length);
  });

  it('production with users already there still refuses SEED_DEMO=true', async () => {
    await t.createUser({ email: 'owner@example.com', role: 'Admin' });
    await expect(seedOnStart(t.db, productionWithDemo(), log())).rejects.toBeInstanceOf(SeedRefused);
  });

  it('production: the first superuser comes from ADMIN_EMAIL and ADMIN_PASSWORD, and no demo data', async () => {
    await seedOnStart(t.db, config({ NODE_ENV: 'production', ADMIN_EMAIL: 'Owner@Company.example', ADMIN_PASSWORD: 'Long-Enough-Secret-1' }), log());
    expect(await users()).toEqual([{ email: 'owner@company.example', is_superuser: true }]);
    const login = await t.request({ method: 'POST', url: '/api/admin/login', payload: { email: 'owner@company.example', password: 'Long-Enough-Secret-1' } });
    expect(login.statusCode).toBe(200);
    expect(lines.join('')).not.toContain('Long-Enough-Secret-1');
  });

  it('production without ADMIN_EMAIL/ADMIN_PASSWORD creates nobody and says how', async () => {
    await seedOnStart(t.db, config({ NODE_ENV: 'production' }), log());
    expect(await users()).toEqual([]);
    expect(lines.join('')).toContain('ADMIN_EMAIL and ADMIN_PASSWORD');
  });
});
