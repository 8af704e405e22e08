import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupSuppliers, startSupplierSimulators, walkProperties, type SupplierSimulators } from '@server/suppliers';
import { createDerbySoftClient } from '@server/suppliers/derbysoft/client';
import { createIcePortalClient } from '@server/suppliers/iceportal/client';

/** The simulators on their own, and the start-up wiring main.ts uses. */
describe('supplier simulators', () => {
  let sims: SupplierSimulators;
  beforeAll(async () => {
    sims = await startSupplierSimulators({ latency: 'none', seed: 'sim-tests', size: 60 });
  });
  afterAll(() => sims.close());

  const post = (url: string, token: string, body: unknown) =>
    fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('listen on loopback only', () => {
    for (const u of [sims.iceBaseUrl, sims.derbyShoppingUrl, sims.derbyBookingUrl]) expect(new URL(u).hostname).toBe('127.0.0.1');
    expect(new Set([sims.iceBaseUrl, sims.derbyShoppingUrl, sims.derbyBookingUrl]).size).toBe(3);
  });

  it('answer 401 "Key not authorised" to a wrong DerbySoft token, and log the request', async () => {
    const r = await post(`${sims.derbyShoppingUrl}/shopping/multihotels`, 'nope', {});
    expect(r.status).toBe(401);
    expect(await r.json()).toEqual({ error: 'Key not authorised' });
    const logged = sims.derby.requests.at(-1)!;
    expect(logged).toMatchObject({ server: 'derbysoft_shopping', method: 'POST', path: '/shopping/multihotels', status: 401, authorization: 'Bearer nope' });
  });

  it('answer DerbySoft business errors as HTTP 500 with errorCode', async () => {
    const { derbySoft } = sims.config();
    const r = await post(`${sims.derbyShoppingUrl}/shopping/multihotels`, derbySoft.shoppingToken, {
      header: { distributorId: 'RIGREST', version: 'v4', token: 'abc' },
      hotels: [{ supplierId: 'TRUCKSTOP_HOTELS', hotelId: 'X' }],
      stayRange: { checkin: '2027-01-02', checkout: '2027-01-01' },
      roomCriteria: { roomCount: 1, adultCount: 1, childCount: 0 },
    });
    expect(r.status).toBe(500);
    expect(await r.json()).toMatchObject({ errorCode: 'InvalidField', errorMessage: expect.stringContaining('checkout') });
  });

  it('activate and deactivate hotels through setup', async () => {
    const { derbySoft } = sims.config();
    const id = sims.scenarios.derbyHotelIds[0]!;
    const setup = (status: string) =>
      post(`${sims.derbyShoppingUrl}/hotels/TRUCKSTOP_HOTELS/setup`, derbySoft.shoppingToken, { header: { distributorId: 'RIGREST', version: 'v4', token: 't' }, hotels: [{ hotelId: id, status }] });
    expect(await (await setup('Deactived')).json()).toMatchObject({ hotels: [{ hotelId: id, status: 'Deactived' }] });
    expect(sims.catalogue.byCode.get(id)!.derby!.status).toBe('Deactived');
    expect((await setup('Actived')).status).toBe(200);
    expect((await setup('Paused')).status).toBe(500);
  });

  it('route a fault injected on both to the simulator serving its path, and merge their logs', async () => {
    sims.inject({ kind: '503', path: '/reservation/detail' });
    sims.inject({ kind: '503', path: '/v1/listings' });
    const detail = await post(`${sims.derbyBookingUrl}/reservation/detail`, sims.config().derbySoft.bookingToken, {});
    const listings = await fetch(`${sims.iceBaseUrl}/v1/listings`);
    expect([detail.status, listings.status]).toEqual([503, 503]);
    expect(sims.requests.slice(-2).map((r) => `${r.server} ${r.path} ${r.fault}`)).toEqual(['derbysoft_booking /reservation/detail 503', 'ice_portal /v1/listings 503']);
    sims.clearFaults();
  });

  it('answer a malformed 200 when told: the JSON given, or an HTML page', async () => {
    sims.inject({ kind: 'malformed', path: '/v1/listings', json: { items: [] } });
    sims.inject({ kind: 'malformed', path: '/hotels/*' });
    const listings = await fetch(`${sims.iceBaseUrl}/v1/listings`);
    expect(listings.status).toBe(200);
    expect(await listings.json()).toEqual({ items: [] });
    const hotels = await fetch(`${sims.derbyBookingUrl}/hotels/TRUCKSTOP_HOTELS?distributorId=RIGREST`, { headers: { authorization: `Bearer ${sims.config().derbySoft.bookingToken}` } });
    expect(hotels.status).toBe(200);
    expect(hotels.headers.get('content-type')).toMatch(/text\/html/);
    expect(await hotels.text()).toMatch(/^<!DOCTYPE html>/);
    expect(sims.requests.slice(-2).map((r) => r.fault)).toEqual(['malformed', 'malformed']);
  });

  it('take injected faults in order, each for its number of requests', async () => {
    sims.ice.inject({ kind: '503', path: '/connect/token', times: 2 });
    sims.ice.inject({ kind: '429', path: '/connect/*', retryAfterSeconds: 5 });
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 4; i++) {
      const r = await fetch(`${sims.iceBaseUrl}/connect/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials' }) });
      statuses.push(r.status);
      retryAfter ??= r.headers.get('retry-after');
    }
    expect(statuses).toEqual([503, 503, 429, 400]);
    expect(retryAfter).toBe('5');
  });

  it('change their content at runtime: edits, unpublishing, removal and new listings show in the next incremental walk', async () => {
    const content = createIcePortalClient(sims.config({ baseDelayMs: 1 }).icePortal);
    const since = new Date().toISOString();
    const [a, b, c] = sims.catalogue.hotels.filter((h) => !h.removed).map((h) => String(h.listingID));
    await new Promise((r) => setTimeout(r, 5));
    sims.ice.touch(a!, { name: 'Renamed Inn' });
    sims.ice.setPublished(b!, false);
    sims.ice.remove(c!);
    const added = sims.ice.addListing();
    const changed = [];
    for await (const p of walkProperties(content, { since })) changed.push(p);
    expect(changed.map((p) => [p.supplierId, p.name === 'Renamed Inn', p.published]).sort()).toEqual(
      [
        [a, true, true],
        [b, false, false],
        [added, false, true],
      ].sort(),
    );
    expect(await content.getProperty(c!)).toBeNull();
    expect((await content.getPropertyMedia(added)).length).toBeGreaterThan(0);
  });
});

describe('setupSuppliers (what main.ts calls)', () => {
  it('starts the simulators when no supplier URL is configured, with faults from the environment', async () => {
    const s = await setupSuppliers({
      SUPPLIER_SIM_LATENCY: 'none',
      SUPPLIER_SIM_FAULTS: JSON.stringify([{ kind: '503', path: '/shopping/multihotels', times: 1 }]),
      SUPPLIER_RETRIES: '2',
    }, { http: { baseDelayMs: 1 } });
    try {
      expect(s.simulators).not.toBeNull();
      const page = await s.content.listProperties({ pageSize: 5 });
      expect(page.items).toHaveLength(5);
      const av = await s.inventory.getAvailability({ propertyIds: s.simulators!.scenarios.derbyHotelIds.slice(0, 2), checkIn: '2030-04-01', checkOut: '2030-04-02', rooms: 1, adults: 1 });
      expect(av.partialErrors).toEqual([]);
      expect(av.offers.length).toBeGreaterThan(0);
      expect(s.simulators!.derby.requests.filter((r) => r.path === '/shopping/multihotels').map((r) => r.status)).toEqual([503, 200]);
    } finally {
      await s.close();
    }
  });

  it('uses configured URLs and credentials, and starts nothing, when both suppliers are configured', async () => {
    const real = await startSupplierSimulators({ latency: 'none', seed: 'pretend-real', size: 40 });
    try {
      const c = real.config();
      const s = await setupSuppliers({
        ICE_PORTAL_AUTH_URL: c.icePortal.authUrl,
        ICE_PORTAL_API_URL: c.icePortal.apiUrl,
        ICE_PORTAL_CLIENT_ID: c.icePortal.clientId,
        ICE_PORTAL_CLIENT_SECRET: c.icePortal.clientSecret,
        DERBYSOFT_SHOPPING_URL: c.derbySoft.shoppingUrl,
        DERBYSOFT_BOOKING_URL: c.derbySoft.bookingUrl,
        DERBYSOFT_SHOPPING_TOKEN: c.derbySoft.shoppingToken,
        DERBYSOFT_BOOKING_TOKEN: c.derbySoft.bookingToken,
        DERBYSOFT_DISTRIBUTOR_ID: c.derbySoft.distributorId,
        DERBYSOFT_SUPPLIER_ID: c.derbySoft.supplierId,
      });
      expect(s.simulators).toBeNull();
      expect((await s.content.listProperties({ pageSize: 3 })).items).toHaveLength(3);
      expect((await s.inventory.listHotels()).length).toBe(real.catalogue.hotels.filter((h) => h.derby).length);
      await s.close();
    } finally {
      await real.close();
    }
  });

  it('hides a steady trickle of random 503s and 429s behind retries', async () => {
    const sims = await startSupplierSimulators({ latency: 'none', seed: 'chaos', size: 60, chaos: { derby: { rate503: 0.2, rate429: 0.1 } } });
    try {
      const s = sims.config({ baseDelayMs: 1, maxDelayMs: 2, retries: 6, sleep: async () => {} });
      const ds = createDerbySoftClient({ ...s.derbySoft, batchSize: 1 });
      const av = await ds.getAvailability({ propertyIds: sims.scenarios.derbyHotelIds.slice(0, 12), checkIn: '2030-05-01', checkOut: '2030-05-03', rooms: 1, adults: 1 });
      expect(av.partialErrors).toEqual([]);
      const statuses = sims.derby.requests.map((r) => r.status);
      expect(statuses.filter((x) => x === 503 || x === 429).length).toBeGreaterThan(0);
      expect(statuses.filter((x) => x === 200)).toHaveLength(12);
    } finally {
      await sims.close();
    }
  });
});
