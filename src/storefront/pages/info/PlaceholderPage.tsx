import ConstructionIcon from '@mui/icons-material/Construction';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/storefront/i18n/LocaleLink';
import { usePageTitle } from '@/storefront/usePageTitle';
import { HotelSearchBox } from '../HotelSearchBox';

export const placeholderPages = [
  'hotels',
  'hotel',
  'reservation',
  'book',
  'bookingHistory',
  'brands',
  'truckParking',
  'promotions',
  'promotion',
  'about',
  'advertise',
  'faq',
  'terms',
  'privacy',
] as const;
export type PlaceholderKey = (typeof placeholderPages)[number];

/** A page a later release fills: its real title, a short word that it is on its way, and a way on. */
export function PlaceholderPage({ page }: { page: PlaceholderKey }) {
  const { t } = useTranslation();
  const title = t(`placeholders.${page}`);
  usePageTitle(title);
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 5, md: 8 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 28, md: 36 } }}>
        {title}
      </Typography>
      <Stack direction="row" spacing={1.5} alignItems="flex-start" sx={{ mt: 3, p: 2.5, borderRadius: 3, bgcolor: '#eef3f7' }}>
        <ConstructionIcon color="primary" aria-hidden="true" />
        <Typography>{t('placeholders.body')}</Typography>
      </Stack>
      <Box sx={{ mt: 4 }}>
        <HotelSearchBox />
      </Box>
      <Button component={LocaleLink} to="/" sx={{ mt: 3 }}>
        {t('placeholders.home')}
      </Button>
    </Box>
  );
}
