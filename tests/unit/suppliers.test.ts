import { describe, expect, it } from 'vitest';
import { classifyDerbyError } from '@server/suppliers/derbysoft/errors';
import { decodeOfferId, mapDetailStatus, mapRoomRate, normaliseCancelPolicy, normaliseFees } from '@server/suppliers/derbysoft/mapping';
import { backoffDelay, createHttpClient, parseRetryAfter, type HttpRequest, type HttpResponse } from '@server/suppliers/http';
import { isPublished, mapAssets, mapListing, textsByLanguage } from '@server/suppliers/iceportal/mapping';
import { decodeCursor, encodeCursor, nextPage } from '@server/suppliers/iceportal/paging';
import { buildCatalogue, scenariosOf } from '@server/suppliers/simulators/catalogue';
import { createRng } from '@server/suppliers/simulators/prng';
import { LATENCY } from '@server/suppliers/simulators/server';
import { supplierSettingsFromEnv, SupplierConfigError } from '@server/suppliers/config';
import { SupplierError } from '@server/suppliers/types';

const res = (status: number, body: unknown, headers: Record<string, string> = {}): HttpResponse => ({
  status,
  headers: new Headers(headers),
  text: JSON.stringify(body),
  body,
});
const req = (over: Partial<HttpRequest> = {}): HttpRequest => ({ operation: 'derbysoft.test', method: 'POST', url: 'http://x', safe: true, ...over });

describe('DerbySoft error mapping', () => {
  it.each([
    [500, { errorCode: 'InvalidField', errorMessage: 'stayRange' }, {}, 'validation', false],
    [500, { errorCode: 'HotelNotFound', errorMessage: 'x' }, {}, 'not_found', false],
    [500, { errorCode: 'System', errorMessage: 'x' }, {}, 'unavailable', true],
    [500, { errorCode: 'Timeout', errorMessage: 'x' }, {}, 'timeout', true],
    [500, { errorCode: 'System', errorMessage: 'x' }, { commits: true }, 'unknown_outcome', false],
    [500, { errorCode: 'Unknown', errorMessage: 'x' }, { commits: true }, 'unknown_outcome', false],
    [500, { errorCode: 'NetError', errorMessage: 'x' }, { commits: true }, 'unknown_outcome', false],
    [500, { errorCode: 'HotelNotFound', errorMessage: 'x' }, { commits: true }, 'not_found', false],
    [401, { error: 'Key not authorised' }, {}, 'auth', false],
    [429, { error: 'slow down' }, {}, 'rate_limited', true],
    [503, undefined, {}, 'unavailable', true],
    [503, undefined, { commits: true }, 'unknown_outcome', false],
  ] as const)('HTTP %i %j (%j) is %s', (status, body, over, kind, retryable) => {
    const e = classifyDerbyError(res(status, body), req(over));
    expect(e.kind).toBe(kind);
    expect(e.retryable).toBe(retryable);
  });

  it('keeps the supplier code and reads Retry-After', () => {
    expect(classifyDerbyError(res(500, { errorCode: 'HotelNotFound', errorMessage: 'no' }), req()).details.supplierCode).toBe('HotelNotFound');
    expect(classifyDerbyError(res(429, {}, { 'retry-after': '7' }), req()).details.retryAfterMs).toBe(7000);
  });
});

