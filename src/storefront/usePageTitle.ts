import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets document.title to '{title} - RigRest' in the reader's language. */
export function usePageTitle(title: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('common:titleTemplate', { title });
  }, [t, title]);
}
