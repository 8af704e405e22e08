import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * The queries a page asked for that its render has not shown yet, oldest first. react-router renders a navigation
 * as a transition: the address bar changes at once, the page a moment later, so a second choice made in between
 * (Rooms, then Adults, on a slow phone) must start from the first one's query, not from what is still on screen.
 */
export class AskedQueries {
  private asked: string[] = [];

  /** A query was asked for (the URL is about to say it). */
  ask(query: string) {
    this.asked.push(query);
  }

  /** The page now shows `query`: the ones asked for after it are still on their way; any other (Back, a link) starts afresh. */
  rendered(query: string) {
    const at = this.asked.indexOf(query);
    this.asked = at === -1 ? [] : this.asked.slice(at + 1);
  }

  /** The query the page will show once what was asked for has rendered (`shown` when nothing is on its way). */
  latest(shown: string): string {
    return this.asked.at(-1) ?? shown;
  }
}

/** The URL's query, and a setter whose changes build on the last query asked for (see AskedQueries). */
export function useLatestSearchParams() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const asked = useRef<AskedQueries | null>(null);
  asked.current ??= new AskedQueries();
  useLayoutEffect(() => asked.current!.rendered(query), [query]);
  const latest = useCallback(() => new URLSearchParams(asked.current!.latest(query)), [query]);
  const set = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => {
      asked.current!.ask(next.toString());
      setParams(next, options);
    },
    [setParams],
  );
  return { params, query, latest, set };
}
