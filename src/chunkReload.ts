const KEY = 'rigrest.chunkReloadAt';
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/**
 * After a failed chunk load (a deploy replaced the files), reload the page — at most once a minute. Offline, a chunk
 * fails because there is no network, not because the files changed: reloading would swap the page for the browser's
 * offline page, so the reload waits until the network is back.
 */
export function installChunkReloadGuard() {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < CHUNK_RELOAD_GUARD_MS) return;
    event.preventDefault();
    const reload = () => {
      sessionStorage.setItem(KEY, String(Date.now()));
      window.location.reload();
    };
    if (navigator.onLine) reload();
    else window.addEventListener('online', reload, { once: true });
  });
}
