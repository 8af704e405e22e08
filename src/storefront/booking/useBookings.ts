import { keepPreviousData, useMutation, useQuery, useQueryClient, type MutateOptions } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { api } from '@/api';
import type { Booking, BookingListWhen } from '@/api/schemas/bookings';
import { useKeepArrivalCards } from '../arrival/useArrivalCards';

export type BookingsWhen = BookingListWhen;

export const HISTORY_PAGE_SIZE = 10;
/** A pending booking is asked about this often until the supplier's answer lands. */
export const PENDING_POLL_MS = 2000;

export const bookingKeys = {
  all: ['bookings'] as const,
  lists: () => [...bookingKeys.all, 'list'] as const,
  list: (when: BookingsWhen, page: number) => [...bookingKeys.lists(), when, page] as const,
  detail: (id: number) => [...bookingKeys.all, 'detail', id] as const,
};

/**
 * One of the driver's bookings; a pending one is polled until it is confirmed or failed. Whatever the server says of
 * it updates its arrival card on the device (here and in the list: every booking answer the driver sees).
 */
export function useBooking(id: number | null, initial?: Booking) {
  const query = useQuery({
    queryKey: bookingKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.bookings.get(id!, signal),
    enabled: id !== null,
    initialData: initial,
    meta: { silent: true },
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
  const answered = query.isFetched ? query.data : undefined;
  useKeepArrivalCards(useMemo(() => (answered ? [answered] : undefined), [answered]));
  return query;
}

export function useBookingList(when: BookingsWhen, page: number) {
  const query = useQuery({
    queryKey: bookingKeys.list(when, page),
    queryFn: ({ signal }) => api.bookings.list({ when, page, limit: HISTORY_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  useKeepArrivalCards(query.isPlaceholderData ? undefined : query.data?.data);
  return query;
}

/** Cancels a booking; the lists and the booking itself are read again afterwards. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (id: number) => api.bookings.cancel(id),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingKeys.detail(booking.id), booking);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.lists() });
    },
  });
  // One cancellation at a time: a double tap on "Yes, cancel" came before the mutation's busy state reached the button
  // (it is delivered a tick later), and the second request was refused (409) with its error over a cancelled booking.
  const inFlight = useRef(false);
  const { mutate } = mutation;
  const cancelOnce = useCallback(
    (id: number, options: MutateOptions<Booking, Error, number> = {}) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutate(id, {
        ...options,
        onSettled: (...settled) => {
          inFlight.current = false;
          options.onSettled?.(...settled);
        },
      });
    },
    [mutate],
  );
  return { ...mutation, cancelOnce };
}
