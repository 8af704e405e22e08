import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { useLocalePath } from '../i18n/useLocale';
import { useSession } from './sessionContext';

/** The route guard of spec section 6: a signed-in user with an id, otherwise back to /. */
export function RequireUser() {
  const { status, user } = useSession();
  const localize = useLocalePath();
  const { t } = useTranslation();
  if (status === 'loading') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
        <CircularProgress aria-label={t('common:loading')} />
      </Box>
    );
  }
  if (!user?.id) return <Navigate to={localize('/')} replace />;
  return <Outlet />;
}
