import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { api } from '@/api';
import type { BookingRequest } from '@/api/schemas/bookings';
import { createAttemptKeys, type AttemptScope } from './bookingAttempt';
import { bookingAnswer, bookingFailure, endsAttempt, type BookingOutcome } from './bookingOutcome';
import { bookingKeys } from './useBookings';

/**
 * How long a booking's answer is waited for (the server's own request limit): past it the driver is told it is not
 * sure and offered to send the same attempt again, rather than a spinner that never ends (QA: a server that hung).
 */
export const BOOKING_ANSWER_WAIT_MS = 30_000;

/** Kept for the tab's life (and in sessionStorage), so every form of the page shares one key per stay. */
const attemptKeys = createAttemptKeys();

/**
 * Sends a booking once at a time with the attempt's Idempotency-Key: a second click while the first is on its way
 * does nothing, and a retry after an unclear answer sends the same key, so the room is never booked twice.
 */
export function useBookRoom(scope: AttemptScope) {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<BookingOutcome | null>(null);

  const book = useCallback(
    async (body: BookingRequest): Promise<BookingOutcome | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setBusy(true);
      setOutcome(null);
      let result: BookingOutcome;
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        result = { kind: 'offline' };
      } else {
        try {
          result = bookingAnswer(await api.bookings.create(scope.hotelId, scope.roomId, body, attemptKeys.current(scope), AbortSignal.timeout(BOOKING_ANSWER_WAIT_MS)));
        } catch (error) {
          result = bookingFailure(error);
        }
      }
      if (endsAttempt(result)) attemptKeys.finish(scope);
      if ('booking' in result) {
        queryClient.setQueryData(bookingKeys.detail(result.booking.id), result.booking);
        void queryClient.invalidateQueries({ queryKey: bookingKeys.lists() });
      }
      inFlight.current = false;
      setBusy(false);
      setOutcome(result);
      return result;
    },
    // The scope's parts, not the object: a new object each render must not make a new callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [scope.hotelId, scope.roomId, scope.checkIn, scope.checkOut, queryClient],
  );

  return { book, busy, outcome, clearOutcome: () => setOutcome(null) };
}
