import BoltIcon from '@mui/icons-material/Bolt';
import HotelIcon from '@mui/icons-material/Hotel';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrateOnInteraction } from '@/ssr/context';
import { HomeTestimonials } from '../content/HomeTestimonials';
import { LocaleLink } from '../i18n/LocaleLink';
import { useSession } from '../session/sessionContext';
import { usePageTitle } from '../usePageTitle';
import { HotelSearchBox } from './HotelSearchBox';
import { BRAND_GRADIENT } from '@/brandColour';

const features: { key: string; icon: ReactElement }[] = [
  { key: 'parking', icon: <LocalParkingIcon fontSize="large" /> },
  { key: 'brands', icon: <HotelIcon fontSize="large" /> },
  { key: 'fast', icon: <BoltIcon fontSize="large" /> },
];

export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('home.title'));
  // Everything here is in the server's HTML and its links are links: the app loads when the visitor first acts.
  useHydrateOnInteraction();
  const { user } = useSession();
  return (
    <>
      <Box
        component="section"
        aria-labelledby="home-hero"
        sx={{
          color: '#fff',
          background: `radial-gradient(1200px 400px at 80% -10%, rgba(242,140,40,0.35), transparent 60%), ${BRAND_GRADIENT}`,
        }}
      >
        <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 6, md: 10 } }}>
          <Typography id="home-hero" variant="h3" component="h1" sx={{ fontWeight: 800, maxWidth: 760, fontSize: { xs: 32, sm: 40, md: 52 }, lineHeight: 1.1 }}>
            {t('home.heroTitle')}
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 640, fontSize: { xs: 16, md: 19 }, opacity: 0.92 }}>{t('home.heroBody')}</Typography>
          {/* Wide enough that the place, the field drivers type in, is not squeezed beside the two dates. */}
          <Box sx={{ mt: 4, maxWidth: 960 }}>
            <HotelSearchBox size="large" />
          </Box>
        </Box>
      </Box>
      <Box component="section" aria-labelledby="home-why" sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 5, md: 8 } }}>
        <Typography id="home-why" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 3 }}>
          {t('home.whyTitle')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {features.map((f) => (
            <Box key={f.key} sx={{ p: 3, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
              <Box sx={{ color: 'primary.main', mb: 1 }} aria-hidden="true">
                {f.icon}
              </Box>
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: 18 }}>
                {t(`home.features.${f.key}.title`)}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {t(`home.features.${f.key}.body`)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <HomeTestimonials />
      <Box component="section" sx={{ bgcolor: '#eef3f7' }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          alignItems={{ xs: 'flex-start', md: 'center' }}
          justifyContent="space-between"
          sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 5, md: 6 } }}
        >
          <Box>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
              {user ? t('home.ctaSignedInTitle', { name: user.first_name }) : t('home.ctaTitle')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {user ? t('home.ctaSignedInBody') : t('home.ctaBody')}
            </Typography>
          </Box>
          <Button component={LocaleLink} to={user ? '/hotels' : '/auth/register'} variant="contained" size="large" disableElevation sx={{ flexShrink: 0 }}>
            {user ? t('home.ctaSignedInButton') : t('home.ctaButton')}
          </Button>
        </Stack>
      </Box>
    </>
  );
}
