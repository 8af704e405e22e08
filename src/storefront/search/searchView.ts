import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useWidthKnown } from '../useWidthKnown';

export type SearchView = 'list' | 'map';

/** A search entry's history state while a phone's map is open; `from`: the list's entry it was opened from. */
type MapOpen = { searchView: 'map'; from?: string };

const isMapOpen = (state: unknown): state is MapOpen => typeof state === 'object' && state !== null && (state as { searchView?: unknown }).searchView === 'map';

/**
 * Which of the list and the map a phone shows. The map is a step of its own in the history (the entry's state, not
 * the URL, so a shared link opens on the list): Back closes it and the list is where it was, as a driver expects of
 * the phone's back button — it used to leave the search, or step through the pages the pins were on. The server
 * cannot see the entry's state: the list is drawn until the page is hydrated, as the server drew it.
 */
export function useSearchView(): SearchView {
  const state = useLocation().state;
  return useWidthKnown() && isMapOpen(state) ? 'map' : 'list';
}

/**
 * Opens the map as a new history entry. Closing it goes back to the list's entry it was opened from (the history is
 * as before); a map entry of a new search made on the map is replaced by the list instead.
 */
export function useShowSearchView() {
  const { pathname, search, hash, state, key } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (next: SearchView) => {
      if ((next === 'map') === isMapOpen(state)) return;
      if (next === 'list' && isMapOpen(state) && state.from) return void navigate(-1);
      const open: MapOpen = { searchView: 'map', from: key };
      void navigate({ pathname, search, hash }, { replace: next === 'list', state: next === 'map' ? open : null, preventScrollReset: true });
    },
    [pathname, search, hash, state, key, navigate],
  );
}

/** The state of the entry a new search pushes: the map stays open, but it was not opened from the entry below. */
export const stateOfNewSearch = (state: unknown): MapOpen | null => (isMapOpen(state) ? { searchView: 'map' } : null);
