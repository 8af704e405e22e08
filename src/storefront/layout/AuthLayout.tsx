import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useLocalePath } from '../i18n/useLocale';
import { returnPath } from '../session/returnTo';
import { useSession } from '../session/sessionContext';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { RoadsideIllustration } from './RoadsideIllustration';

/** Sign in and join: the roadside picture on one side, the form on the other (picture hidden on phones). */
export function AuthLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const localize = useLocalePath();
  const [params] = useSearchParams();
  // Signing in or joining again makes no sense while signed in: on to the page that asked for it, else home.
  if (user) return <Navigate to={returnPath(params) ?? localize('/')} replace />;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 6fr', lg: '1fr 1fr' }, minHeight: '100vh' }}>
      <Box sx={{ position: 'relative', display: { xs: 'none', md: 'block' }, overflow: 'hidden', bgcolor: 'primary.dark' }}>
        {/* Mirrored right-to-left, so the moon stays clear of the heading. */}
        <RoadsideIllustration sx={{ position: 'absolute', inset: 0, '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
        <Stack spacing={1.5} sx={{ position: 'absolute', insetInline: 0, top: 0, p: { md: 4, lg: 6 }, color: '#fff' }}>
          <Logo />
          <Typography component="p" sx={{ fontSize: { md: 26, lg: 32 }, fontWeight: 700, lineHeight: 1.2, maxWidth: 420, pt: 4 }}>
            {t('auth.sideTitle')}
          </Typography>
          <Typography sx={{ maxWidth: 400, opacity: 0.9 }}>{t('auth.sideBody')}</Typography>
        </Stack>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', bgcolor: 'background.paper' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 4 }, py: 2, color: 'primary.main' }}>
          <Box sx={{ display: { md: 'none' } }}>
            <Logo tone="dark" />
          </Box>
          <Box sx={{ flex: 1 }} />
          <LanguageSwitcher />
        </Box>
        <Box component="main" id="main" sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: { xs: 2, sm: 4 }, pb: 6 }}>
          <Box sx={{ width: '100%', maxWidth: 460 }}>
            <Outlet />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
