import { useEffect } from 'react';

/**
 * schema.org data for the page (FAQPage on /faq, Organization on /about), one <script type="application/ld+json"> in
 * <head> while the page shows: the server's when the page was served with it, else one written here (a page reached
 * inside the app). JSON is written with '<' escaped so no text can close the script.
 */
export function JsonLd({ id, data }: { id: string; data: Record<string, unknown> | null }) {
  useEffect(() => {
    // The server wrote this page's data into the served <head> already (server/modules/faq/seo.ts): that script is
    // the page's while it shows, not a second copy beside it.
    const served = document.getElementById(`jsonld-${id}`);
    if (served instanceof HTMLScriptElement && served.type === 'application/ld+json') return () => served.remove();
    if (!data) return;
    const el = document.createElement('script');
    el.type = 'application/ld+json';
    el.id = `jsonld-${id}`;
    el.text = JSON.stringify(data).replace(/</g, '\\u003c');
    document.head.appendChild(el);
    return () => el.remove();
  }, [id, data]);
  return null;
}

/** The page's meta description while it shows. */
export function useMetaDescription(text: string | null | undefined) {
  useEffect(() => {
    if (!text) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const before = meta.content;
    meta.content = text.length > 160 ? `${text.slice(0, 159)}…` : text;
    return () => {
      meta.content = before;
    };
  }, [text]);
}
