import CampaignIcon from '@mui/icons-material/Campaign';
import LanguageIcon from '@mui/icons-material/Language';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import PaymentsIcon from '@mui/icons-material/Payments';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { LocaleLink } from '../i18n/LocaleLink';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { usePageTitle } from '../usePageTitle';
import { useMetaDescription } from '../content/JsonLd';
import { BRAND_GRADIENT } from '@/brandColour';

const reasons: { key: string; icon: ReactElement }[] = [
  { key: 'drivers', icon: <LocalParkingIcon fontSize="large" /> },
  { key: 'bookings', icon: <PaymentsIcon fontSize="large" /> },
  { key: 'languages', icon: <LanguageIcon fontSize="large" /> },
  { key: 'promotions', icon: <CampaignIcon fontSize="large" /> },
];
const steps = ['tell', 'call', 'live'] as const;

/** /landing: the storefront's page for hotel owners — why list on RigRest, how it goes, and the way to the plans and /advertise. */
export function LandingPage() {
  const { t, ready } = usePageNamespace('content');
  usePageTitle(ready ? t('content:landing.title') : '');
  useMetaDescription(ready ? t('content:landing.lead') : null);
  if (!ready) return <Box sx={{ minHeight: '100vh' }} role="status" aria-busy="true" />;
  return (
    <>
      <Box
        component="section"
        aria-labelledby="landing-hero"
        sx={{ color: '#fff', background: BRAND_GRADIENT }}
      >
        <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 6, md: 9 } }}>
          <Typography variant="overline" sx={{ opacity: 0.85, letterSpacing: 2 }}>
            {t('content:landing.kicker')}
          </Typography>
          <Typography id="landing-hero" variant="h3" component="h1" sx={{ fontWeight: 800, maxWidth: 760, fontSize: { xs: 30, sm: 38, md: 48 }, lineHeight: 1.1 }}>
            {t('content:landing.title')}
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 660, fontSize: { xs: 16, md: 19 }, opacity: 0.92 }}>{t('content:landing.lead')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
            <Button component={LocaleLink} to="/advertise" variant="contained" color="secondary" size="large" disableElevation>
              {t('content:landing.listCta')}
            </Button>
            <Button component={LocaleLink} to="/landing/pricing" variant="outlined" color="inherit" size="large">
              {t('content:landing.plansCta')}
            </Button>
          </Stack>
        </Box>
      </Box>
      <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 5, md: 7 } }}>
        <Box component="section" aria-labelledby="landing-why">
          <Typography id="landing-why" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 3 }}>
            {t('content:landing.whyTitle')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            {reasons.map((r) => (
              <Card key={r.key} variant="outlined" component="article">
                <CardContent>
                  <Box sx={{ color: 'primary.main', mb: 1 }}>{r.icon}</Box>
                  <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                    {t(`content:landing.reasons.${r.key}.title`)}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {t(`content:landing.reasons.${r.key}.body`)}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
        </Box>
        <Box component="section" aria-labelledby="landing-how" sx={{ mt: { xs: 5, md: 7 } }}>
          <Typography id="landing-how" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 3 }}>
            {t('content:landing.howTitle')}
          </Typography>
          <Box component="ol" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, listStyle: 'none', p: 0, m: 0 }}>
            {steps.map((s, i) => (
              <Box component="li" key={s} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <Box aria-hidden sx={{ flexShrink: 0, width: 40, height: 40, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center', fontWeight: 700 }}>
                  {i + 1}
                </Box>
                <Box>
                  <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                    {t(`content:landing.steps.${s}.title`)}
                  </Typography>
                  <Typography color="text.secondary">{t(`content:landing.steps.${s}.body`)}</Typography>
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
        <Card component="section" aria-labelledby="landing-cta" sx={{ mt: { xs: 5, md: 7 }, bgcolor: 'grey.100' }} elevation={0}>
          <CardContent sx={{ p: { xs: 3, md: 4 }, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
            <Box>
              <Typography id="landing-cta" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
                {t('content:landing.ctaTitle')}
              </Typography>
              <Typography color="text.secondary">{t('content:landing.ctaBody')}</Typography>
            </Box>
            <Stack direction="row" spacing={2}>
              <Button component={LocaleLink} to="/landing/pricing" variant="outlined">
                {t('content:landing.plansCta')}
              </Button>
              <Button component={LocaleLink} to="/advertise" variant="contained" disableElevation>
                {t('content:landing.listCta')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Box>
    </>
  );
}
