import { QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import i18next from 'i18next';
import { ApiError } from '@/api';
import { apiMessages } from '../feedback/apiMessages';
import { errorText } from '../feedback/errorText';

/** The query defaults the browser and the server render share (the same staleness, so hydration keeps what the server fetched). */
export const queryDefaults: DefaultOptions = {
  queries: {
    staleTime: 30_000,
    refetchOnWindowFocus: false,
    // A 4xx will not change by asking again; network trouble and 5xx might.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  },
};

/** Server state for the storefront. A failed query says so in the snackbar unless it is marked silent. */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent) return;
        apiMessages.show({ message: errorText(error, (key, options) => i18next.t(key, options)), status: error instanceof ApiError && error.status ? error.status : 500 });
      },
    }),
    defaultOptions: queryDefaults,
  });
}
