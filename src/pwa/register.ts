import { SERVICE_WORKER_URL } from './appShell';

/**
 * Registers the site's service worker once the page has loaded and the browser is idle, so the worker and the
 * files it keeps never compete with what the visitor is waiting for. Production builds only: the development
 * server builds no worker.
 */
export function registerServiceWorkerWhenIdle(): () => void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => {};
  let cancelled = false;
  const register = () => {
    if (cancelled) return;
    // A failed registration (private mode, a blocked worker) leaves the site as it was: online only.
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
  };
  // Safari has no requestIdleCallback: a moment after the load event stands in for it.
  const whenIdle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(register, { timeout: 10_000 }) : setTimeout(register, 2000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
  };
}
