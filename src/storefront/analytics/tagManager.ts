export type DataLayerHost = { dataLayer?: Record<string, unknown>[] };
export type TagManagerPage = { id: string | null; path: string; host: DataLayerHost; hasScript(): boolean; addScript(src: string): void };

/**
 * The tag-manager push of spec section 7, which happens only when an id is configured (site settings): the container
 * is loaded once, then each page the visitor opens is pushed to the data layer. Without an id nothing is loaded or pushed.
 */
export function pushPageView({ id, path, host, hasScript, addScript }: TagManagerPage): boolean {
  if (!id) return false;
  host.dataLayer ??= [];
  if (!hasScript()) {
    host.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`);
  }
  host.dataLayer.push({ event: 'page_view', page_path: path });
  return true;
}
