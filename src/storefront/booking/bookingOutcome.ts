import { ApiError } from '@/api/client';
import { priceChangedBody, type Booking } from '@/api/schemas/bookings';

export type Nightly = { date: string; amount: number }[];

/** What an answer to POST /bookings/{hotelId}/{roomId} means for the driver, and for the attempt's key. */
export type BookingOutcome =
  | { kind: 'confirmed'; booking: Booking }
  /** 202, or a replay of one: the supplier has not answered yet; the confirmation page polls. */
  | { kind: 'pending'; booking: Booking }
  /** A replayed key whose first attempt the supplier refused. */
  | { kind: 'failed'; booking: Booking }
  | { kind: 'priceChanged'; total: number; currency: string; nightly: Nightly }
  | { kind: 'noLongerAvailable' }
  /** 400: per-field messages ('guest.email' style keys), and the request's own message. */
  | { kind: 'invalid'; errors: Record<string, string[]>; message: string }
  /** 422: the key was already used for other details, so that earlier attempt is on record. */
  | { kind: 'keyReused' }
  | { kind: 'signedOut' }
  | { kind: 'notFound' }
  /** 502 supplier_failed: the supplier refused; nothing is held, a new attempt may work. */
  | { kind: 'supplierFailed'; message: string }
  /** 503 supplier_unavailable: the hotel's system could not be reached before anything was booked; try again. */
  | { kind: 'supplierUnavailable' }
  /** The device was offline when the driver pressed Book: nothing was sent. */
  | { kind: 'offline' }
  /** No answer, or one that says nothing settled (network, 5xx, a clash of simultaneous retries): send the same key again. */
  | { kind: 'retry'; message: string | null };

export function bookingAnswer(booking: Booking): BookingOutcome {
  if (booking.status === 'pending') return { kind: 'pending', booking };
  if (booking.status === 'failed') return { kind: 'failed', booking };
  return { kind: 'confirmed', booking };
}

/** The new price of a 409 price_changed, read through the API's own description of that answer. */
function priceChange(body: unknown): { total: number; currency: string; nightly: Nightly } | null {
  const parsed = priceChangedBody.pick({ total: true, currency: true, nightly: true }).safeParse(body);
  return parsed.success ? { total: parsed.data.total, currency: parsed.data.currency, nightly: parsed.data.nightly } : null;
}

export function bookingFailure(error: unknown): BookingOutcome {
  if (!(error instanceof ApiError)) return { kind: 'retry', message: null };
  const message = error.body?.message ?? null;
  switch (error.status) {
    case 400:
      return { kind: 'invalid', errors: error.errors, message: message ?? '' };
    case 401:
      return { kind: 'signedOut' };
    case 404:
      return { kind: 'notFound' };
    case 409: {
      if (error.code === 'no_longer_available') return { kind: 'noLongerAvailable' };
      const changed = error.code === 'price_changed' ? priceChange(error.body) : null;
      if (changed) return { kind: 'priceChanged', ...changed };
      return { kind: 'retry', message };
    }
    case 422:
      return error.code === 'idempotency_mismatch' ? { kind: 'keyReused' } : { kind: 'invalid', errors: error.errors, message: message ?? '' };
    case 502:
      if (error.code === 'supplier_failed') return { kind: 'supplierFailed', message: message ?? '' };
      return { kind: 'retry', message };
    case 503:
      if (error.code === 'supplier_unavailable') return { kind: 'supplierUnavailable' };
      return { kind: 'retry', message };
    default:
      return { kind: 'retry', message };
  }
}

/**
 * Whether the attempt is over (the next Book needs a new key), or the same key must be sent again. After
 * supplier_unavailable the server kept nothing under the key, so sending it again simply tries again.
 */
export function endsAttempt(outcome: BookingOutcome): boolean {
  return !(outcome.kind === 'retry' || outcome.kind === 'offline' || outcome.kind === 'invalid' || outcome.kind === 'signedOut' || outcome.kind === 'supplierUnavailable');
}
