import { Outlet, ScrollRestoration } from 'react-router';
import { ApiMessageSnackbar } from '../feedback/ApiMessageSnackbar';
import { LazyOfflineFlag } from '../feedback/LazyOfflineFlag';
import { ProgressBar } from '../feedback/ProgressBar';
import { LocaleSync } from '../i18n/LocaleSync';
import { TagManager } from '../analytics/TagManager';
import { useSiteSettings } from '../layout/useSiteSettings';
import { useStaffPreview } from '../layout/useStaffPreview';
import { MaintenancePage, StaffPreviewNotice } from '../pages/MaintenancePage';
import { SessionProvider } from '../session/SessionProvider';
import { PageLoading } from './PageLoading';
import { RouteFocus } from './RouteFocus';

/**
 * While staff have the site in maintenance mode every page is the maintenance page (the server answers it 503, the API
 * refuses writes); staff signed in to the back office still see the storefront, told that visitors do not.
 */
function Pages() {
  const { maintenance } = useSiteSettings();
  const preview = useStaffPreview(maintenance.enabled);
  if (!maintenance.enabled) return <Outlet />;
  if (preview === null) return <PageLoading />;
  if (!preview) return <MaintenancePage />;
  return (
    <>
      <StaffPreviewNotice />
      <Outlet />
    </>
  );
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
      <RouteFocus />
      <TagManager />
      <Pages />
    </SessionProvider>
  );
}
