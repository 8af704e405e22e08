import { Box, Button, Card, CardActionArea, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api';
import { localized, programmeKeys, promotionTextFields, type Promotion } from '@/api/schemas/siteContent';
import { RetryBox } from '../feedback/RetryBox';
import { LocaleLink } from '../i18n/LocaleLink';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { usePageTitle } from '../usePageTitle';
import { ValidityText } from './ValidityText';

export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('content');
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', borderRadius: 3 }} data-testid="promotion-card">
      <CardActionArea component={LocaleLink} to={`/promotions/${promotion.id}`} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
            {promotion.brand_name ? <Chip size="small" label={promotion.brand_name} /> : null}
            {promotion.demo ? <Chip size="small" color="warning" label={t('content:demoBadge')} /> : null}
          </Stack>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {promotion.title}
          </Typography>
          {promotion.summary ? <Typography color="text.secondary" sx={{ mt: 0.5 }}>{promotion.summary}</Typography> : null}
          <ValidityText from={promotion.valid_from} until={promotion.valid_until} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** /promotions: current promotions, newest first, and the four partner programmes. */
export function PromotionsPage() {
  const { t, ready, i18n } = usePageNamespace('content');
  usePageTitle(ready ? t('content:promotions.title') : '');
  const list = useQuery({ queryKey: ['promotions', 'list'], queryFn: ({ signal }) => api.promotions.list({ limit: 50 }, signal), staleTime: 60_000 });
  if (!ready) return <Box sx={{ minHeight: '100vh' }} role="status" aria-busy="true" />;
  const items = (list.data?.data ?? []).map((p) => localized(p, i18n.language, promotionTextFields));
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 }, minHeight: '60vh' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 28, md: 36 } }}>
        {t('content:promotions.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 720 }}>
        {t('content:promotions.intro')}
      </Typography>
      {list.isError ? (
        <RetryBox message={t('content:loadFailed')} onRetry={() => list.refetch()} />
      ) : !list.data ? (
        <Skeleton variant="rounded" height={200} />
      ) : items.length ? (
        <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {items.map((p) => (
            <PromotionCard key={p.id} promotion={p} />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{t('content:promotions.empty')}</Typography>
      )}
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mt: 5, mb: 2 }}>
        {t('content:programmes.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {programmeKeys.map((key) => (
          <Button key={key} component={LocaleLink} to={`/promotions/${key}`} variant="outlined">
            {t(`content:programmes.names.${key}`)}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
