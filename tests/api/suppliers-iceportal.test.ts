import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createIcePortalClient } from '@server/suppliers/iceportal/client';
import { SupplierError, startSupplierSimulators, walkProperties, type SupplierSimulators } from '@server/suppliers';
import type { HttpOptions } from '@server/suppliers/http';

/** Fast retries, and a record of every wait the client asked for. */
function fastHttp(extra: Partial<HttpOptions> = {}) {
  const waits: number[] = [];
  const http: Partial<HttpOptions> = {
    baseDelayMs: 2,
    maxDelayMs: 10,
    timeoutMs: 2_000,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...extra,
  };
  return { http, waits };
}

const caught = async (p: Promise<unknown>): Promise<SupplierError> => {
  try {
    await p;
  } catch (err) {
    if (err instanceof SupplierError) return err;
    throw err;
  }
  throw new Error('expected a SupplierError');
};

async function walkAll(client: ReturnType<typeof createIcePortalClient>, opts: { pageSize?: number; since?: string } = {}) {
  const items = [];
  for await (const p of walkProperties(client, opts)) items.push(p);
  return items;
}

describe('ICE Portal adapter against the simulator', () => {
  let sims: SupplierSimulators;
  beforeAll(async () => {
    sims = await startSupplierSimulators({ latency: 'none', seed: 'ice-tests', size: 120 });
  });
  afterAll(() => sims.close());
  afterEach(() => {
    sims.ice.clearFaults();
    sims.ice.requests.length = 0;
  });
  const client = (extra: Partial<HttpOptions> = {}) => {
    const { http, waits } = fastHttp(extra);
    return { ice: createIcePortalClient(sims.config(http).icePortal), waits };
  };
  const calls = (path: string) => sims.ice.requests.filter((r) => r.path === path);

  it('gets a token with client credentials once and reuses it', async () => {
    const { ice } = client();
    const first = await ice.listProperties({ pageSize: 10 });
    await ice.listProperties({ cursor: first.nextCursor! });
    const tokenCalls = calls('/connect/token');
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]!.body).toMatchObject({ grant_type: 'client_credentials', client_id: 'rigrest-simulator' });
    const listings = calls('/v1/listings');
    expect(listings).toHaveLength(2);
    expect(new Set(listings.map((r) => r.authorization)).size).toBe(1);
    expect(listings[0]!.authorization).toMatch(/^Bearer \S+$/);
  });

  it('fails with auth on a wrong client secret, without retrying', async () => {
    const cfg = sims.config(fastHttp().http).icePortal;
    const ice = createIcePortalClient({ ...cfg, clientSecret: 'wrong' });
    const err = await caught(ice.listProperties({}));
    expect(err.kind).toBe('auth');
    expect(err.retryable).toBe(false);
    expect(calls('/connect/token')).toHaveLength(1);
    expect(calls('/v1/listings')).toHaveLength(0);
  });

  it('on a 401 gets a new token once and repeats the call', async () => {
    const { ice } = client();
    await ice.listProperties({ pageSize: 5 });
    sims.ice.expireTokens();
    const page = await ice.listProperties({ pageSize: 5 });
    expect(page.items).toHaveLength(5);
    expect(sims.ice.requests.map((r) => `${r.path}:${r.status}`)).toEqual([
      '/connect/token:200',
      '/v1/listings:200',
      '/v1/listings:401',
      '/connect/token:200',
      '/v1/listings:200',
    ]);
  });

  it('does not loop when a fresh token is refused too', async () => {
    const { ice } = client();
    sims.ice.inject({ kind: '401', path: '/v1/listings', times: 5 });
    const err = await caught(ice.listProperties({}));
    expect(err.kind).toBe('auth');
    expect(calls('/v1/listings')).toHaveLength(2);
    expect(calls('/connect/token')).toHaveLength(2);
  });

  it('walks every published and unpublished listing once, across pages, and leaves removed ones out', async () => {
    const { ice } = client();
    const items = await walkAll(ice, { pageSize: 25 });
    const expected = sims.catalogue.hotels.filter((h) => !h.removed).map((h) => String(h.listingID));
    expect(items.map((p) => p.supplierId).sort()).toEqual(expected.sort());
    expect(calls('/v1/listings').map((r) => r.query.pageSize)).toEqual(['25', '25', '25', '25', '25']);
    expect(items.find((p) => p.supplierId === sims.scenarios.removedListingId)).toBeUndefined();
    const unpublished = items.find((p) => p.supplierId === sims.scenarios.unpublishedListingId);
    expect(unpublished?.published).toBe(false);
    expect(items.filter((p) => p.published).length).toBeGreaterThan(items.length * 0.8);
  });

  it('maps a listing to a content property', async () => {
    const { ice } = client();
    const h = sims.catalogue.hotels.find((x) => x.derby && !x.removed && x.publicationStatus === 'Published')!;
    const p = await ice.getProperty(String(h.listingID));
    expect(p).toMatchObject({
      supplierId: String(h.listingID),
      mappedId: h.hotelCode,
      name: h.name,
      chainCode: h.brand.code,
      brandCode: h.brand.code,
      published: true,
      address: { city: h.place.city, state: h.place.state, country: h.place.country, postalCode: h.postalCode, line1: h.addressLine1 },
      latitude: h.latitude,
      longitude: h.longitude,
      phone: h.phone,
    });
    expect(p!.description).toContain(h.place.highway);
    expect(Object.keys(p!.descriptions).sort()).toEqual(['de', 'en', 'es', 'fr']);
    expect(p!.roomTypes.map((r) => r.code)).toEqual(h.roomTypes.map((r) => r.roomCode));
    expect(p!.lastModified).toBe(new Date(h.contentLastModified).toISOString());
  });

  it('answers null for a removed listing', async () => {
    const { ice } = client();
    expect(await ice.getProperty(sims.scenarios.removedListingId)).toBeNull();
  });

  it('reads room types with their names', async () => {
    const { ice } = client();
    const h = sims.catalogue.hotels[0]!;
    const rooms = await ice.getRoomTypes(String(h.listingID));
    expect(rooms).toEqual(h.roomTypes.map((r) => ({ roomId: String(r.roomID), code: r.roomCode, name: r.name, description: r.description })));
  });

  it('maps photos with captions by language, category, room codes and order, and serves the images itself', async () => {
    const { ice } = client();
    const h = sims.catalogue.hotels.find((x) => !x.removed && x.assets.some((a) => a.disabled))
      ?? sims.catalogue.hotels.find((x) => !x.removed)!;
    const media = await ice.getPropertyMedia(String(h.listingID));
    const enabled = h.assets.filter((a) => !a.disabled);
    expect(media.map((m) => m.supplierRef)).toEqual(enabled.map((a) => String(a.assetID)));
    expect(media.map((m) => m.order)).toEqual(enabled.map((_a, i) => i + 1));
    const room = media.find((m) => m.category === 'Room')!;
    expect(room.roomCodes).toHaveLength(1);
    expect(h.roomTypes.map((r) => String(r.roomID))).toContain(room.roomCodes[0]);
    const exterior = media.find((m) => m.category === 'Exterior')!;
    expect(exterior.caption).toMatchObject({ en: 'Exterior', es: 'Fachada', fr: 'Extérieur', de: 'Außenansicht' });
    expect(exterior.width).toBe(1024);
    expect(calls(`/v1/listings/${h.listingID}/assets`)[0]!.query).toMatchObject({ page: '1', pageSize: '100' });

    expect(exterior.url.startsWith(sims.iceBaseUrl)).toBe(true);
    const img = await fetch(exterior.url);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await img.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(bytes.readUInt32BE(16)).toBe(640); // IHDR width
  });

  it('retries a 503 burst with backoff and then succeeds', async () => {
    const { ice, waits } = client();
    await ice.listProperties({ pageSize: 1 });
    sims.ice.inject({ kind: '503', path: '/v1/listings', times: 3 });
    const page = await ice.listProperties({ pageSize: 3 });
    expect(page.items).toHaveLength(3);
    expect(calls('/v1/listings').map((r) => r.status)).toEqual([200, 503, 503, 503, 200]);
    expect(waits).toHaveLength(3);
    // Exponential: each ceiling doubles (2, 4, 8 ms), with jitter inside the upper half.
    expect(waits[0]).toBeGreaterThanOrEqual(1);
    expect(waits[2]).toBeGreaterThanOrEqual(4);
    expect(waits[2]).toBeLessThanOrEqual(8);
  });

  it('gives up after its retries with an unavailable error', async () => {
    const { ice } = client({ retries: 2 });
    sims.ice.inject({ kind: '503', path: '/v1/listings', times: 10 });
    const err = await caught(ice.listProperties({}));
    expect(err.kind).toBe('unavailable');
    expect(err.details.status).toBe(503);
    expect(calls('/v1/listings')).toHaveLength(3);
  });

  it('honours Retry-After on a 429, and backs off without it', async () => {
    const { ice, waits } = client();
    await ice.listProperties({ pageSize: 1 });
    sims.ice.inject({ kind: '429', path: '/v1/listings', retryAfterSeconds: 2 });
    sims.ice.inject({ kind: '429', path: '/v1/listings' });
    const page = await ice.listProperties({ pageSize: 2 });
    expect(page.items).toHaveLength(2);
    expect(calls('/v1/listings').map((r) => r.status)).toEqual([200, 429, 429, 200]);
    expect(waits[0]).toBe(2_000);
    expect(waits[1]).toBeLessThanOrEqual(4);
  });

  it('does not wait for a Retry-After longer than it allows', async () => {
    const { ice, waits } = client({ maxRetryAfterMs: 1_000 });
    await ice.listProperties({ pageSize: 1 });
    sims.ice.inject({ kind: '429', path: '/v1/listings', retryAfterSeconds: 120 });
    const err = await caught(ice.listProperties({}));
    expect(err.kind).toBe('rate_limited');
    expect(err.details.retryAfterMs).toBe(120_000);
    expect(waits).toEqual([]);
  });

  it('times out a slow answer, retries, and then succeeds', async () => {
    const { ice } = client({ timeoutMs: 100 });
    await ice.listProperties({ pageSize: 1 });
    sims.ice.inject({ kind: 'delay', path: '/v1/listings', ms: 400 });
    const page = await ice.listProperties({ pageSize: 2 });
    expect(page.items).toHaveLength(2);
    const attempts = calls('/v1/listings');
    expect(attempts.length).toBeGreaterThanOrEqual(2);
  });

  it('reports a timeout when every attempt is too slow', async () => {
    const { ice } = client({ timeoutMs: 60, retries: 1 });
    await ice.listProperties({ pageSize: 1 });
    sims.ice.inject({ kind: 'delay', path: '/v1/listings', ms: 300, times: 2 });
    const err = await caught(ice.listProperties({}));
    expect(err.kind).toBe('timeout');
    expect(err.retryable).toBe(true);
  });

  it('filters by since on its side: a walk from the future finds nothing but still ends', async () => {
    // A generous timeout: this counts pages, and a retry after a slow answer on a busy machine is not one.
    const { ice } = client({ timeoutMs: 30_000 });
    const items = await walkAll(ice, { pageSize: 50, since: '2999-01-01T00:00:00Z' });
    expect(items).toEqual([]);
    // Only this walk's pages (size 50): a slow request of the test before can still arrive late on a busy machine.
    expect(calls('/v1/listings').filter((r) => r.query.pageSize === '50')).toHaveLength(3);
  });

  it('rejects a cursor it did not make', async () => {
    const { ice } = client();
    const err = await caught(ice.listProperties({ cursor: 'not-a-cursor' }));
    expect(err.kind).toBe('validation');
  });
});

