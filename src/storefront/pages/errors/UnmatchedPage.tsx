import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/storefront/i18n/LocaleLink';
import { usePageTitle } from '@/storefront/usePageTitle';
import { useSsrStatus } from '@/ssr/context';

/** What an address no route knows shows: 'This page could not be found'. */
export function UnmatchedPage() {
  const { t } = useTranslation();
  usePageTitle(t('unmatched.pageTitle'));
  useSsrStatus(404);
  return (
    <Box sx={{ minHeight: '50vh', display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, py: 8 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexDirection: { xs: 'column', sm: 'row' }, textAlign: { xs: 'center', sm: 'start' } }}>
        <Typography component="p" sx={{ fontSize: 48, fontWeight: 800, color: 'primary.main', pr: { sm: 3 }, borderInlineEnd: { sm: '1px solid' }, borderColor: { sm: 'divider' } }}>
          404
        </Typography>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {t('unmatched.title')}
          </Typography>
          <Link component={LocaleLink} to="/" sx={{ display: 'inline-block', mt: 1 }}>
            {t('unmatched.home')}
          </Link>
        </Box>
      </Box>
    </Box>
  );
}
