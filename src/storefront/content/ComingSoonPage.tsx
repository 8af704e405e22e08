import ConstructionIcon from '@mui/icons-material/Construction';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { LocaleLink } from '../i18n/LocaleLink';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { navItems } from '../layout/navItems';
import { usePageTitle } from '../usePageTitle';

/**
 * /utility/coming-soon: where a menu entry flagged `comingSoon: 'page'` leads (`?item=<its key>`), naming the
 * section that is on its way; the way on is home, the help centre or the FAQ.
 */
export function ComingSoonPage() {
  const { t, ready } = usePageNamespace('content');
  const [params] = useSearchParams();
  const item = navItems.find((i) => i.key === params.get('item'));
  const section = item ? t(`storefront:nav.${item.key}`) : null;
  usePageTitle(ready ? t('content:comingSoon.title') : '');
  if (!ready) return <Box sx={{ minHeight: '100vh' }} role="status" aria-busy="true" />;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 6, md: 10 }, minHeight: '60vh', textAlign: 'center' }}>
      <ConstructionIcon color="secondary" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mt: 2 }}>
        {section ? t('content:comingSoon.sectionTitle', { section }) : t('content:comingSoon.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {t('content:comingSoon.body')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="center" sx={{ mt: 4 }}>
        <Button component={LocaleLink} to="/" variant="contained" disableElevation>
          {t('content:comingSoon.home')}
        </Button>
        <Button component={LocaleLink} to="/utility/help" variant="outlined">
          {t('content:comingSoon.help')}
        </Button>
      </Stack>
    </Box>
  );
}
