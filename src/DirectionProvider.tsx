import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

const caches: Partial<Record<'ltr' | 'rtl', EmotionCache>> = {};

function cacheFor(direction: 'ltr' | 'rtl'): EmotionCache {
  caches[direction] ??=
    direction === 'rtl'
      ? createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'mui' });
  return caches[direction]!;
}

export type DirectionProviderProps = { direction: 'ltr' | 'rtl'; children: ReactNode };

/** Emotion cache that flips styles for right-to-left languages (Arabic). */
export function DirectionProvider({ direction, children }: DirectionProviderProps) {
  const cache = useMemo(() => cacheFor(direction), [direction]);
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
