import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBrandsAndAmenities } from '@server/db/seed/catalog';
import { createJobQueue, LeaseLostError } from '@server/jobs/queue';
import { NeedsConfirmation } from '@server/jobs/worker';
import { iceSyncHandler } from '@server/modules/sync/iceportal';
import { createSuppliers, startSupplierSimulators, type SupplierSimulators } from '@server/suppliers';
import { setupTestApp, type SignedIn, type TestContext } from './harness';

type Tally = { processed: number; created: number; updated: number; unchanged: number; deactivated: number; failed: number; failures: { id: string; name?: string; reason: string }[] };
type JobView = { id: number; kind: string; status: string; progress: Tally | null; result: Tally | null; error: string | null; attempts: number; started_at: string | null; finished_at: string | null; existing?: boolean };

const PAGE = 10;

describe('supplier sync jobs', () => {
  let sims: SupplierSimulators;
  let t: TestContext;
  let admin: SignedIn;
  let viewer: SignedIn;
  let driver: SignedIn;

  beforeAll(async () => {
    // Small pages so a walk has several pages (progress, checkpoints, resuming).
    sims = await startSupplierSimulators({ latency: 'none', seed: 'sync-tests', size: 20, ice: { maxPageSize: PAGE } });
    const suppliers = createSuppliers(sims.config({ retries: 2, baseDelayMs: 1, maxDelayMs: 5, timeoutMs: 3_000 }));
    t = await setupTestApp({}, { suppliers, jobPollMs: 20 });
    await seedBrandsAndAmenities(t.db);
    await t.createRole('Hotel viewer', ['access_admin_dashboard', 'view_hotel']);
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    viewer = await t.signedIn({ email: 'viewer@example.com', role: 'Hotel viewer' });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
  });
  afterAll(async () => {
    await t?.close();
    await sims?.close();
  });

  const start = async (which: 'ice-portal' | 'derbysoft', auth = admin.auth) => {
    const res = await t.request({ method: 'GET', url: `/api/hotels/sync-${which}`, token: auth });
    expect(res.statusCode, res.body).toBe(202);
    return res.json() as JobView;
  };
  const job = async (id: number, auth = admin.auth) => {
    const res = await t.request({ method: 'GET', url: `/api/admin/jobs/${id}`, token: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as JobView;
  };
  /** Polls the status endpoint as the admin screen does, until the job ends; answers every view seen. */
  const finish = async (id: number) => {
    const seen: JobView[] = [];
    const until = Date.now() + 30_000;
    for (;;) {
      const view = await job(id);
      seen.push(view);
      if (view.status === 'succeeded' || view.status === 'failed') return { view, seen };
      if (Date.now() > until) throw new Error(`job ${id} did not finish: ${JSON.stringify(view)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const run = async (which: 'ice-portal' | 'derbysoft') => {
    const { view } = await finish((await start(which)).id);
    expect(view.status, JSON.stringify(view)).toBe('succeeded');
    return view.result!;
  };
  const live = () => sims.catalogue.hotels.filter((h) => !h.removed);
  const iceHotels = () => t.db.selectFrom('hotels').selectAll().where('ice_listing_id', 'is not', null).orderBy('id').execute();
  const byListing = async (listingId: string) => t.db.selectFrom('hotels').selectAll().where('ice_listing_id', '=', listingId).executeTakeFirst();

  describe('ICE Portal', () => {
    it('is for staff who may change hotels; the status is for staff who may view them', async () => {
      expect((await t.request({ method: 'GET', url: '/api/hotels/sync-ice-portal' })).statusCode).toBe(401);
      expect((await t.request({ method: 'GET', url: '/api/hotels/sync-ice-portal', token: driver.auth })).statusCode).toBe(403);
      expect((await t.request({ method: 'GET', url: '/api/hotels/sync-derbysoft', token: viewer.auth })).statusCode).toBe(403);
      expect((await t.request({ method: 'GET', url: '/api/admin/jobs/1', token: driver.auth })).statusCode).toBe(403);
      expect((await t.request({ method: 'GET', url: '/api/admin/jobs/999999', token: admin.auth })).statusCode).toBe(404);
    });

    it('starts one durable job (pressing twice joins it), reports progress page by page, then the result', async () => {
      // The first page answers slowly, so the job is surely still running at the second press.
      sims.inject({ kind: 'delay', path: '/v1/listings', ms: 300 });
      const first = await start('ice-portal');
      expect(first).toMatchObject({ kind: 'sync:ice_portal', existing: false });
      expect(['queued', 'running']).toContain(first.status);
      const again = await start('ice-portal');
      expect(again).toMatchObject({ id: first.id, existing: true });

      const { view, seen } = await finish(first.id);
      expect(view.status).toBe('succeeded');
      expect(seen.some((v) => v.status === 'running')).toBe(true);
      // Progress grows one page at a time while it runs.
      const processed = seen.filter((v) => v.status === 'running' && v.progress).map((v) => v.progress!.processed);
      expect(processed).toEqual([...processed].sort((a, b) => a - b));
      const total = live().length;
      expect(processed.every((n) => n <= total)).toBe(true);
      expect(view.result).toEqual({ processed: total, created: total, updated: 0, unchanged: 0, deactivated: 0, failed: 0, failures: [] });
      expect(view.progress).toMatchObject({ processed: total });
      expect(view.attempts).toBe(1);
      expect(view.finished_at).not.toBeNull();
      // Viewers follow it too; a finished job lets a new one start.
      expect((await job(first.id, viewer.auth)).status).toBe('succeeded');
    });

    it('created each hotel with its brand (by brand or chain code), rooms from room types, pictures mirrored with captions', async () => {
      const brands = new Map((await t.db.selectFrom('brands').select(['id', 'name']).execute()).map((b) => [b.id, b.name]));
      const rows = await iceHotels();
      expect(rows).toHaveLength(live().length);
      for (const sim of live()) {
        const h = rows.find((r) => r.ice_listing_id === String(sim.listingID))!;
        expect(h, sim.name).toBeDefined();
        expect(h).toMatchObject({ hotel_name: sim.name, city: sim.place.city, supplier_mapped_id: sim.hotelCode, latitude: sim.latitude, status: sim.publicationStatus === 'Published' ? 'active' : 'inactive', available_on_derby: false });
        // Motel 6 is G6 at ICE Portal: its chain code finds the brand.
        expect(brands.get(h.brand_id!), sim.name).toBe(sim.brand.name);
      }
      const sim = live().find((h) => h.roomTypes.length > 1 && h.publicationStatus === 'Published')!;
      const hotel = (await t.request({ method: 'GET', url: `/api/hotel/${(await byListing(String(sim.listingID)))!.slug}` })).json();
      expect(hotel.supplier).toBe('ice_portal');
      expect(hotel.rooms.map((r: { roomId: string; name: string }) => [r.roomId, r.name]).sort()).toEqual(sim.roomTypes.map((r) => [String(r.roomID), r.name]).sort());
      const assets = sim.assets.filter((a) => !a.disabled);
      const pictures = [...hotel.pictures, ...hotel.rooms.flatMap((r: { pictures: unknown[] }) => r.pictures)] as { url: string; caption: string; room_id: number | null }[];
      expect(pictures).toHaveLength(assets.length);
      expect(pictures.map((p) => p.caption).sort()).toEqual(assets.map((a) => a.captions.en).sort());
      for (const p of pictures) {
        expect(p.url).toMatch(/^\/uploads\/hotels\/ice-[0-9a-f]{32}\.png$/);
        expect(existsSync(path.join(t.config.uploadDir, p.url.slice('/uploads/'.length)))).toBe(true);
      }
      const roomShots = assets.filter((a) => a.category === 'Room').length;
      expect(hotel.rooms.flatMap((r: { pictures: unknown[] }) => r.pictures).length).toBeGreaterThanOrEqual(roomShots);
      // Unpublished at ICE Portal: kept, inactive, hidden from the public.
      const unpublished = await byListing(sims.scenarios.unpublishedListingId);
      expect(unpublished?.status).toBe('inactive');
    });

    it('a second run right after changes nothing: no row written, no picture downloaded', async () => {
      const before = await iceHotels();
      const picturesBefore = await t.db.selectFrom('hotel_pictures').select(['id', 'url', 'caption', 'position']).orderBy('id').execute();
      const roomsBefore = await t.db.selectFrom('rooms').select(['id', 'updated_at']).orderBy('id').execute();
      const requestsBefore = sims.ice.requests.length;
      const result = await run('ice-portal');
      expect(result).toEqual({ processed: before.length, created: 0, updated: 0, unchanged: before.length, deactivated: 0, failed: 0, failures: [] });
      expect(await iceHotels()).toEqual(before);
      expect(await t.db.selectFrom('hotel_pictures').select(['id', 'url', 'caption', 'position']).orderBy('id').execute()).toEqual(picturesBefore);
      expect(await t.db.selectFrom('rooms').select(['id', 'updated_at']).orderBy('id').execute()).toEqual(roomsBefore);
      expect(sims.ice.requests.slice(requestsBefore).filter((r) => r.path.startsWith('/media/'))).toEqual([]);
    });

    it('follows changes: edits are written, removed and unpublished listings become inactive (not deleted), new ones are added', async () => {
      const published = live().filter((h) => h.publicationStatus === 'Published' && !h.derby);
      const [edited, removed, unpublished] = published.map((h) => String(h.listingID));
      sims.ice.touch(edited!, { name: 'Renamed Truck Inn' });
      sims.ice.remove(removed!);
      sims.ice.setPublished(unpublished!, false);
      const added = sims.ice.addListing();
      const untouched = (await iceHotels()).find((h) => ![edited, removed, unpublished].includes(h.ice_listing_id!))!;

      const result = await run('ice-portal');
      // Removed and unpublished both count as deactivated: they go inactive together, at the end of the run.
      expect(result).toMatchObject({ created: 1, updated: 2, deactivated: 2, failed: 0, unchanged: live().length - 3 });
      expect(await byListing(edited!)).toMatchObject({ hotel_name: 'Renamed Truck Inn', status: 'active' });
      expect(await byListing(removed!)).toMatchObject({ status: 'inactive' });
      expect(await byListing(unpublished!)).toMatchObject({ status: 'inactive' });
      expect(await byListing(added)).toMatchObject({ status: 'active' });
      expect((await byListing(untouched.ice_listing_id!))!.updated_at).toBe(untouched.updated_at);

      // A listing that comes back is active again, even with the same content as before.
      sims.catalogue.byListing.get(Number(removed))!.removed = false;
      expect(await run('ice-portal')).toMatchObject({ created: 0, updated: 1, deactivated: 0 });
      expect(await byListing(removed!)).toMatchObject({ status: 'active' });
    });
  });

  describe('DerbySoft', () => {
    it('flags the hotels DerbySoft offers, and a second run changes nothing', async () => {
      const offered = sims.catalogue.hotels.filter((h) => h.derby);
      const result = await run('derbysoft');
      expect(result).toMatchObject({ processed: offered.length, created: offered.length, updated: 0, unchanged: 0, deactivated: 0, failed: 0 });
      for (const sim of offered) {
        const h = await t.db.selectFrom('hotels').select(['derby_hotel_id', 'available_on_derby']).where('supplier_mapped_id', '=', sim.hotelCode).executeTakeFirstOrThrow();
        expect(h, sim.hotelCode).toEqual({ derby_hotel_id: sim.hotelCode, available_on_derby: sim.derby!.status === 'Actived' });
      }
      const flagged = await t.db.selectFrom('hotels').select(['id', 'updated_at']).where('derby_hotel_id', 'is not', null).orderBy('id').execute();
      expect(await run('derbysoft')).toMatchObject({ created: 0, updated: 0, unchanged: offered.length, deactivated: 0 });
      expect(await t.db.selectFrom('hotels').select(['id', 'updated_at']).where('derby_hotel_id', 'is not', null).orderBy('id').execute()).toEqual(flagged);
      const summary = (await t.request({ method: 'GET', url: '/api/admin/hotels/suppliers', token: admin.auth })).json();
      const derby = summary.data.find((s: { code: string }) => s.code === 'derbysoft');
      expect(derby.hotels).toBe(offered.filter((h) => h.derby!.status === 'Actived').length);
      expect(derby.last_sync).toMatchObject({ status: 'succeeded', result: { unchanged: offered.length } });
    });

    it('un-flags a hotel DerbySoft stops offering, and reports the ones it cannot match', async () => {
      const sim = sims.catalogue.hotels.find((h) => h.derby?.status === 'Actived')!;
      const saved = sim.derby;
      sim.derby = null;
      try {
        const result = await run('derbysoft');
        expect(result).toMatchObject({ deactivated: 1, created: 0, updated: 0 });
        const h = await t.db.selectFrom('hotels').selectAll().where('derby_hotel_id', '=', sim.hotelCode).executeTakeFirstOrThrow();
        expect(h.available_on_derby).toBe(false);
        expect((await t.request({ method: 'GET', url: `/api/hotel/${h.id}` })).json().supplier).toBe('ice_portal');
      } finally {
        sim.derby = saved;
      }
      // Offered again: flagged again.
      expect(await run('derbysoft')).toMatchObject({ updated: 1, deactivated: 0 });

      // A DerbySoft hotel with no RigRest hotel (not synced from ICE Portal yet) is a failure with its reason.
      const orphan = sims.catalogue.hotels.find((h) => h.derby && h.publicationStatus === 'Published')!;
      await t.db.updateTable('hotels').set({ supplier_mapped_id: null, derby_hotel_id: null }).where('supplier_mapped_id', '=', orphan.hotelCode).execute();
      const result = await run('derbysoft');
      expect(result.failed).toBe(1);
      expect(result.failures).toEqual([{ id: orphan.hotelCode, name: orphan.name, reason: expect.stringMatching(/ICE Portal sync first/) }]);
      await t.db.updateTable('hotels').set({ supplier_mapped_id: orphan.hotelCode }).where('ice_listing_id', '=', String(orphan.listingID)).execute();
    });
  });

  describe('supplier faults', () => {
    it('a short 503 burst is absorbed by the adapter\'s retries', async () => {
      sims.inject({ kind: '503', path: '/v1/listings', times: 2 });
      const result = await run('ice-portal');
      expect(result).toMatchObject({ failed: 0, created: 0, updated: 0 });
    });

    it('a property whose media keeps failing is reported with its reason; the rest is synced', async () => {
      const sim = live().find((h) => h.publicationStatus === 'Published')!;
      sims.inject({ kind: '503', path: `/v1/listings/${sim.listingID}/assets`, times: 10 });
      const result = await run('ice-portal');
      sims.clearFaults();
      expect(result).toMatchObject({ failed: 1, unchanged: live().length - 1, deactivated: 0 });
      expect(result.failures).toEqual([{ id: String(sim.listingID), name: sim.name, reason: expect.stringMatching(/503/) }]);
      // Not seen is not gone: the hotel stays active.
      expect((await byListing(String(sim.listingID)))!.status).toBe('active');
    });

    it('a refused credential fails the job at once, with the reason, and nothing is deactivated', async () => {
      sims.inject({ kind: '401', path: '/v1/*', times: 1_000 });
      const { view } = await finish((await start('ice-portal')).id);
      sims.clearFaults();
      expect(view.status).toBe('failed');
      expect(view.attempts).toBe(1);
      expect(view.error).toMatch(/401|token/i);
      expect((await iceHotels()).filter((h) => h.status === 'active').length).toBeGreaterThan(0);
    });

    it('a long outage fails the attempt; the job is retried later and resumes', async () => {
      sims.inject({ kind: '503', path: '/v1/listings', times: 3 });
      const first = await start('ice-portal');
      const { view } = await finish(first.id);
      expect(view).toMatchObject({ status: 'succeeded', attempts: 2 });
      expect(view.result).toMatchObject({ failed: 0, created: 0, updated: 0 });
    }, 20_000);
  });

  describe('several workers', () => {
    it('a job whose worker died is resumed by another from its checkpoint, and the dead one cannot finish it', async () => {
      await t.app.worker?.close();
      const content = createSuppliers(sims.config({ retries: 0, timeoutMs: 3_000 })).content;
      const handler = iceSyncHandler(t.db, content, t.config.uploadDir, { maxDeactivateShare: 0.2 });
      const a = createJobQueue(t.db, { workerId: 'worker-a', leaseMs: 300 });
      const b = createJobQueue(t.db, { workerId: 'worker-b', leaseMs: 60_000 });
      const { job: queued } = await a.enqueue('sync:ice_portal');
      const claimed = (await a.claim(['sync:ice_portal']))!;
      expect(claimed.id).toBe(queued.id);

      // Worker A saves its first page, then "dies" (stops without finishing or failing the job).
      class Died extends Error {}
      await expect(
        handler({
          job: claimed,
          signal: new AbortController().signal,
          checkpoint: async (state) => {
            await a.checkpoint(claimed.id, state);
            throw new Died();
          },
        }),
      ).rejects.toBeInstanceOf(Died);
      expect(await b.claim(['sync:ice_portal'])).toBeNull();

      // The dead worker's lease runs out (as it would after LEASE_MS).
      await t.db.updateTable('jobs').set({ locked_until: new Date(Date.now() - 1000).toISOString() }).where('id', '=', queued.id).execute();
      const resumed = (await b.claim(['sync:ice_portal']))!;
      expect(resumed).toMatchObject({ id: queued.id, attempts: 2, locked_by: 'worker-b' });
      expect((resumed.state as { tally: Tally }).tally.processed).toBe(PAGE);
      const from = sims.ice.requests.length;
      const result = await handler({ job: resumed, signal: new AbortController().signal, checkpoint: (s) => b.checkpoint(resumed.id, s) });
      if (result instanceof NeedsConfirmation) throw new Error('nothing was to be deactivated');
      await b.complete(resumed.id, result);
      // B read from the second page on, and the whole walk counts once.
      const pages = sims.ice.requests.slice(from).filter((r) => r.path === '/v1/listings').map((r) => Number(r.query.page));
      expect(pages[0]).toBe(2);
      expect(result).toMatchObject({ processed: live().length, failed: 0, deactivated: 0 });

      // A wakes up: its saves and its finish are refused, B's result stands.
      await expect(a.checkpoint(queued.id, { tally: {} })).rejects.toBeInstanceOf(LeaseLostError);
      await a.complete(queued.id, { created: 999 });
      expect(await job(queued.id)).toMatchObject({ status: 'succeeded', result: { processed: live().length, created: 0 } });
    });
  });
});
