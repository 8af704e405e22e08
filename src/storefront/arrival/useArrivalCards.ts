import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Booking } from '@/api/schemas/bookings';
import { arrivalCard, arrivalCardOf, byArrival, deviceToday, keepsArrivalCard, type ArrivalCard } from './arrivalCard';
import { arrivalCardKeys, canKeepCards } from './cardQuery';
import { changeCards, readStoredCards } from './cardStore';

/** The cards on this device that this version can read, next stay first. */
async function deviceCards(): Promise<ArrivalCard[]> {
  const rows = await readStoredCards();
  return rows
    .flatMap((row) => {
      const parsed = arrivalCard.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    })
    .sort(byArrival);
}

/**
 * The signed-in driver's arrival cards on this device — read with or without a network (the store holds only that
 * driver's, see cardStore.ts). `enabled: false` where nobody is signed in.
 */
export function useArrivalCards(enabled = true) {
  return useQuery({
    queryKey: arrivalCardKeys.all,
    queryFn: deviceCards,
    enabled: enabled && canKeepCards(),
    // The device is the source: it answers offline too, and anew whenever a card changes (invalidated below).
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true, ssr: false },
  });
}

/**
 * Keeps the device's cards in step with bookings the server just answered: a confirmed booking whose stay is not over
 * gets (or refreshes) its card; any other state of a booking (cancelled, failed, stay over) removes it.
 */
export function useKeepArrivalCards(bookings: Booking[] | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!bookings?.length || !canKeepCards()) return;
    const today = deviceToday();
    const now = new Date();
    const put = bookings.filter((b) => keepsArrivalCard(b, today)).map((b) => arrivalCardOf(b, now));
    const remove = bookings.filter((b) => !keepsArrivalCard(b, today)).map((b) => b.id);
    changeCards(put, remove)
      .then(() => queryClient.invalidateQueries({ queryKey: arrivalCardKeys.all }))
      // A device that cannot store (private mode, storage full) simply has no offline card.
      .catch(() => undefined);
  }, [bookings, queryClient]);
}
