import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { apiMessages } from './apiMessages';

const MessageSnackbar = lazy(() => import('./MessageSnackbar').then((m) => ({ default: m.MessageSnackbar })));

/** The api message's snackbar; its code (Snackbar, Alert) comes with the first message, not with the first paint. */
export function ApiMessageSnackbar() {
  const message = useSyncExternalStore(apiMessages.subscribe, apiMessages.get, apiMessages.get);
  // Once loaded it stays mounted, so that it can close with its animation.
  const [wanted, setWanted] = useState(false);
  if (message && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <MessageSnackbar />
    </Suspense>
  ) : null;
}
