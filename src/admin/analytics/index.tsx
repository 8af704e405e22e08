import InsightsIcon from '@mui/icons-material/Insights';
import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Menu, useBasename, usePermissions, useTranslate } from 'react-admin';
import type { User } from '@/api';
import { VIEW_ANALYTICS } from '@/api/permissions';
import { hasPermission } from '@/authProvider/permissions';

/** The admin path of the analytics page (spec section 2's template route /dashboard/analytics). */
export const ANALYTICS_PATH = '/dashboard/analytics';

// The charts library is large: it downloads with this page only.
const LazyAnalyticsPage = lazy(() => import('./AnalyticsPage').then((m) => ({ default: m.AnalyticsPage })));

export function AnalyticsRoute() {
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      }
    >
      <LazyAnalyticsPage />
    </Suspense>
  );
}

/** The side menu's entry, under Dashboard, for those who may see the figures. */
export function AnalyticsMenuItem() {
  const translate = useTranslate();
  const basename = useBasename();
  const { permissions } = usePermissions<User | null>();
  if (!hasPermission(permissions, VIEW_ANALYTICS)) return null;
  return <Menu.Item to={`${basename}${ANALYTICS_PATH}`} primaryText={translate('menu.analytics')} leftIcon={<InsightsIcon />} />;
}
