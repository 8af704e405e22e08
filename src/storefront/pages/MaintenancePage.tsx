import BuildIcon from '@mui/icons-material/Build';
import { Box, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { localizedText } from '@/api/content';
import { Logo } from '../layout/Logo';
import { useSiteSettings } from '../layout/useSiteSettings';
import { usePageTitle } from '../usePageTitle';

/** What visitors see while staff have the site in maintenance mode (and at /utility/maintenance). */
export function MaintenancePage() {
  const { t, i18n } = useTranslation();
  const { maintenance } = useSiteSettings();
  usePageTitle(t('maintenance.title'));
  // Staff's message in the reader's language where they wrote one, else theirs in English, else the page's own text.
  const staffMessage = localizedText(maintenance.message, maintenance.message_i18n, i18n.language);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#062f4d', color: '#fff', px: 2 }} data-testid="maintenance-page">
      <Container maxWidth="sm" sx={{ textAlign: 'center', py: 6 }}>
        <Box sx={{ display: 'inline-flex', mb: 4 }}>
          <Logo />
        </Box>
        <BuildIcon sx={{ fontSize: 56, opacity: 0.9, display: 'block', mx: 'auto', mb: 2 }} aria-hidden="true" />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
          {t('maintenance.title')}
        </Typography>
        <Typography lang={staffMessage.text ? staffMessage.lang : undefined} sx={{ fontSize: 18, opacity: 0.9, whiteSpace: 'pre-line' }}>
          {staffMessage.text || t('maintenance.body')}
        </Typography>
        <Typography sx={{ mt: 3, opacity: 0.75 }}>{t('maintenance.retry')}</Typography>
      </Container>
    </Box>
  );
}

/** Above every page staff preview during maintenance: what they see is not what visitors see. */
export function StaffPreviewNotice() {
  const { t } = useTranslation();
  return (
    <Box role="note" data-testid="staff-preview" sx={{ bgcolor: '#fff4e5', color: '#663c00', px: 2, py: 1, textAlign: 'center', fontWeight: 600 }}>
      <BuildIcon sx={{ fontSize: 18, verticalAlign: 'text-bottom', mr: 1 }} aria-hidden="true" />
      {t('maintenance.staffPreview')}
    </Box>
  );
}
