import { Box } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { api } from '@/api';
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

/** Side menu, toolbar and footer around every signed-in page; the content boxed or full width (Account Settings). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { boxed } = usePreferences();
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu}>
      <PreferencesSync />
      <StorefrontPreviewGrant />
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 'calc(100vh - 64px)' }}>
        <Box data-testid="admin-content" data-boxed={boxed} sx={{ flex: 1, width: '100%', ...(boxed ? { maxWidth: 1440, mx: 'auto' } : {}) }}>
          {children}
        </Box>
        <AdminFooter />
      </Box>
    </Layout>
  );
}
