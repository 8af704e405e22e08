import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';

/** The full hotel behind /hotels/{slug}. Errors are shown by the page (a 404 is the not-found view), not the snackbar. */
export function useHotel(slug: string) {
  return useQuery({
    queryKey: ['hotel', slug],
    queryFn: ({ signal }) => api.hotels.get(slug, signal),
    staleTime: 5 * 60_000,
    // A server-rendered 404 stays the not-found page (asking again on mount would flash the loading view).
    retryOnMount: false,
    // Offline, TanStack Query would wait for the network with the page's placeholders up for good: asked anyway, it
    // fails in a few seconds and the page offers to try again.
    networkMode: 'always',
    meta: { silent: true },
  });
}
