import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

type Direction = 'ltr' | 'rtl';

const caches: Partial<Record<Direction, EmotionCache>> = { ltr: createCache({ key: 'mui' }) };
let rtlLoading: Promise<EmotionCache> | null = null;

/**
 * The emotion cache of a direction. Right-to-left needs stylis-plugin-rtl (and its cssjanus), which only Arabic
 * readers need, so it is fetched on demand; call this early (before switching language) to avoid a blank moment.
 */
export function preloadDirection(direction: Direction): Promise<EmotionCache> {
  const ready = caches[direction];
  if (ready) return Promise.resolve(ready);
  rtlLoading ??= Promise.all([import('stylis'), import('stylis-plugin-rtl')]).then(
    ([{ prefixer }, { default: rtlPlugin }]) => (caches.rtl = createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] })),
    (error: unknown) => {
      rtlLoading = null;
      throw error;
    },
  );
  return rtlLoading;
}

/** The emotion cache of one server render (src/entry-server.tsx), whose styles go into that page's <head>. */
export const ServerStyleCache = createContext<EmotionCache | null>(null);

export type DirectionProviderProps = { direction: Direction; children: ReactNode };

/** Emotion cache that flips styles for right-to-left languages (Arabic). */
export function DirectionProvider({ direction, children }: DirectionProviderProps) {
  const serverCache = useContext(ServerStyleCache);
  const [failed, setFailed] = useState(false);
  const [, setLoaded] = useState(0);
  const cache = caches[direction] ?? (failed ? caches.ltr : undefined);
  useEffect(() => {
    if (!caches[direction] && !serverCache) {
      void preloadDirection(direction).then(
        () => setLoaded((n) => n + 1),
        // Offline or a failed download: the page left to right is better than no page (the next visit tries again).
        () => setFailed(true),
      );
    }
  }, [direction, serverCache]);
  if (serverCache) return <CacheProvider value={serverCache}>{children}</CacheProvider>;
  // Nothing rather than a page laid out the wrong way round while the right-to-left styles load.
  return cache ? <CacheProvider value={cache}>{children}</CacheProvider> : null;
}
