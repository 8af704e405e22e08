import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSiteSettings } from '../layout/useSiteSettings';
import { pushPageView, type DataLayerHost } from './tagManager';

const SCRIPT_ID = 'rigrest-gtm';

/** Pushes each page view to Google Tag Manager when staff configured its id (site settings); otherwise does nothing. */
export function TagManager() {
  const { tag_manager_id: id } = useSiteSettings();
  const { pathname, search } = useLocation();
  useEffect(() => {
    pushPageView({
      id,
      path: `${pathname}${search}`,
      host: window as unknown as DataLayerHost,
      hasScript: () => document.getElementById(SCRIPT_ID) !== null,
      addScript: (src) => {
        const script = document.createElement('script');
        script.id = SCRIPT_ID;
        script.async = true;
        script.src = src;
        document.head.append(script);
      },
    });
  }, [id, pathname, search]);
  return null;
}
