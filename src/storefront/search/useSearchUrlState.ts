import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useLatestSearchParams } from '../useLatestSearchParams';
import { stateOfNewSearch } from './searchView';
import { searchReducer, type SearchAction, type SearchState } from './searchState';
import { parseSearchParams, toSearchParams } from './searchUrl';
import { useStayCorrection } from './useStayCorrection';
import { momentOf, useToday } from '../useToday';

/**
 * The search state read from the URL, and `apply(...)` that writes the next state back as a new history entry:
 * the URL is the source of truth, so a search can be shared, reloaded and gone back to. A stay the URL cannot mean
 * (a past check-in, say) is searched as corrected: the URL is corrected too, and the rule's message says why.
 */
export function useSearchUrlState(options: { forceParking?: boolean } = {}) {
  const { query, latest, setParams } = useLatestSearchParams();
  // The entry's own state (the phone's map being open, searchView.ts) goes on with a search changed from it.
  const { state: entryState } = useLocation();
  const { forceParking } = options;
  // Tonight is the reader's (a URL without dates means it): the server's while the page hydrates, then their own.
  const today = useToday();
  const state = useMemo(() => parseSearchParams(new URLSearchParams(query), { forceParking, now: momentOf(today) }), [query, forceParking, today]);
  const corrected = useCallback(() => toSearchParams(state), [state]);
  const replace = useCallback((next: URLSearchParams) => setParams(next, { replace: true, state: entryState }), [setParams, entryState]);
  useStayCorrection(query, corrected, replace);
  const change = useCallback(
    (options: { replace: boolean }, actions: SearchAction[]) => {
      // From the address: a change made before the previous one has rendered builds on it. A correction worked out
      // from the page on screen (a page past the last) means nothing once another change is on its way.
      const base = latest();
      if (options.replace && base.toString() !== query) return;
      const from = base.toString() === query ? state : parseSearchParams(base, { forceParking, now: momentOf(today) });
      const nextQuery = toSearchParams(actions.reduce<SearchState>(searchReducer, from));
      if (nextQuery.toString() !== base.toString()) setParams(nextQuery, { ...options, state: options.replace ? entryState : stateOfNewSearch(entryState) });
    },
    [state, query, latest, forceParking, today, setParams, entryState],
  );
  const apply = useCallback((...actions: SearchAction[]) => change({ replace: false }, actions), [change]);
  /**
   * A change that is no step of its own — what the URL should have said from the start (a page past the last), or
   * the page a chosen pin is on: it replaces the URL, no history entry.
   */
  const correct = useCallback((...actions: SearchAction[]) => change({ replace: true }, actions), [change]);
  return { state, apply, correct, query };
}
