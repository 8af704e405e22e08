import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedBrandsAndAmenities } from '@server/db/seed/catalog';
import { createSuppliers, startSupplierSimulators, type Fault, type SupplierSimulators } from '@server/suppliers';
import { setupTestApp, type SignedIn, type TestContext } from './harness';

type Confirmation = { count: number; total: number; share: number; max_share: number; decision: 'pending' | 'confirmed' | 'dismissed'; decided_at: string | null; decided_by: number | null };
type Tally = { processed: number; created: number; updated: number; unchanged: number; deactivated: number; failed: number; confirmation?: Confirmation };
type JobView = { id: number; kind: string; status: string; result: Tally | null; error: string | null; attempts: number };

/**
 * What a supplier's bad day does to the catalogue: a malformed answer fails the sync and deactivates nothing; a sync
 * that would deactivate a large share of a supplier's hotels stops and asks staff first.
 */
describe('supplier sync guards', () => {
  let sims: SupplierSimulators;
  let t: TestContext;
  let admin: SignedIn;
  let viewer: SignedIn;
  let driver: SignedIn;

  beforeAll(async () => {
    sims = await startSupplierSimulators({ latency: 'none', seed: 'sync-guard', size: 30, ice: { maxPageSize: 10 } });
    const suppliers = createSuppliers(sims.config({ retries: 2, baseDelayMs: 1, maxDelayMs: 5, timeoutMs: 3_000 }));
    t = await setupTestApp({}, { suppliers, jobPollMs: 20 });
    await seedBrandsAndAmenities(t.db);
    await t.createRole('Hotel viewer', ['access_admin_dashboard', 'view_hotel']);
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    viewer = await t.signedIn({ email: 'viewer@example.com', role: 'Hotel viewer' });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
    // The catalogue as it stands before a bad day.
    expect((await run('ice-portal')).status).toBe('succeeded');
    expect((await run('derbysoft')).status).toBe('succeeded');
  });
  afterAll(async () => {
    await t?.close();
    await sims?.close();
  });
  beforeEach(() => sims.clearFaults());

  const job = async (id: number) => (await t.request({ method: 'GET', url: `/api/admin/jobs/${id}`, token: admin.auth })).json() as JobView;
  async function run(which: 'ice-portal' | 'derbysoft'): Promise<JobView> {
    const res = await t.request({ method: 'GET', url: `/api/hotels/sync-${which}`, token: admin.auth });
    expect(res.statusCode, res.body).toBe(202);
    const id = (res.json() as JobView).id;
    const until = Date.now() + 30_000;
    for (;;) {
      const view = await job(id);
      if (!['queued', 'running'].includes(view.status)) return view;
      if (Date.now() > until) throw new Error(`job ${id} did not end: ${JSON.stringify(view)}`);
      await new Promise((r) => setTimeout(r, 30));
    }
  }
  const decide = (id: number, what: 'confirm' | 'dismiss', auth: Record<string, string> | null = admin.auth) =>
    t.request({ method: 'POST', url: `/api/admin/sync/${id}/${what}`, ...(auth ? { token: auth } : {}) });

  /** Hotel id -> active, for the hotels of one supplier. */
  const iceState = async () => new Map((await t.db.selectFrom('hotels').select(['ice_listing_id', 'status']).where('ice_listing_id', 'is not', null).execute()).map((h) => [h.ice_listing_id!, h.status]));
  const derbyState = async () => new Map((await t.db.selectFrom('hotels').select(['derby_hotel_id', 'available_on_derby']).where('derby_hotel_id', 'is not', null).execute()).map((h) => [h.derby_hotel_id!, h.available_on_derby]));
  const activeIce = async () => [...(await iceState()).entries()].filter(([, s]) => s === 'active').map(([id]) => id).sort();
  const activeDerby = async () => [...(await derbyState()).entries()].filter(([, on]) => on).map(([id]) => id).sort();
  const publishedListings = () => sims.catalogue.hotels.filter((h) => !h.removed && h.publicationStatus === 'Published');

  describe('a malformed answer fails the job with its reason and deactivates nothing', () => {
    const iceCases: [string, Partial<Fault>, RegExp][] = [
      ['a missing list', { json: { items: [] } }, /results/],
      ['a list of wrong items', { json: { results: ['Hotel A', 42] } }, /results\.0/],
      ['wrong types', { json: { results: [{ listingID: { id: 1 }, name: 7 }], totalCount: 'many' } }, /results\.0\.listingID|totalCount/],
      ['a null list', { json: { results: null } }, /results/],
      ['HTML instead of JSON', {}, /not JSON/],
    ];
    for (const [what, fault, reason] of iceCases) {
      it(`ICE Portal: ${what}`, async () => {
        const before = await iceState();
        expect([...before.values()].filter((s) => s === 'active').length).toBeGreaterThan(10);
        const requests = sims.ice.requests.length;
        sims.inject({ kind: 'malformed', path: '/v1/listings', times: 1_000, ...fault });
        const view = await run('ice-portal');
        expect(view.status, JSON.stringify(view)).toBe('failed');
        expect(view.error).toMatch(/ice_portal\.listings/);
        expect(view.error).toMatch(reason);
        // Not retried: the same answer would come back.
        expect(view.attempts).toBe(1);
        expect(sims.ice.requests.slice(requests).filter((r) => r.path === '/v1/listings')).toHaveLength(1);
        // Never the body, never a credential.
        expect(view.error).not.toMatch(/Hotel A|<html|Bearer|access_token/i);
        expect(view.error!.length).toBeLessThan(400);
        expect(await iceState()).toEqual(before);
      });
    }

    it('ICE Portal: a later page that goes bad after good ones', async () => {
      const before = await iceState();
      sims.ice.afterListingsPage(1, () => sims.inject({ kind: 'malformed', path: '/v1/listings', times: 1_000, json: { page: 2, results: {} } }));
      const view = await run('ice-portal');
      expect(view.status).toBe('failed');
      expect(view.error).toMatch(/results/);
      expect(await iceState()).toEqual(before);
    });

    it('ICE Portal: a malformed photo list fails the job too', async () => {
      const before = await iceState();
      const listing = publishedListings()[0]!;
      sims.inject({ kind: 'malformed', path: `/v1/listings/${listing.listingID}/assets`, times: 1_000, json: { results: [{ assetID: 1, links: 'https://cdn.example/x.jpg' }] } });
      const view = await run('ice-portal');
      expect(view.status).toBe('failed');
      expect(view.error).toMatch(/ice_portal\.assets.*results\.0\.links/);
      expect(await iceState()).toEqual(before);
    });

    const derbyCases: [string, Partial<Fault>, RegExp][] = [
      ['a missing list', { json: { data: [] } }, /hotels/],
      ['a list of wrong items', { json: [17, 'DS-1'] }, /hotels\.0/],
      ['wrong types', { json: { hotels: [{ hotelId: 1234, status: true }] } }, /hotels\.0\.hotelId|hotels\.0\.status/],
      ['an unknown status', { json: [{ hotelId: 'X1', status: 'Active' }] }, /hotels\.0\.status/],
      ['HTML instead of JSON', {}, /not JSON/],
    ];
    for (const [what, fault, reason] of derbyCases) {
      it(`DerbySoft: ${what}`, async () => {
        const before = await derbyState();
        expect([...before.values()].filter(Boolean).length).toBeGreaterThan(5);
        sims.inject({ kind: 'malformed', path: '/hotels/*', method: 'GET', times: 1_000, ...fault });
        const view = await run('derbysoft');
        expect(view.status, JSON.stringify(view)).toBe('failed');
        expect(view.error).toMatch(/derbysoft\.hotels/);
        expect(view.error).toMatch(reason);
        expect(view.attempts).toBe(1);
        expect(view.error).not.toMatch(/<html|Bearer/i);
        expect(await derbyState()).toEqual(before);
      });
    }
  });

  describe('a sync that would deactivate many hotels asks first', () => {
    it('below the share it deactivates as before', async () => {
      const [gone] = publishedListings().filter((h) => !h.derby);
      gone!.removed = true;
      const view = await run('ice-portal');
      expect(view.status).toBe('succeeded');
      expect(view.result).toMatchObject({ deactivated: 1 });
      expect(view.result!.confirmation).toBeUndefined();
      expect((await iceState()).get(String(gone!.listingID))).toBe('inactive');
      gone!.removed = false;
      expect((await run('ice-portal')).result).toMatchObject({ deactivated: 0 });
      expect((await iceState()).get(String(gone!.listingID))).toBe('active');
    });

    it('ICE Portal: most listings vanish -> needs confirmation, nothing deactivated; confirming deactivates exactly those', async () => {
      const active = await activeIce();
      const vanished = publishedListings().slice(0, Math.ceil(active.length * 0.7));
      vanished.forEach((h) => (h.removed = true));
      const view = await run('ice-portal');
      expect(view.status, JSON.stringify(view)).toBe('needs_confirmation');
      expect(view.result).toMatchObject({ deactivated: 0, confirmation: { count: vanished.length, total: active.length, max_share: 0.2, decision: 'pending' } });
      expect(view.result!.confirmation!.share).toBeCloseTo(vanished.length / active.length, 3);
      expect(await activeIce()).toEqual(active);

      // Staff who may only view hotels, drivers and strangers cannot decide.
      expect((await decide(view.id, 'confirm', viewer.auth)).statusCode).toBe(403);
      expect((await decide(view.id, 'confirm', driver.auth)).statusCode).toBe(403);
      expect((await decide(view.id, 'confirm', null)).statusCode).toBe(401);
      expect((await decide(999_999, 'confirm')).statusCode).toBe(404);

      // What the job computed, not a fresh guess: a listing that vanishes meanwhile is not taken along.
      const later = publishedListings()[0]!;
      later.removed = true;
      const res = await decide(view.id, 'confirm');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: view.id, status: 'succeeded', result: { deactivated: vanished.length, confirmation: { decision: 'confirmed', decided_by: admin.id } } });
      const expected = active.filter((id) => !vanished.some((h) => String(h.listingID) === id));
      expect(await activeIce()).toEqual(expected);
      expect((await iceState()).get(String(later.listingID))).toBe('active');
      // Decided once.
      expect((await decide(view.id, 'confirm')).statusCode).toBe(409);
      expect((await decide(view.id, 'dismiss')).statusCode).toBe(409);

      // They come back: active again.
      [...vanished, later].forEach((h) => (h.removed = false));
      expect((await run('ice-portal')).status).toBe('succeeded');
      expect(await activeIce()).toEqual(active);
    });

    it('ICE Portal: most listings unpublished at once is held the same way; dismissing keeps every hotel', async () => {
      const active = await activeIce();
      const unpublished = publishedListings().slice(0, Math.ceil(active.length * 0.5));
      unpublished.forEach((h) => sims.ice.setPublished(String(h.listingID), false));
      const view = await run('ice-portal');
      expect(view.status, JSON.stringify(view)).toBe('needs_confirmation');
      expect(view.result!.confirmation).toMatchObject({ count: unpublished.length, total: active.length });
      expect(await activeIce()).toEqual(active);
      const res = await decide(view.id, 'dismiss');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'succeeded', result: { deactivated: 0, confirmation: { decision: 'dismissed' } } });
      expect(await activeIce()).toEqual(active);
      expect((await decide(view.id, 'confirm')).statusCode).toBe(409);

      // Dismissed is not forgotten: the next run asks again, and confirming it then unpublishes them.
      const again = await run('ice-portal');
      expect(again.status).toBe('needs_confirmation');
      expect(again.result!.confirmation!.count).toBe(unpublished.length);
      expect((await decide(again.id, 'confirm')).statusCode).toBe(200);
      expect(await activeIce()).toEqual(active.filter((id) => !unpublished.some((h) => String(h.listingID) === id)));
      unpublished.forEach((h) => sims.ice.setPublished(String(h.listingID), true));
      expect((await run('ice-portal')).status).toBe('succeeded');
      expect(await activeIce()).toEqual(active);
    });

    it('a held job that a later sync has overtaken cannot be confirmed', async () => {
      const active = await activeIce();
      const vanished = publishedListings().slice(0, Math.ceil(active.length * 0.5));
      vanished.forEach((h) => (h.removed = true));
      const held = await run('ice-portal');
      expect(held.status).toBe('needs_confirmation');
      vanished.forEach((h) => (h.removed = false));
      expect((await run('ice-portal')).status).toBe('succeeded');
      const res = await decide(held.id, 'confirm');
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('sync_superseded');
      expect(await activeIce()).toEqual(active);
      expect((await decide(held.id, 'dismiss')).statusCode).toBe(200);
    });

    it('DerbySoft: most hotels no longer offered -> needs confirmation; confirming un-flags exactly those', async () => {
      const active = await activeDerby();
      const offered = sims.catalogue.hotels.filter((h) => h.derby?.status === 'Actived' && active.includes(h.hotelCode));
      const dropped = offered.slice(0, Math.ceil(active.length * 0.6));
      const saved = dropped.map((h) => h.derby);
      dropped.forEach((h) => (h.derby = null));
      try {
        const view = await run('derbysoft');
        expect(view.status, JSON.stringify(view)).toBe('needs_confirmation');
        expect(view.result).toMatchObject({ deactivated: 0, confirmation: { count: dropped.length, total: active.length } });
        expect(await activeDerby()).toEqual(active);
        const res = await decide(view.id, 'confirm');
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().result).toMatchObject({ deactivated: dropped.length });
        expect(await activeDerby()).toEqual(active.filter((id) => !dropped.some((h) => h.hotelCode === id)));
      } finally {
        dropped.forEach((h, i) => (h.derby = saved[i]!));
      }
      expect((await run('derbysoft')).status).toBe('succeeded');
      expect(await activeDerby()).toEqual(active);
    });

    it('DerbySoft: most hotels switched to Deactived at once is held too', async () => {
      const active = await activeDerby();
      const switched = sims.catalogue.hotels.filter((h) => h.derby?.status === 'Actived' && active.includes(h.hotelCode)).slice(0, Math.ceil(active.length * 0.5));
      switched.forEach((h) => (h.derby!.status = 'Deactived'));
      try {
        const view = await run('derbysoft');
        expect(view.status).toBe('needs_confirmation');
        expect(view.result!.confirmation!.count).toBe(switched.length);
        expect(await activeDerby()).toEqual(active);
        expect((await decide(view.id, 'dismiss')).statusCode).toBe(200);
        expect(await activeDerby()).toEqual(active);
      } finally {
        switched.forEach((h) => (h.derby!.status = 'Actived'));
      }
    });

    it('the supplier summary shows a held sync', async () => {
      const active = await activeDerby();
      const dropped = sims.catalogue.hotels.filter((h) => h.derby?.status === 'Actived' && active.includes(h.hotelCode)).slice(0, Math.ceil(active.length * 0.5));
      const saved = dropped.map((h) => h.derby);
      dropped.forEach((h) => (h.derby = null));
      try {
        const view = await run('derbysoft');
        const summary = (await t.request({ method: 'GET', url: '/api/admin/hotels/suppliers', token: admin.auth })).json();
        expect(summary.data.find((s: { code: string }) => s.code === 'derbysoft').last_sync).toMatchObject({ id: view.id, status: 'needs_confirmation' });
        expect((await decide(view.id, 'dismiss')).statusCode).toBe(200);
      } finally {
        dropped.forEach((h, i) => (h.derby = saved[i]!));
      }
    });
  });
});
