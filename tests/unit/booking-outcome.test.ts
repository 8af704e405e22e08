import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import type { Booking } from '@/api/schemas/bookings';
import { bookingAnswer, bookingFailure, endsAttempt } from '@/storefront/booking/bookingOutcome';

const booking = (status: Booking['status']) => ({ id: 1, status }) as Booking;
const apiError = (status: number, body: Record<string, unknown> | null) => new ApiError(status, String(body?.message ?? ''), body as never);

describe('booking answers', () => {
  it('reads a booking by its status', () => {
    expect(bookingAnswer(booking('confirmed')).kind).toBe('confirmed');
    expect(bookingAnswer(booking('pending')).kind).toBe('pending');
    expect(bookingAnswer(booking('failed')).kind).toBe('failed');
  });

  it('turns each failure of the contract into its own outcome', () => {
    expect(bookingFailure(apiError(409, { message: 'x', code: 'no_longer_available' }))).toEqual({ kind: 'noLongerAvailable' });
    expect(bookingFailure(apiError(409, { message: 'x', code: 'price_changed', total: 212.5, currency: 'USD', nightly: [{ date: '2026-12-01', amount: 106.25 }] }))).toEqual({
      kind: 'priceChanged',
      total: 212.5,
      currency: 'USD',
      nightly: [{ date: '2026-12-01', amount: 106.25 }],
    });
    expect(bookingFailure(apiError(400, { message: 'Bad', errors: { 'guest.email': ['Email must be a valid email'] } }))).toEqual({
      kind: 'invalid',
      errors: { 'guest.email': ['Email must be a valid email'] },
      message: 'Bad',
    });
    expect(bookingFailure(apiError(422, { message: 'x', code: 'idempotency_mismatch' }))).toEqual({ kind: 'keyReused' });
    expect(bookingFailure(apiError(401, { message: 'x' }))).toEqual({ kind: 'signedOut' });
    expect(bookingFailure(apiError(404, { message: 'x' }))).toEqual({ kind: 'notFound' });
    expect(bookingFailure(apiError(502, { message: 'Supplier said no', code: 'supplier_failed' }))).toEqual({ kind: 'supplierFailed', message: 'Supplier said no' });
    expect(bookingFailure(apiError(503, { message: 'We could not reach the hotel. Please try again.', code: 'supplier_unavailable', retry_after: 10 }))).toEqual({ kind: 'supplierUnavailable' });
  });

  it('keeps the key after "could not reach the hotel": nothing was written, so the same key tries afresh', () => {
    expect(endsAttempt(bookingFailure(apiError(503, { code: 'supplier_unavailable' })))).toBe(false);
  });

  it('treats an unclear answer as one to retry with the same key', () => {
    expect(bookingFailure(new ApiError(0, 'Generic Error', null)).kind).toBe('retry');
    expect(bookingFailure(new TypeError('Failed to fetch')).kind).toBe('retry');
    expect(bookingFailure(apiError(502, null)).kind).toBe('retry'); // a gateway, not the supplier's refusal
    expect(bookingFailure(apiError(503, { message: 'x' })).kind).toBe('retry');
    expect(bookingFailure(apiError(409, { message: 'x' })).kind).toBe('retry'); // a clash of simultaneous retries
    expect(bookingFailure(apiError(409, { message: 'x', code: 'price_changed' })).kind).toBe('retry'); // no new total to show
  });

  it('ends the attempt only on settled answers', () => {
    const settled = [
      bookingAnswer(booking('confirmed')),
      bookingAnswer(booking('pending')),
      bookingAnswer(booking('failed')),
      bookingFailure(apiError(409, { code: 'no_longer_available' })),
      bookingFailure(apiError(409, { code: 'price_changed', total: 1, currency: 'USD', nightly: [] })),
      bookingFailure(apiError(422, { code: 'idempotency_mismatch' })),
      bookingFailure(apiError(502, { code: 'supplier_failed' })),
      bookingFailure(apiError(404, {})),
    ];
    expect(settled.map(endsAttempt)).toEqual(settled.map(() => true));
    const open = [bookingFailure(new ApiError(0, '', null)), bookingFailure(apiError(400, { errors: {} })), bookingFailure(apiError(401, {})), bookingFailure(apiError(500, {}))];
    expect(open.map(endsAttempt)).toEqual(open.map(() => false));
  });
});
