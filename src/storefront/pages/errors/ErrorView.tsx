import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/storefront/i18n/LocaleLink';
import { usePageTitle } from '@/storefront/usePageTitle';
import { useSsrStatus } from '@/ssr/context';
import { HotelSearchBox } from '../HotelSearchBox';

export type ErrorViewProps = { status: number };

/** The error page of spec section 2: 404 has its own words; any other status gets the 'OOPS' page. */
export function ErrorView({ status }: ErrorViewProps) {
  const { t } = useTranslation();
  const notFound = status === 404;
  const key = notFound ? 'errorPage.notFound' : 'errorPage.unexpected';
  usePageTitle(t(`${key}.pageTitle`));
  // A server-rendered not-found page answers 404 (an unknown hotel, /error/not-found); the others keep their status.
  useSsrStatus(notFound ? 404 : undefined);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography
        aria-hidden="true"
        sx={{ fontSize: { xs: 88, md: 128 }, fontWeight: 800, lineHeight: 1, color: 'primary.main', opacity: 0.15, letterSpacing: '-0.04em' }}
      >
        {status}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mt: { xs: -1, md: -3 }, fontSize: { xs: 26, md: 34 } }}>
        {t(`${key}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        {t(`${key}.body`)}
      </Typography>
      <Box sx={{ maxWidth: 520, mx: 'auto', mb: 3 }}>
        <HotelSearchBox stacked />
      </Box>
      <Button component={LocaleLink} to="/" variant="outlined" size="large">
        {t(`${key}.back`)}
      </Button>
    </Box>
  );
}
