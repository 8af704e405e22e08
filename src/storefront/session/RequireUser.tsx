import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useLocalePath } from '../i18n/useLocale';
import { signInPath } from './returnTo';
import { useSession } from './sessionContext';

export type RequireUserProps = {
  /** The pages work with what the device saved: shown while the session cannot be checked (offline). */
  offline?: boolean;
};

/**
 * The route guard of spec section 6: a signed-in user with an id. A driver who signs out here (or whose session ends)
 * goes back to /, as the spec has it; one who arrives signed out (a mailed link to their bookings, a bookmark) is asked
 * to sign in and comes back to this page, as on the booking pages: / alone said nothing and lost the way.
 */
export function RequireUser({ offline = false }: RequireUserProps) {
  const { status, user } = useSession();
  const localize = useLocalePath();
  const location = useLocation();
  const { t } = useTranslation();
  const wasSignedIn = useRef(false);
  if (user?.id) wasSignedIn.current = true;
  if (offline && status === 'offline') return <Outlet />;
  // Any other page waits for the network to say who is signed in, rather than sending a signed-in driver away.
  if (status === 'loading' || status === 'offline') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
        <CircularProgress aria-label={t('common:loading')} />
      </Box>
    );
  }
  if (!user?.id) return <Navigate to={wasSignedIn.current ? localize('/') : signInPath(localize, location)} replace />;
  return <Outlet />;
}
