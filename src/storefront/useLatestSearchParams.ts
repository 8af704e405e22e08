import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The URL's query, and `latest()`: the query a change should build on. react-router writes the address at once and
 * draws the page for it as a transition a moment later, so a second choice made in between (Rooms, then Adults, on a
 * slow phone) must start from the address, not from what is still on screen. Changes are made in the browser only.
 */
export function useLatestSearchParams() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const latest = useCallback(() => new URLSearchParams(typeof window === 'undefined' ? query : window.location.search), [query]);
  return { params, query, latest, setParams };
}
