import LockIcon from '@mui/icons-material/LockOutlined';
import { Avatar, Box, Card, CardContent, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { withLocale } from '@/i18n/locales';
import { useAdminSettings } from '../AdminContext';

export type AuthCardProps = { title: string; subtitle?: ReactNode; children: ReactNode };

/** The narrow card the two sign-in steps share. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  const translate = useTranslate();
  const { locale } = useAdminSettings();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 2,
        background: (t) => `linear-gradient(160deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 60%, ${t.palette.primary.light} 100%)`,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
            <Avatar sx={{ bgcolor: 'primary.main', mb: 1 }}>
              <LockIcon />
            </Avatar>
            <Typography variant="overline" color="text.secondary">
              {translate('login.backOffice', { appName: translate('appName') })}
            </Typography>
            <Typography component="h1" variant="h5">
              {title}
            </Typography>
            {subtitle ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
                {subtitle}
              </Typography>
            ) : null}
          </Box>
          {children}
        </CardContent>
      </Card>
      <Link href={withLocale(locale, '/')} color="inherit" sx={{ color: 'common.white' }}>
        {translate('login.backToSite', { appName: translate('appName') })}
      </Link>
    </Box>
  );
}