describe('ICE Portal paging without totals and with a page-size cap', () => {
  let sims: SupplierSimulators;
  beforeAll(async () => {
    sims = await startSupplierSimulators({ latency: 'none', seed: 'ice-paging', size: 90, ice: { envelope: 'bare', maxPageSize: 20, changeAfterPage: 2 } });
  });
  afterAll(() => sims.close());

  it('walks every listing although the server shrinks pages silently and data changes between pages', async () => {
    const ice = createIcePortalClient(sims.config({ baseDelayMs: 1 }).icePortal);
    const startedAt = new Date().toISOString();
    const before = new Set(sims.catalogue.hotels.filter((h) => !h.removed).map((h) => String(h.listingID)));
    const items = await walkAll(ice, { pageSize: 100 });
    const ids = items.map((p) => p.supplierId);
    expect(new Set(ids).size).toBe(ids.length);
    // The listing added after page 2 sorts last, so the walk still reaches it.
    const after = sims.catalogue.hotels.filter((h) => !h.removed).map((h) => String(h.listingID));
    expect(after.length).toBe(before.size + 1);
    expect(ids.sort()).toEqual(after.sort());
    const pages = sims.ice.requests.filter((r) => r.path === '/v1/listings');
    expect(pages.every((r) => r.query.pageSize === '100')).toBe(true);
    // 90 listings (one removed) + 1 added = 90 in pages of 20: 5 pages, the last one short.
    expect(pages).toHaveLength(5);

    // The next incremental walk starts from when this one started: it sees the edit and the new listing only.
    sims.ice.requests.length = 0;
    const changed = await walkAll(ice, { since: startedAt });
    const added = after.find((id) => !before.has(id))!;
    expect(changed.map((p) => p.supplierId).sort()).toEqual([String(sims.catalogue.hotels.find((h) => !h.removed)!.listingID), added].sort());
  });

  it('ends a walk whose only page is short with one more, empty, request', async () => {
    const small = await startSupplierSimulators({ latency: 'none', seed: 'ice-small', size: 40, ice: { envelope: 'bare' } });
    try {
      const ice = createIcePortalClient(small.config().icePortal);
      const items = await walkAll(ice, { pageSize: 500 });
      expect(items).toHaveLength(small.catalogue.hotels.filter((h) => !h.removed).length);
      expect(small.ice.requests.filter((r) => r.path === '/v1/listings').map((r) => r.query.page)).toEqual(['1', '2']);
    } finally {
      await small.close();
    }
  });
});

