import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminAppBar } from './AdminAppBar';
import { AdminFooter } from './AdminFooter';
import { AdminMenu } from './AdminMenu';

/** Side menu, toolbar and footer around every signed-in page. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 'calc(100vh - 64px)' }}>
        <Box sx={{ flex: 1 }}>{children}</Box>
        <AdminFooter />
      </Box>
    </Layout>
  );
}
