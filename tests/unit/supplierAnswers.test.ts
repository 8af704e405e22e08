import { describe, expect, it } from 'vitest';
import { parseAnswer } from '@server/suppliers/answer';
import { classifyDerbyError } from '@server/suppliers/derbysoft/errors';
import { availabilityAnswer, bookAnswer, detailAnswer, hotelListAnswer, multiHotelsAnswer, prebookAnswer } from '@server/suppliers/derbysoft/wire';
import { createHttpClient, type HttpRequest } from '@server/suppliers/http';
import { iceAsset, iceListing, icePage, iceTokenAnswer } from '@server/suppliers/iceportal/wire';
import { SupplierError } from '@server/suppliers/types';

/** The error parseAnswer throws for `body`, or null when it reads. */
function refusal(schema: Parameters<typeof parseAnswer>[2], body: unknown, opts: { commits?: boolean } = {}): SupplierError | null {
  try {
    parseAnswer('derbysoft', 'derbysoft.test', schema, body, opts);
    return null;
  } catch (err) {
    if (err instanceof SupplierError) return err;
    throw err;
  }
}

describe('supplier answer schemas', () => {
  it('read a well-formed ICE Portal page, as an envelope or a bare array', () => {
    const listing = { listingID: 7, name: 'Truck Inn', address: { latitude: '35.1', longitude: -97 }, roomTypes: [{ roomID: 1, description: 'King' }], descriptions: { en: 'Hi' } };
    expect(icePage(iceListing).parse({ results: [listing], page: 1, totalCount: 1 })).toMatchObject({ results: [{ listingID: 7 }], totalCount: 1 });
    expect(icePage(iceListing).parse([listing])).toEqual({ results: [expect.objectContaining({ listingID: 7 })] });
    // Fields it does not read are let through unchecked; absent ones stay absent (paging reads "next" in the body).
    expect('next' in icePage(iceListing).parse({ results: [], extra: { any: 1 } })).toBe(false);
  });

  it.each([
    ['no list', {}, 'results'],
    ['a null list', { results: null }, 'results'],
    ['an object for a list', { results: { a: 1 } }, 'results'],
    ['items that are not listings', { results: ['x'] }, 'results.0'],
    ['a listing without an id', { results: [{ name: 'No id' }] }, 'results.0.listingID'],
    ['a blank id', { results: [{ listingID: '  ' }] }, 'results.0.listingID'],
    ['a name that is a number', { results: [{ listingID: 1, name: 5 }] }, 'results.0.name'],
    ['a paging hint of the wrong type', { results: [], totalCount: 'many' }, 'totalCount'],
    ['nothing at all', undefined, 'answer'],
  ])('refuse an ICE Portal page with %s, naming where', (_what, body, path) => {
    const err = refusal(icePage(iceListing), body);
    expect(err).toMatchObject({ kind: 'bad_answer', retryable: false });
    expect(err!.message).toMatch(new RegExp(`^derbysoft\\.test: unexpected answer \\(${path.replace('.', '\\.')}[.:]`));
  });

  it('refuse a token answer without a token, and a photo whose links are not an object', () => {
    expect(refusal(iceTokenAnswer, { token_type: 'Bearer' })!.message).toMatch(/access_token/);
    expect(refusal(icePage(iceAsset), { results: [{ assetID: 1, links: 'https://x' }] })!.message).toMatch(/results\.0\.links/);
  });

  it('name the closest form of a union, not just "invalid input"', () => {
    const err = refusal(icePage(iceListing), { results: [{ listingID: 1, roomTypes: { results: [{ roomID: {} }] } }] });
    expect(err!.message).toMatch(/results\.0\.roomTypes\.results\.0\.roomID/);
  });

  it('never carry the values of the answer, and say how many more issues there were', () => {
    const err = refusal(hotelListAnswer, [{ hotelId: 1, hotelName: 'Secret Inn', status: 'Paused' }, { hotelId: 'X', status: 'Paused' }, 'Another Secret', 4]);
    expect(err!.message).not.toMatch(/Secret|Paused/);
    expect(err!.message).toMatch(/hotels\.0\.hotelId.*; \d+ more\)$/);
  });

  it('read DerbySoft lists strictly: missing is not empty', () => {
    expect(hotelListAnswer.parse([{ hotelId: 'A', status: 'Actived' }])).toEqual({ hotels: [{ hotelId: 'A', status: 'Actived' }] });
    expect(hotelListAnswer.parse({ hotels: [] })).toEqual({ hotels: [] });
    expect(refusal(hotelListAnswer, { data: [] })!.message).toMatch(/hotels/);
    expect(refusal(hotelListAnswer, [{ hotelId: 'A', status: 'Active' }])!.message).toMatch(/hotels\.0\.status/);
    // An empty rate list is sold out; a missing one is a bad answer.
    expect(availabilityAnswer.parse({ roomRates: [] })).toEqual({ roomRates: [] });
    expect(refusal(availabilityAnswer, { hotelId: 'A' })!.message).toMatch(/roomRates/);
    expect(refusal(multiHotelsAnswer, { availHotels: [{ hotelId: 'A' }] })!.message).toMatch(/availHotels\.0\.availRoomRates/);
    const rate = { roomId: 'K1', rateId: 'BAR', currency: 'USD', amountBeforeTax: [90], amountAfterTax: [99] };
    expect(refusal(multiHotelsAnswer, { availHotels: [{ hotelId: 'A', availRoomRates: [{ ...rate, amountAfterTax: ['99'] }] }] })!.message).toMatch(/amountAfterTax\.0/);
    expect(refusal(prebookAnswer, {})!.message).toMatch(/bookingToken/);
    expect(refusal(detailAnswer, { reservationIds: {} })!.message).toMatch(/status or result/);
  });

  it('call an unreadable book answer an unknown outcome: the book may have been made', () => {
    expect(refusal(bookAnswer, { reservationIds: {} }, { commits: true })).toMatchObject({ kind: 'unknown_outcome', retryable: false });
    expect(refusal(bookAnswer, { reservationIds: { derbyResId: 'DS1' } }, { commits: true })).toBeNull();
  });
});

