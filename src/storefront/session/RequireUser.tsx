import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { useLocalePath } from '../i18n/useLocale';
import { useSession } from './sessionContext';

export type RequireUserProps = {
  /** The pages work with what the device saved: shown while the session cannot be checked (offline). */
  offline?: boolean;
};

/** The route guard of spec section 6: a signed-in user with an id, otherwise back to /. */
export function RequireUser({ offline = false }: RequireUserProps) {
  const { status, user } = useSession();
  const localize = useLocalePath();
  const { t } = useTranslation();
  if (offline && status === 'offline') return <Outlet />;
  // Any other page waits for the network to say who is signed in, rather than sending a signed-in driver away.
  if (status === 'loading' || status === 'offline') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
        <CircularProgress aria-label={t('common:loading')} />
      </Box>
    );
  }
  if (!user?.id) return <Navigate to={localize('/')} replace />;
  return <Outlet />;
}
