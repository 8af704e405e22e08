import { QueryCache, QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { ApiError } from '../../api';
import { apiMessages } from '../feedback/apiMessages';
import { errorText } from '../feedback/errorText';

/** Server state for the storefront. A failed query says so in the snackbar unless it is marked silent. */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent) return;
        apiMessages.show({ message: errorText(error, (key, options) => i18next.t(key, options)), status: error instanceof ApiError && error.status ? error.status : 500 });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; network trouble and 5xx might.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}
