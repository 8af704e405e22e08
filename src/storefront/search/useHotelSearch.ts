import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { api, ApiError } from '@/api';
import { SEARCH_PAGE_SIZE, SEARCH_READ_WAIT_MS } from '@/api/searchOptions';
import { useDistanceUnit } from '../layout/useDistanceUnit';
import { useSession } from '../session/sessionContext';
import { hotelSearchKeys } from './hotelSearchKeys';
import { searchSessionHeaders } from './searchSession';
import { toSearchRequest, type SearchState } from './searchState';

/** Spec: poll the results while the search is still running. */
const POLL_MS = 500;
/** Searches live 30 minutes on the server; a token older than this is asked for again rather than trusted. */
const TOKEN_FRESH_MS = 25 * 60_000;
/** Re-running an expired search more often than this in a row means something else is wrong: show the error. */
const MAX_RERUNS = 2;

export { hotelSearchKeys };

const isGone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 410);

/**
 * The search of spec section 4 in TanStack Query: POST once per distinct request (the token is cached), then the
 * page and the markers read with that token and polled while `searching`. A token the server no longer knows
 * (404) or that expired (410) is dropped, which posts the same search again. Not `enabled` (a route link with one
 * end), nothing is asked and nothing is shown: the page waits for its form.
 */
export function useHotelSearch(state: SearchState, { enabled = true }: { enabled?: boolean } = {}) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const rig = user?.rig ?? null;
  const { unit } = useDistanceUnit();
  const request = useMemo(() => toSearchRequest(state, rig, unit), [state, rig, unit]);
  const requestKey = hotelSearchKeys.token(request);
  // The switch reads the same search's results again: hotels past the hours were kept, only hidden.
  const beyondReach = Boolean(state.hoursLeft) && state.beyondReach;

  // The first page comes with the token when it is the page on show: one round trip instead of two.
  const firstPageShown = state.page === 1 && !beyondReach;
  const token = useQuery({
    queryKey: requestKey,
    queryFn: async () => {
      const started = await api.hotels.search(request, searchSessionHeaders(user?.id), firstPageShown ? { waitMs: SEARCH_READ_WAIT_MS, sort_by: state.sortBy } : undefined);
      if (started.results) queryClient.setQueryData(hotelSearchKeys.results(started.token, 1, started.results.sort_by, false), started.results);
      return { token: started.token };
    },
    enabled,
    staleTime: TOKEN_FRESH_MS,
    gcTime: TOKEN_FRESH_MS,
    meta: { silent: true },
  });
  const tokenValue = token.data?.token;

  const results = useQuery({
    queryKey: hotelSearchKeys.results(tokenValue, state.page, state.sortBy, beyondReach),
    queryFn: ({ signal }) => api.hotels.results({ token: tokenValue!, page: state.page, sort_by: state.sortBy, limit: SEARCH_PAGE_SIZE, beyond_reach: beyondReach || undefined }, signal),
    enabled: enabled && Boolean(tokenValue),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.searching ? POLL_MS : false),
    staleTime: TOKEN_FRESH_MS,
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    meta: { silent: true },
  });

  const markers = useQuery({
    queryKey: hotelSearchKeys.markers(tokenValue, state.sortBy, beyondReach),
    queryFn: ({ signal }) => api.hotels.markers({ token: tokenValue!, sort_by: state.sortBy, beyond_reach: beyondReach || undefined }, signal),
    enabled: enabled && Boolean(tokenValue),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.searching ? POLL_MS : false),
    staleTime: TOKEN_FRESH_MS,
    // Up to 200 pins for a map the page opens later: not worth their weight in a server-rendered page.
    meta: { silent: true, ssr: false },
  });

  const reruns = useRef(0);
  const gone = isGone(results.error) || isGone(markers.error);
  useEffect(() => {
    if (!gone || reruns.current >= MAX_RERUNS) return;
    reruns.current += 1;
    queryClient.removeQueries({ queryKey: ['hotelSearch', 'results', tokenValue] });
    queryClient.removeQueries({ queryKey: ['hotelSearch', 'markers', tokenValue] });
    void queryClient.resetQueries({ queryKey: requestKey, exact: true });
    // requestKey is derived from request; tokenValue identifies the dead token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gone, tokenValue, queryClient, request]);
  useEffect(() => {
    if (results.data && !results.isPlaceholderData) reruns.current = 0;
  }, [results.data, results.isPlaceholderData]);

  const error = token.error ?? (gone && reruns.current < MAX_RERUNS ? null : (results.error ?? null));
  const current = results.data && !results.isPlaceholderData ? results.data : undefined;
  const searching = !error && (token.isFetching || !current || current.searching || Boolean(markers.data?.searching && !markers.isPlaceholderData));

  const retry = () => {
    reruns.current = 0;
    if (token.error) void token.refetch();
    else void queryClient.resetQueries({ queryKey: requestKey, exact: true });
  };

  // Not searched: a search answered before (its token still cached) is not shown as this page's either.
  if (!enabled) return { results: undefined, stale: false, markers: [], place: null, route: null, routeLine: [], searching: false, error: null, retry };

  return {
    /** The page to show: the current one, or the previous while the next loads (then `stale`). */
    results: results.data,
    stale: Boolean(results.data) && !current,
    markers: markers.data?.data ?? [],
    place: current?.place ?? markers.data?.place ?? null,
    /** An "along my route" search's route (its line comes with the markers, for the map). */
    route: current?.route ?? null,
    routeLine: markers.data && !markers.isPlaceholderData ? (markers.data.route?.line ?? []) : [],
    searching,
    error,
    retry,
  };
}
