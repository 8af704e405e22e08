import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addNamespaces, type Locale, type Namespace } from '@/i18n';
import { useSsrCollector } from '@/ssr/context';

/** The namespaces a page family loads with itself (the language switcher loads those in view before it switches). */
export const PAGE_NAMESPACES = ['search', 'hotel', 'booking', 'content'] as const satisfies readonly Namespace[];
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

/**
 * The words of a page family that the home page does not need (spec pages /hotels, /hotels/{slug}, /brands,
 * /truck-parking, /hotels/reservation, /book): fetched with the page, in the current language and English. `ready` is false until then.
 */
export function usePageNamespace(ns: PageNamespace) {
  const translation = useTranslation([ns, 'storefront', 'common']);
  const { i18n } = translation;
  // A server render notes the namespace, so the page hands its words to the browser with the HTML.
  useSsrCollector()?.namespaces.add(ns);
  const locale = i18n.language as Locale;
  const loaded = () => i18n.hasResourceBundle(locale, ns) && i18n.hasResourceBundle('en', ns);
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (loaded()) {
      setReady(true);
      return;
    }
    let live = true;
    setReady(false);
    void addNamespaces(i18n, locale, [ns]).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded() reads the same i18n, locale and ns
  }, [i18n, locale, ns]);
  return { ...translation, ready };
}