describe('cancel policy normalisation', () => {
  it('reads AD100P_100P as non-refundable', () => {
    expect(normaliseCancelPolicy({ code: 'AD100P_100P', description: 'NRF' }, '2027-03-10')).toEqual({
      code: 'AD100P_100P',
      refundable: false,
      description: 'NRF',
      freeUntil: null,
      penalty: { basis: 'full_stay', value: 100 },
    });
  });

  it('turns a day offset with a deadline time into a hotel-local date-time', () => {
    const p = normaliseCancelPolicy(
      { code: 'X', cancelPenalties: [{ cancellable: true, cancelDeadline: { offsetTimeDropType: 'BeforeArrival', offsetTimeUnit: 'D', offsetTimeValue: 2, dealineTime: '4PM' }, penaltyCharge: { chargeBase: 'Amount', amount: 50 } }] },
      '2027-03-10',
    );
    expect(p).toMatchObject({ refundable: true, freeUntil: '2027-03-08T16:00', penalty: { basis: 'amount', value: 50 } });
  });

  it('counts hour offsets back from midnight of arrival, takes the earliest deadline, and ignores no-show rules', () => {
    const p = normaliseCancelPolicy(
      {
        cancelPenalties: [
          { noShow: true, penaltyCharge: { chargeBase: 'FullStay' } },
          { cancellable: true, cancelDeadline: { offsetTimeUnit: 'H', offsetTimeValue: 24 }, penaltyCharge: { chargeBase: 'NightBase', nights: 1 } },
          { cancellable: true, cancelDeadline: { offsetTimeUnit: 'H', offsetTimeValue: 48, dealineTime: '18:30' }, penaltyCharge: { percent: 50 } },
        ],
      },
      '2027-03-10',
    );
    expect(p).toMatchObject({ refundable: true, freeUntil: '2027-03-08T18:30', penalty: { basis: 'nights', value: 1 } });
  });

  it('says non-refundable when a penalty is not cancellable, and null when there is no policy', () => {
    expect(normaliseCancelPolicy({ code: 'Z', cancelPenalties: [{ cancellable: false, penaltyCharge: { chargeBase: 'FullStay' } }] }, '2027-01-01')?.refundable).toBe(false);
    expect(normaliseCancelPolicy(undefined, '2027-01-01')).toBeNull();
  });
});

describe('room rate mapping', () => {
  const q = { checkIn: '2027-05-01', checkOut: '2027-05-03', rooms: 2, adults: 2 };
  const rate = { roomId: 'K1', rateId: 'BAR', currency: 'USD', amountBeforeTax: [100.1, 100.2], amountAfterTax: [112.11, 112.22], inventory: 3 };

  it('totals per-night amounts times rooms, in cents', () => {
    const o = mapRoomRate('H1', rate, q);
    expect(o.nightly).toEqual([
      { date: '2027-05-01', amountBeforeTax: 100.1, amountAfterTax: 112.11 },
      { date: '2027-05-02', amountBeforeTax: 100.2, amountAfterTax: 112.22 },
    ]);
    expect(o.totalBeforeTax).toBe(400.6);
    expect(o.totalAfterTax).toBe(448.66);
    expect(decodeOfferId(o.offerId)).toMatchObject({ propertyId: 'H1', roomId: 'K1', rateId: 'BAR', ...q });
  });

  it('refuses amounts that do not match the nights', () => {
    expect(() => mapRoomRate('H1', { ...rate, amountBeforeTax: [300] }, q)).toThrow(SupplierError);
  });

  it('normalises fees', () => {
    expect(normaliseFees([{ fee: { name: 'Parking', type: 'Exclusive', amount: 15, amountType: 'Fixed', chargeType: 'PerRoomPerNight' } }, { fee: { name: 'broken' } }])).toEqual([
      { name: 'Parking', amount: 15, percent: false, inclusive: false, per: 'room_night' },
    ]);
  });

  it('reads detail status and result', () => {
    expect(mapDetailStatus({ status: 'Confirmed', result: 'Successful' })).toBe('confirmed');
    expect(mapDetailStatus({ status: 'Cancelled', result: 'Successful' })).toBe('cancelled');
    expect(mapDetailStatus({ status: 'Modified' })).toBe('modified');
    expect(mapDetailStatus({ status: 'Confirmed', result: 'Processing' })).toBe('processing');
    expect(mapDetailStatus({ result: 'Failed' })).toBe('failed');
    expect(mapDetailStatus({})).toBe('unknown');
  });

  it('rejects an offer id it did not make', () => {
    expect(() => decodeOfferId('garbage')).toThrow(SupplierError);
  });
});

