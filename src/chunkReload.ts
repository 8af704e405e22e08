const KEY = 'rigrest.chunkReloadAt';
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** After a failed chunk load (a deploy replaced the files), reload the page — at most once a minute. */
export function installChunkReloadGuard() {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < CHUNK_RELOAD_GUARD_MS) return;
    event.preventDefault();
    sessionStorage.setItem(KEY, String(Date.now()));
    window.location.reload();
  });
}
