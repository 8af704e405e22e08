import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

export type SearchView = 'list' | 'map';

/** The history entry's state of a search page whose map is open on a phone. */
const MAP_OPEN = { searchView: 'map' } as const;

const isMapOpen = (state: unknown) => typeof state === 'object' && state !== null && (state as { searchView?: unknown }).searchView === 'map';

/**
 * Which of the list and the map a phone shows. The map is a step of its own in the history (the entry's state, not
 * the URL, so a shared link opens on the list): Back closes it and the list is where it was, as a driver expects of
 * the phone's back button — it used to leave the search, or step through the pages the pins were on.
 */
export function useSearchView(): SearchView {
  return isMapOpen(useLocation().state) ? 'map' : 'list';
}

/** Opens the map as a new history entry; the list replaces the map's entry (Back then leaves the search as before). */
export function useShowSearchView() {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (next: SearchView) => {
      if ((next === 'map') === isMapOpen(state)) return;
      navigate({ pathname, search, hash }, { replace: next === 'list', state: next === 'map' ? MAP_OPEN : null, preventScrollReset: true });
    },
    [pathname, search, hash, state, navigate],
  );
}
