import type { DehydratedState } from '@tanstack/react-query';
import type { Locale } from '@/i18n/locales';

/**
 * What a server-rendered page hands to the browser, in a `<script type="application/json">` (data, not code: the
 * Content-Security-Policy allows no inline script): the language and the words the page was drawn with, and the
 * server's query results, so the first client render is the same tree as the HTML.
 */
export type SsrPayload = {
  locale: Locale;
  /** i18next resources by language and namespace (what the English bundle in the app does not already hold). */
  resources: Record<string, Record<string, Record<string, unknown>>>;
  queries: DehydratedState;
  /** The server's date the page was drawn with (YYYY-MM-DD): the browser hydrates with it (src/storefront/useToday.ts). */
  today: string;
};

export const SSR_PAYLOAD_ID = 'rigrest-ssr';
/** On the payload's tag when the page loads the app on the visitor's first interaction (src/main.tsx). */
export const HYDRATE_ON_INTERACTION_ATTRIBUTE = 'data-hydrate-on-interaction';

/** On the app's <link rel="modulepreload"> tags (vite.config.ts), which such a page is sent without. */
export const APP_PRELOAD_ATTRIBUTE = 'data-app-preload';
/** On those of them only the storefront needs (not the app's start): the back office's pages are sent without them. */
export const STOREFRONT_PRELOAD_ATTRIBUTE = 'data-storefront-preload';
/** On those only the back office needs: sent with its pages alone. */
export const ADMIN_PRELOAD_ATTRIBUTE = 'data-admin-preload';

/**
 * Whether this page was rendered to be taken over on the first interaction, read without parsing the payload: null if
 * not, else the attribute's value ('' always, 'units' unless the reader's distance unit differs: src/ssr/context.ts).
 */
export function hydratesOnInteraction(): string | null {
  return document.getElementById(SSR_PAYLOAD_ID)?.getAttribute(HYDRATE_ON_INTERACTION_ATTRIBUTE) ?? null;
}

/** Whether the server rendered this page (it carries a payload): the app will hydrate its markup. */
export function serverRendered(): boolean {
  return document.getElementById(SSR_PAYLOAD_ID) !== null;
}

/** The payload of this page, or null for the client-only shell. */
export function readSsrPayload(): SsrPayload | null {
  if (typeof document === 'undefined') return null;
  const node = document.getElementById(SSR_PAYLOAD_ID);
  if (!node?.textContent) return null;
  try {
    return JSON.parse(node.textContent) as SsrPayload;
  } catch {
    return null;
  }
}