describe('ICE Portal mapping', () => {
  it('reads texts as lists or maps, by primary language', () => {
    expect(textsByLanguage([{ languageCode: 'en-US', text: 'Hi' }, { culture: 'fr_FR', value: 'Salut' }, { languageCode: 'de', text: ' ' }])).toEqual({ en: 'Hi', fr: 'Salut' });
    expect(textsByLanguage({ EN: 'Hi', es: 'Hola' })).toEqual({ en: 'Hi', es: 'Hola' });
    expect(textsByLanguage(null, 'Fallback')).toEqual({ en: 'Fallback' });
  });

  it('knows published from status or flag', () => {
    expect(isPublished({ publicationStatus: 'Published' })).toBe(true);
    expect(isPublished({ publicationStatus: 'UNPUBLISHED' })).toBe(false);
    expect(isPublished({ publicationStatus: 'Removed' })).toBe(false);
    expect(isPublished({ isPublished: true, publicationStatus: 'whatever' })).toBe(true);
    expect(isPublished({})).toBe(false);
  });

  it('maps a sparse listing without failing', () => {
    const p = mapListing({ listingID: 42, address: { latitude: '35.5', longitude: 'x' }, propertyLastModified: '2025-01-01T00:00:00Z', contentLastModified: '2025-02-01T00:00:00Z', roomTypes: { results: [{ roomID: 7, description: 'King Room, one bed' }] } });
    expect(p).toMatchObject({ supplierId: '42', name: 'Listing 42', latitude: 35.5, longitude: null, published: false, lastModified: '2025-02-01T00:00:00.000Z' });
    expect(p!.roomTypes).toEqual([{ roomId: '7', code: null, name: 'King Room', description: 'King Room, one bed' }]);
  });

  it('keeps photos with an http(s) link, ordered by ordinal, reading cdn links as strings or objects', () => {
    const media = mapAssets([
      { assetID: 1, mediaType: 'PH', ordinal: 3, links: { cdnLinks: ['https://cdn/1.jpg'] }, category: [{ expediaCategory: { name: 'Room' } }], rooms: [{ roomID: 9 }] },
      { assetID: 2, mediaType: 'VI', links: { mediaLinkURL: 'https://cdn/video' } },
      { assetID: 3, ordinal: 1, links: { cdnLinks: [{ url: 'https://cdn/3.jpg', width: 800, height: 600 }] }, caption: 'Lobby' },
      { assetID: 4, mediaType: 'PH', links: { cdnLinks: ['javascript:alert(1)'] } },
      { assetID: 5, mediaType: 'PH' },
    ]);
    expect(media).toEqual([
      { supplierRef: '3', url: 'https://cdn/3.jpg', width: 800, height: 600, order: 1, caption: { en: 'Lobby' }, category: null, roomCodes: [] },
      { supplierRef: '1', url: 'https://cdn/1.jpg', width: null, height: null, order: 2, caption: {}, category: 'Room', roomCodes: ['9'] },
    ]);
  });
});

describe('ICE Portal paging decisions', () => {
  const c = (over = {}) => ({ page: 1, size: 100, seen: 0, ...over });
  it.each([
    ['empty page ends', {}, 0, c(), false],
    ['a full page goes on', {}, 100, c(), true],
    ['a first short page without hints probes once more', {}, 40, c(), true],
    ['a page shorter than the size seen before ends', {}, 39, c({ page: 3, seen: 40 }), false],
    ['a page as long as the size seen before goes on', {}, 40, c({ page: 3, seen: 40 }), true],
    ['an echoed page size decides', { pageSize: 40 }, 39, c(), false],
    ['totalCount decides', { totalCount: 250, pageSize: 100 }, 100, c({ page: 3 }), false],
    ['totalCount says more', { totalCount: 250, pageSize: 100 }, 100, c({ page: 2 }), true],
    ['totalPages decides', { totalPages: 2 }, 100, c({ page: 2 }), false],
    ['hasMore wins', { hasMore: false, totalCount: 1000 }, 100, c(), false],
    ['next link null ends', { next: null }, 100, c(), false],
  ] as const)('%s', (_name, body, got, cursor, more) => {
    expect(nextPage(body, got, cursor).more).toBe(more);
  });

  it('round-trips cursors and refuses others', () => {
    const cur = { page: 3, size: 50, seen: 50, since: '2026-01-01T00:00:00Z' };
    expect(decodeCursor(encodeCursor(cur))).toEqual(cur);
    expect(() => decodeCursor(Buffer.from('{"page":0}').toString('base64url'))).toThrow(SupplierError);
  });
});

