import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hotelSearchKeys } from './hotelSearchKeys';

/**
 * A finished live check may have corrected the open searches of its stay on the server (a price the hotel cannot
 * sell becomes its live price, or sold out, marked changed): every cached results page and map is read again now,
 * also those not on screen, so going back to the results never shows the old price.
 */
export function useCorrectOpenSearches(finishedCheck: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!finishedCheck) return;
    for (const part of ['results', 'markers'] as const) {
      void queryClient.invalidateQueries({ queryKey: [...hotelSearchKeys.all, part], refetchType: 'all' });
    }
  }, [finishedCheck, queryClient]);
}