const req = (over: Partial<HttpRequest> = {}): HttpRequest => ({ operation: 'derbysoft.test', method: 'POST', url: 'http://x', safe: true, ...over });
const noSleep = async () => undefined;

describe('HTTP answers and deadlines', () => {
  it('calls an HTML 200 on a safe call a bad answer, and does not retry it', async () => {
    let calls = 0;
    const http = createHttpClient('derbysoft', classifyDerbyError, {
      fetch: async () => {
        calls += 1;
        return new Response('<!DOCTYPE html><p>maintenance', { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
      },
      sleep: noSleep,
      retries: 3,
    });
    const err = await http.send(req()).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'bad_answer', retryable: false });
    expect((err as Error).message).toBe('derbysoft.test: answer is not JSON (text/html)');
    expect(calls).toBe(1);
  });

  /** A fetch that answers only when aborted, as a supplier that hangs. */
  const hangingFetch = (calls: { n: number }): typeof fetch => (_url, init) =>
    new Promise((_resolve, reject) => {
      calls.n += 1;
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });

  it('gives up at the caller’s deadline, before its own timeout, and retries nothing after it', async () => {
    const calls = { n: 0 };
    const http = createHttpClient('derbysoft', classifyDerbyError, { fetch: hangingFetch(calls), timeoutMs: 60_000, retries: 3 });
    const started = Date.now();
    const err = await http.send(req({ signal: AbortSignal.timeout(100) })).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(err).toMatchObject({ kind: 'timeout', retryable: false });
    expect((err as Error).message).toMatch(/deadline/);
    expect(calls.n).toBe(1);
  });

  it('calls a book the deadline cut off an unknown outcome, and does not send one whose deadline has passed', async () => {
    const calls = { n: 0 };
    const http = createHttpClient('derbysoft', classifyDerbyError, { fetch: hangingFetch(calls), timeoutMs: 60_000 });
    await expect(http.send(req({ safe: false, commits: true, signal: AbortSignal.timeout(50) }))).rejects.toMatchObject({ kind: 'unknown_outcome' });
    expect(calls.n).toBe(1);
    const passed = AbortSignal.abort();
    await expect(http.send(req({ safe: false, commits: true, signal: passed }))).rejects.toMatchObject({ kind: 'timeout', retryable: false });
    expect(calls.n).toBe(1);
  });

  it('stops waiting between retries when the deadline passes, with the last error', async () => {
    let calls = 0;
    const http = createHttpClient('derbysoft', classifyDerbyError, {
      fetch: async () => {
        calls += 1;
        return new Response('', { status: 503 });
      },
      baseDelayMs: 10_000,
      maxDelayMs: 10_000,
      retries: 3,
    });
    const started = Date.now();
    await expect(http.send(req({ signal: AbortSignal.timeout(100) }))).rejects.toMatchObject({ kind: 'unavailable', details: { status: 503 } });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(calls).toBe(1);
  });
});
