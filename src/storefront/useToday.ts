import { useSyncExternalStore } from 'react';
import { localIsoDate } from '@/api/stay';
import { hydration } from '@/ssr/context';

const unchanging = () => () => undefined;
const localToday = () => localIsoDate(new Date());
/** The date a server-rendered page was drawn with (its payload's), until it has hydrated; this machine's otherwise. */
const drawnToday = () => hydration.today ?? localToday();

/**
 * Today's date for the reader (YYYY-MM-DD). A server-rendered page hydrates with the server's today, so the tree
 * matches its HTML, then React draws the reader's own at once: a driver in Los Angeles at 6 pm (already tomorrow in
 * UTC) or in Auckland (a day ahead) searches their own tonight, and the page does not fail to hydrate.
 */
export function useToday(): string {
  return useSyncExternalStore(unchanging, localToday, drawnToday);
}

/** A moment inside `today` (its noon, local), for the functions that take one. */
export const momentOf = (today: string) => new Date(`${today}T12:00:00`);
