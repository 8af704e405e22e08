import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, Card, CardActions, CardContent, Chip, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { DemoNotice } from '../content/DemoNotice';
import { useMetaDescription } from '../content/JsonLd';
import { LocaleLink } from '../i18n/LocaleLink';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { useMoney } from '../money/useMoney';
import { usePageTitle } from '../usePageTitle';
import { advertisingPlans } from './plans';

/** /landing/pricing: the advertising plans for hotel owners, each leading to /advertise. */
export function PricingPage() {
  const { t, ready } = usePageNamespace('content');
  const { format } = useMoney();
  usePageTitle(ready ? t('content:pricing.title') : '');
  useMetaDescription(ready ? t('content:pricing.lead') : null);
  if (!ready) return <Box sx={{ minHeight: '100vh' }} role="status" aria-busy="true" />;
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 }, minHeight: '60vh' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 28, md: 36 } }}>
        {t('content:pricing.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
        {t('content:pricing.lead')}
      </Typography>
      <DemoNotice />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, alignItems: 'stretch', mt: 2 }}>
        {advertisingPlans.map((plan) => (
          <Card
            key={plan.key}
            component="section"
            aria-labelledby={`plan-${plan.key}`}
            variant="outlined"
            data-testid={`plan-${plan.key}`}
            sx={{ display: 'flex', flexDirection: 'column', borderWidth: plan.highlighted ? 2 : 1, borderColor: plan.highlighted ? 'primary.main' : 'divider' }}
          >
            <CardContent sx={{ flexGrow: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
                <Typography id={`plan-${plan.key}`} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
                  {t(`content:pricing.plans.${plan.key}.name`)}
                </Typography>
                {plan.highlighted ? <Chip size="small" color="primary" label={t('content:pricing.popular')} /> : null}
              </Box>
              <Typography color="text.secondary" sx={{ mt: 0.5, minHeight: 48 }}>
                {t(`content:pricing.plans.${plan.key}.summary`)}
              </Typography>
              <Typography variant="h4" component="p" sx={{ fontWeight: 800, mt: 2 }}>
                {plan.monthlyUsd === 0 ? t('content:pricing.free') : t('content:pricing.perMonth', { price: format(plan.monthlyUsd, 'USD') })}
              </Typography>
              <List dense>
                {plan.features.map((f) => (
                  <ListItem key={f} disableGutters>
                    <ListItemIcon sx={{ minWidth: 32, color: 'success.main' }}>
                      <CheckIcon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={t(`content:pricing.features.${f}`)} />
                  </ListItem>
                ))}
              </List>
            </CardContent>
            <CardActions sx={{ p: 2, pt: 0 }}>
              <Button component={LocaleLink} to="/advertise" fullWidth variant={plan.highlighted ? 'contained' : 'outlined'} disableElevation>
                {t('content:pricing.choose', { plan: t(`content:pricing.plans.${plan.key}.name`) })}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {t('content:pricing.note')}
      </Typography>
    </Box>
  );
}
