import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, api } from '@/api';
import { useCorrectOpenSearches } from '../search/useCorrectOpenSearches';
import { liveRoomsState } from './liveRoomsState';
import type { Party } from '@/api/party';
import type { Stay } from '@/api/stay';
import type { Hotel } from '@/api/schemas/hotels';

const POLL_MS = 500;
const SLOW_POLL_MS = 1500;
/** After this long a check still "searching" is given up on and shown as rates unavailable. */
export const GIVE_UP_MS = 60_000;

/**
 * Live room availability and prices for a stay (spec section 4): POST /hotels/{id}/check gives a token, then
 * /bookings/live-check/results is polled while the check is still `searching`. An expired or unknown token
 * (404/410) starts a new check.
 */
/** A hotel priced by a supplier: its live check calls the supplier, which only a visitor's browser should cause. */
const pricedBySupplier = (hotel: Pick<Hotel, 'available_on_derby' | 'derby_hotel_id'>) => hotel.available_on_derby && hotel.derby_hotel_id !== null;

export type LiveRoomsHotel = Pick<Hotel, 'id' | 'available_on_derby' | 'derby_hotel_id'>;

export function useLiveRooms(hotel: LiveRoomsHotel | undefined, stay: Stay, party: Party) {
  const hotelId = hotel?.id;
  const check = useQuery({
    queryKey: ['hotel-check', hotelId, stay.checkIn, stay.checkOut, party.rooms, party.adults],
    queryFn: () => api.hotels.check(hotelId!, { checkin_date: stay.checkIn, checkout_date: stay.checkOut, rooms: party.rooms, adults: party.adults }),
    enabled: hotelId !== undefined,
    staleTime: 10 * 60_000,
    gcTime: 10 * 60_000,
    // Our own inventory is checked by the server render too (one statement, as a search in a /hotels address is
    // searched there): the page's prices and the price bar are then in its HTML, and a check that finishes within
    // the render's budget lets the page load the app on the visitor's first interaction (HotelPage.tsx). A
    // supplier's hotel is checked by the browser only: a crawler's visit must not shop the supplier.
    meta: { silent: true, ssr: hotel !== undefined && !pricedBySupplier(hotel) },
  });
  const token = check.data?.token;
  const startedAt = check.dataUpdatedAt;
  const results = useQuery({
    queryKey: ['hotel-check-results', token],
    queryFn: ({ signal }) => api.hotels.liveCheckResults(token!, signal),
    enabled: token !== undefined,
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    meta: { silent: true },
    refetchInterval: (query) => {
      const data = query.state.data;
      if (data && !data.searching) return false;
      if (query.state.error) return false;
      const elapsed = Date.now() - startedAt;
      if (elapsed > GIVE_UP_MS) return false;
      return elapsed > 10_000 ? SLOW_POLL_MS : POLL_MS;
    },
  });

  const expired = results.error instanceof ApiError && (results.error.status === 404 || results.error.status === 410);
  const { refetch: restart } = check;
  useEffect(() => {
    if (expired) void restart();
  }, [expired, restart]);

  // A check still running after GIVE_UP_MS is treated as a supplier that did not answer.
  const [gaveUpOn, setGaveUpOn] = useState<string | null>(null);
  useEffect(() => {
    if (!token) return;
    const timer = setTimeout(() => setGaveUpOn(token), GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [token]);

  useCorrectOpenSearches(results.data && !results.data.searching && !results.data.rates_unavailable ? token : undefined);

  const state = liveRoomsState({
    starting: check.isPending,
    startFailed: check.isError,
    data: results.data,
    resultsFailed: results.isError,
    expired,
    gaveUp: token !== undefined && gaveUpOn === token,
  });
  return {
    data: results.data,
    ...state,
    error: state.failed ? (check.error ?? results.error) : null,
    retry: () => check.refetch(),
  };
}
