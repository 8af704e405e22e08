import { Outlet, ScrollRestoration } from 'react-router';
import { ApiMessageSnackbar } from '../feedback/ApiMessageSnackbar';
import { LazyOfflineFlag } from '../feedback/LazyOfflineFlag';
import { ProgressBar } from '../feedback/ProgressBar';
import { LocaleSync } from '../i18n/LocaleSync';
import { TagManager } from '../analytics/TagManager';
import { useSiteSettings } from '../layout/useSiteSettings';
import { MaintenancePage } from '../pages/MaintenancePage';
import { SessionProvider } from '../session/SessionProvider';

/** While staff have the site in maintenance mode every page is the maintenance page (the API refuses writes meanwhile). */
function Pages() {
  const { maintenance } = useSiteSettings();
  return maintenance.enabled ? <MaintenancePage /> : <Outlet />;
}

/** What every storefront page shares: the session, the language, and the feedback widgets. */
export function Root() {
  return (
    <SessionProvider>
      <LocaleSync />
      <ProgressBar />
      <LazyOfflineFlag />
      <ApiMessageSnackbar />
      <ScrollRestoration />
      <TagManager />
      <Pages />
    </SessionProvider>
  );
}
