import { Box, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/storefront/i18n/LocaleLink';

export type ProfileShellProps = { tab: 'profile' | 'password'; children: ReactNode };

/** The account pages' frame: heading and the Profile / Password tabs. */
export function ProfileShell({ tab, children }: ProfileShellProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 26, md: 32 }, mb: 2 }}>
        {t('profile.heading')}
      </Typography>
      <Tabs value={tab} aria-label={t('profile.tabs')} sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="profile" label={t('profile.tabProfile')} component={LocaleLink} to="/profile" />
        <Tab value="password" label={t('profile.tabPassword')} component={LocaleLink} to="/profile/password" />
      </Tabs>
      {children}
    </Box>
  );
}

export function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      ) : (
        <Box sx={{ mb: 2 }} />
      )}
      {children}
    </Box>
  );
}
