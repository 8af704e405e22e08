import { createContext, useContext } from 'react';

/**
 * What a server render learns from the tree while it renders it (src/entry-server.tsx): the page's title and HTTP
 * status, and the page namespaces its words came from (handed to the browser so it hydrates with the same words).
 * In the browser there is no such context and the hooks below do nothing.
 */
export type SsrCollector = { title?: string; status?: number; namespaces: Set<string>; hydrateOnInteraction?: HydrateOnInteraction; hydrateAtOnce?: boolean };

/**
 * How a page waits for the visitor: `true` always; `'units'` unless the browser reads distances in another unit than
 * the page's language does (the page shows distances in it, and the app would redraw them and search again).
 */
export type HydrateOnInteraction = true | 'units';

export const SsrContext = createContext<SsrCollector | null>(null);

export function useSsrCollector(): SsrCollector | null {
  return useContext(SsrContext);
}

/** Marks the page being rendered on the server as answering with this status (404 for the not-found pages). */
export function useSsrStatus(status: number | undefined) {
  const ssr = useSsrCollector();
  if (ssr && status !== undefined) ssr.status = status;
}

/**
 * Marks the page being rendered on the server as one the browser takes over on the visitor's first interaction, not
 * on load (src/main.tsx): for pages that show everything and do nothing by themselves until used (links work as
 * links). A page that fetches or polls on its own in the browser must not call it, or passes `when` false while it
 * would (a search still waiting for a supplier: it hydrates at once and polls). Each server drawing asks again: the
 * last one decides.
 */
export function useHydrateOnInteraction(when = true, how: HydrateOnInteraction = true) {
  const ssr = useSsrCollector();
  if (ssr && when) ssr.hydrateOnInteraction = how;
}

/**
 * Marks the page being rendered on the server as needing the app as soon as it loads, whatever the page asked with
 * `useHydrateOnInteraction`: a part of it does something by itself in the browser (corrects the URL, says why).
 */
export function useHydrateAtOnce(when = true) {
  const ssr = useSsrCollector();
  if (ssr && when) ssr.hydrateAtOnce = true;
}

/**
 * True while the browser hydrates server-rendered HTML (set by src/main.tsx before hydrateRoot): state that only the
 * browser knows (the stored sign-in) starts as the server saw it, and is read after the first render.
 */
export const hydration: { active: boolean; today: string | null } = { active: false, today: null };
