import { Outlet, ScrollRestoration } from 'react-router';
import { ApiMessageSnackbar } from '../feedback/ApiMessageSnackbar';
import { OfflineFlag } from '../feedback/OfflineFlag';
import { ProgressBar } from '../feedback/ProgressBar';
import { LocaleSync } from '../i18n/LocaleSync';
import { SessionProvider } from '../session/SessionProvider';

/** What every storefront page shares: the session, the language, and the feedback widgets. */
export function Root() {
  return (
    <SessionProvider>
      <LocaleSync />
      <ProgressBar />
      <OfflineFlag />
      <ApiMessageSnackbar />
      <ScrollRestoration />
      <Outlet />
    </SessionProvider>
  );
}
