import { Box } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { Layout, Loading, useBasename, useGetIdentity } from 'react-admin';
import { Navigate, useLocation } from 'react-router';
import { ApiError, api, tokenStore } from '@/api';
import { AdminAppBar } from './AdminAppBar';
import { AdminFooter } from './AdminFooter';
import { AdminMenu } from './AdminMenu';
import { PreferencesSync, usePreferences } from '../settings/preferences';

/**
 * Lets this staff member keep seeing the storefront while it is in maintenance mode: the server sets a cookie for
 * this staff session (DESIGN.md "Maintenance mode"). Asked once each time the back office opens; a failure changes
 * nothing in the back office.
 */
function StorefrontPreviewGrant() {
  useEffect(() => {
    api.settings.grantStorefrontPreview().catch(() => undefined);
  }, []);
  return null;
}

/**
 * react-admin's layout grows to fit its content (min-width: fit-content), so on a phone a wide table widened the whole
 * page and pushed the toolbar's actions off-screen. The page keeps the screen's width; a wide table scrolls inside its
 * list (RecordList).
 */
const keepScreenWidth = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } as const;

/**
 * Side menu, toolbar and footer around every signed-in page. Without a session it goes straight to the sign-in page
 * (coming back here afterwards, as react-admin's own check does), and with a session the server no longer knows (expired,
 * signed out elsewhere) it goes there once the account's read says so: drawn first, its bell, preferences and dashboard
 * each asked the API and were answered 401, in the console, on the way there.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const basename = useBasename();
  const location = useLocation();
  const signIn = <Navigate to={`${basename}/login`} replace state={{ nextPathname: location.pathname, nextSearch: location.search }} />;
  if (!tokenStore.get()) return signIn;
  return <SessionChecked signIn={signIn}>{children}</SessionChecked>;
}

const identityQuery = { retry: false, staleTime: 5 * 60 * 1000 } as const;

/** Draws the layout once the session's account is read (react-admin reads it for the user menu anyway). */
function SessionChecked({ children, signIn }: { children: ReactNode; signIn: ReactNode }) {
  const { identity, error, isFetching } = useGetIdentity(identityQuery);
  // A refused read is asked again when the layout comes back after a new sign-in: until then it is no answer yet.
  const unauthorized = error instanceof ApiError && error.status === 401;
  const refused = unauthorized && !isFetching;
  useEffect(() => {
    if (refused) tokenStore.set(null);
  }, [refused]);
  if (refused) return signIn;
  // Any other failure (the API unreachable) still draws the back office: its pages say what they could not load.
  if (!identity && (!error || unauthorized)) return <Loading />;
  return <SignedInLayout>{children}</SignedInLayout>;
}

/** The content boxed or full width (Account Settings). */
function SignedInLayout({ children }: { children: ReactNode }) {
  const { boxed } = usePreferences();
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu} sx={keepScreenWidth}>
      <PreferencesSync />
      <StorefrontPreviewGrant />
      {/* The content is at least a screen tall, so the footer starts below the first screen: a list that grows as its rows
          arrive does not push a footer already on screen (layout shift). */}
      <Box data-testid="admin-content" data-boxed={boxed} sx={{ minHeight: '100vh', width: '100%', ...(boxed ? { maxWidth: 1440, mx: 'auto' } : {}) }}>
        {children}
      </Box>
      <AdminFooter />
    </Layout>
  );
}
