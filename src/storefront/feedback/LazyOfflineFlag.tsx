import { lazy, Suspense, type ComponentType } from 'react';
import { useInteracted } from '../useInteracted';
import { useOnline } from './onlineStatus';

// A chunk that cannot be fetched (already offline) shows nothing rather than the error page.
const nothing: ComponentType = () => null;
const OfflineFlag = lazy(() => import('./OfflineFlag').then((m): { default: ComponentType } => ({ default: m.OfflineFlag }), () => ({ default: nothing })));

/**
 * The offline flag, whose code (Snackbar, Slide) loads after the visitor's first interaction rather than with the
 * first paint, so a connection that drops later finds it there — or at once when the page opens offline (from the
 * service worker's cache, which holds the chunk).
 */
export function LazyOfflineFlag() {
  const interacted = useInteracted();
  const online = useOnline();
  return interacted || !online ? (
    <Suspense fallback={null}>
      <OfflineFlag />
    </Suspense>
  ) : null;
}
