import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSsrCollector } from '@/ssr/context';

/** Sets document.title to '{title} - RigRest' in the reader's language. */
export function usePageTitle(title: string) {
  const { t } = useTranslation();
  const ssr = useSsrCollector();
  // On the server the title goes into the page's <title>; the last page component to render names it, as in the browser.
  if (ssr) ssr.title = t('common:titleTemplate', { title });
  useEffect(() => {
    document.title = t('common:titleTemplate', { title });
  }, [t, title]);
}