describe('HTTP client', () => {
  const noSleep = async () => {};

  it('backs off exponentially with jitter, capped', () => {
    const o = { baseDelayMs: 100, maxDelayMs: 1000 };
    expect(backoffDelay(0, { ...o, random: () => 0 })).toBe(50);
    expect(backoffDelay(0, { ...o, random: () => 0.999 })).toBe(100);
    expect(backoffDelay(3, { ...o, random: () => 0 })).toBe(400);
    expect(backoffDelay(10, { ...o, random: () => 1 })).toBe(1000);
  });

  it('reads Retry-After as seconds or a date', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:28:10 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(10_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });

  const failingFetch = (code: string): typeof fetch => async () => {
    throw Object.assign(new TypeError('fetch failed'), { cause: { code } });
  };

  it('calls a refused connection unavailable even for a book: nothing was sent', async () => {
    const http = createHttpClient('derbysoft', classifyDerbyError, { fetch: failingFetch('ECONNREFUSED'), sleep: noSleep, retries: 0 });
    await expect(http.send(req({ commits: true, safe: false }))).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('calls a dropped connection on a book an unknown outcome, and retries it on a safe call', async () => {
    let calls = 0;
    const fetchImpl: typeof fetch = async (...args) => {
      calls += 1;
      return failingFetch('ECONNRESET')(...args);
    };
    const http = createHttpClient('derbysoft', classifyDerbyError, { fetch: fetchImpl, sleep: noSleep, retries: 2 });
    await expect(http.send(req({ commits: true, safe: false }))).rejects.toMatchObject({ kind: 'unknown_outcome' });
    expect(calls).toBe(1);
    await expect(http.send(req())).rejects.toMatchObject({ kind: 'unavailable' });
    expect(calls).toBe(4);
  });

  it('never retries an unsafe call, whatever the error', async () => {
    let calls = 0;
    const fetchImpl: typeof fetch = async () => {
      calls += 1;
      return new Response('busy', { status: 503 });
    };
    const http = createHttpClient('derbysoft', classifyDerbyError, { fetch: fetchImpl, sleep: noSleep, retries: 5 });
    await expect(http.send(req({ safe: false }))).rejects.toMatchObject({ kind: 'unavailable' });
    expect(calls).toBe(1);
  });

  it('reports retries and the final failure', async () => {
    const events: string[] = [];
    const http = createHttpClient('ice_portal', classifyDerbyError, {
      fetch: async () => new Response('', { status: 503 }),
      sleep: noSleep,
      retries: 2,
      onEvent: (e) => events.push(`${e.type}:${e.type === 'retry' ? e.attempt : e.attempts}`),
    });
    await expect(http.send(req())).rejects.toBeInstanceOf(SupplierError);
    expect(events).toEqual(['retry:1', 'retry:2', 'failed:3']);
  });

  it('treats an unreadable 200 on a book as an unknown outcome', async () => {
    const http = createHttpClient('derbysoft', classifyDerbyError, { fetch: async () => new Response('<html>', { status: 200 }), sleep: noSleep });
    await expect(http.send(req({ commits: true, safe: false }))).rejects.toMatchObject({ kind: 'unknown_outcome' });
  });
});

describe('simulator catalogue', () => {
  it('is the same for the same seed and different for another', () => {
    const a = buildCatalogue({ seed: 's1' });
    const b = buildCatalogue({ seed: 's1' });
    const c = buildCatalogue({ seed: 's2' });
    expect(JSON.stringify(a.hotels)).toBe(JSON.stringify(b.hotels));
    expect(JSON.stringify(a.hotels)).not.toBe(JSON.stringify(c.hotels));
    expect(scenariosOf(a)).toEqual(scenariosOf(b));
  });

  it('has about 200 listings of real brands in US and Canadian cities, ~40 % on DerbySoft, rates 60-250 USD', () => {
    const cat = buildCatalogue();
    expect(cat.hotels).toHaveLength(200);
    const derby = cat.hotels.filter((h) => h.derby).length / cat.hotels.length;
    expect(derby).toBeGreaterThan(0.3);
    expect(derby).toBeLessThan(0.5);
    expect(new Set(cat.hotels.map((h) => h.brand.code))).toEqual(new Set(['CI', 'QI', 'EO', 'SE', 'DI', 'G6', 'RR', 'BW']));
    expect(new Set(cat.hotels.map((h) => h.place.country))).toEqual(new Set(['US', 'CA']));
    expect(new Set(cat.hotels.map((h) => h.hotelCode)).size).toBe(200);
    expect(new Set(cat.hotels.map((h) => h.name)).size).toBe(200);
    for (const h of cat.hotels) {
      expect(h.baseRate).toBeGreaterThanOrEqual(60);
      expect(h.baseRate).toBeLessThanOrEqual(250);
      expect(h.assets.some((a) => Object.keys(a.captions).length >= 4)).toBe(true);
    }
    const s = scenariosOf(cat);
    expect(cat.byListing.get(Number(s.removedListingId))?.removed).toBe(true);
    expect(cat.byCode.get(s.soldOutHotelId)?.derby?.soldOut).toBe(true);
  });

  it('simulates shopping fast and booking slow with a long tail', () => {
    const rng = createRng('latency');
    const sample = (p: { median: number; sigma: number; max: number }) =>
      Array.from({ length: 2000 }, () => Math.min(p.max, rng.logNormal(p.median, p.sigma))).sort((x, y) => x - y);
    const shop = sample(LATENCY.shopping);
    const book = sample(LATENCY.booking);
    const pct = (xs: number[], q: number) => xs[Math.floor(xs.length * q)]!;
    expect(pct(shop, 0.5)).toBeLessThan(150);
    expect(pct(book, 0.5)).toBeGreaterThan(300);
    expect(pct(book, 0.99) / pct(book, 0.5)).toBeGreaterThan(4);
    expect(pct(shop, 0.99) / pct(shop, 0.5)).toBeLessThan(4);
  });
});

describe('supplier settings from the environment', () => {
  it('uses the simulators when no URL is set', () => {
    const s = supplierSettingsFromEnv({});
    expect(s.icePortal).toBeNull();
    expect(s.derbySoft).toBeNull();
    expect(s.timeoutMs).toBe(10_000);
    expect(s.simulator.latency).toBe('realistic');
  });

  it('reads a real configuration', () => {
    const s = supplierSettingsFromEnv({
      ICE_PORTAL_API_URL: 'https://api.iceportal.com',
      ICE_PORTAL_CLIENT_ID: 'id',
      ICE_PORTAL_CLIENT_SECRET: 'secret',
      DERBYSOFT_SHOPPING_URL: 'https://shopping.example',
      DERBYSOFT_BOOKING_URL: 'https://booking.example',
      DERBYSOFT_SHOPPING_TOKEN: 't1',
      DERBYSOFT_BOOKING_TOKEN: 't2',
      DERBYSOFT_DISTRIBUTOR_ID: 'D',
      DERBYSOFT_SUPPLIER_ID: 'S',
      SUPPLIER_TIMEOUT_MS: '5000',
      SUPPLIER_SIM_FAULTS: '[{"kind":"503","path":"/shopping/multihotels","times":2}]',
    });
    expect(s.icePortal).toMatchObject({ authUrl: 'https://auth.iceportal.com', apiUrl: 'https://api.iceportal.com' });
    expect(s.derbySoft).toMatchObject({ shoppingToken: 't1', bookingToken: 't2', supplierId: 'S' });
    expect(s.timeoutMs).toBe(5000);
    expect(s.simulator.faults).toEqual([{ kind: '503', path: '/shopping/multihotels', times: 2 }]);
  });

  it('refuses a half configuration and bad values with a clear message', () => {
    expect(() => supplierSettingsFromEnv({ ICE_PORTAL_API_URL: 'https://api.iceportal.com' })).toThrow(/ICE_PORTAL_CLIENT_ID and ICE_PORTAL_CLIENT_SECRET/);
    expect(() => supplierSettingsFromEnv({ DERBYSOFT_BOOKING_URL: 'https://b.example' })).toThrow(SupplierConfigError);
    expect(() => supplierSettingsFromEnv({ ICE_PORTAL_API_URL: 'ftp://x' })).toThrow(/ICE_PORTAL_API_URL/);
    expect(() => supplierSettingsFromEnv({ SUPPLIER_SIM_FAULTS: '[{"kind":"teapot"}]' })).toThrow(/SUPPLIER_SIM_FAULTS/);
  });

  it('takes a malformed-answer fault for the simulators from the environment', () => {
    const s = supplierSettingsFromEnv({ SUPPLIER_SIM_FAULTS: '[{"kind":"malformed","path":"/v1/listings","json":{"items":[]}},{"kind":"malformed","path":"/hotels/*"}]' });
    expect(s.simulator.faults).toEqual([
      { kind: 'malformed', path: '/v1/listings', json: { items: [] } },
      { kind: 'malformed', path: '/hotels/*' },
    ]);
  });
});
