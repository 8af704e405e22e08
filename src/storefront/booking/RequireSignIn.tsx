import { Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useLocalePath } from '../i18n/useLocale';
import { signInPath } from '../session/returnTo';
import { useSession } from '../session/sessionContext';

export type RequireSignInProps = { children: ReactNode };

/** Booking pages need a driver: anyone signed out is sent to sign in, and comes back to this very URL afterwards. */
export function RequireSignIn({ children }: RequireSignInProps) {
  const { status } = useSession();
  const location = useLocation();
  const localize = useLocalePath();
  const { t } = useTranslation();
  if (status === 'loading' || status === 'offline') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
        <CircularProgress aria-label={t('common:loading')} />
      </Box>
    );
  }
  if (status === 'signedOut') return <Navigate to={signInPath(localize, location)} replace />;
  return <>{children}</>;
}