describe('ICE Portal token expiry', () => {
  it('refreshes a token before it expires, and after the server says it has', async () => {
    let clock = Date.parse('2026-06-01T00:00:00Z');
    const sims = await startSupplierSimulators({ latency: 'none', seed: 'ice-token', size: 40, ice: { tokenTtlSeconds: 600, now: () => clock } });
    try {
      const ice = createIcePortalClient({ ...sims.config().icePortal, now: () => clock });
      await ice.listProperties({ pageSize: 1 });
      clock += 550_000; // inside the last minute of the token: the client renews before calling
      await ice.listProperties({ pageSize: 1 });
      expect(sims.ice.requests.map((r) => `${r.path}:${r.status}`)).toEqual(['/connect/token:200', '/v1/listings:200', '/connect/token:200', '/v1/listings:200']);

      // A client whose clock runs behind still recovers when the server calls the token expired.
      sims.ice.requests.length = 0;
      const frozen = clock;
      const lagging = createIcePortalClient({ ...sims.config().icePortal, now: () => frozen });
      await lagging.listProperties({ pageSize: 1 });
      clock += 700_000;
      await lagging.listProperties({ pageSize: 1 });
      expect(sims.ice.requests.map((r) => `${r.path}:${r.status}`)).toEqual([
        '/connect/token:200',
        '/v1/listings:200',
        '/v1/listings:401',
        '/connect/token:200',
        '/v1/listings:200',
      ]);
    } finally {
      await sims.close();
    }
  });
});
