import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { RetryBox } from '../feedback/RetryBox';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { usePageTitle } from '../usePageTitle';
import { BrandSection } from './BrandSection';

/** /brands: the hotel brands on RigRest (GET /brands/front), each with its hotels. */
export function BrandsPage() {
  const { t, ready } = usePageNamespace('hotel');
  usePageTitle(ready ? t('hotel:brands.pageTitle') : t('storefront:placeholders.brands'));
  const brands = useQuery({ queryKey: ['brands', 'front'], queryFn: ({ signal }) => api.brands.front(signal), staleTime: 5 * 60_000 });

  // Until the page's words are here, one tall placeholder: the header and list then appear together instead of the
  // intro pushing a list that is already on screen (layout shift).
  if (!ready) return <Box sx={{ minHeight: '100vh' }} role="status" aria-busy="true" />;
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 }, minHeight: '100vh' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 28, md: 36 } }}>
        {t('storefront:placeholders.brands')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 720 }}>
        {t('hotel:brands.intro')}
      </Typography>
      {brands.isError ? (
        <RetryBox message={t('hotel:brands.failed')} onRetry={() => brands.refetch()} />
      ) : !brands.data ? (
        <Stack spacing={2} role="status" aria-busy="true" aria-label={t('hotel:brands.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={220} />
          ))}
        </Stack>
      ) : brands.data.data.length ? (
        <Stack spacing={3}>
          {brands.data.data.map((b) => (
            <BrandSection key={b.id} brand={b} />
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{t('hotel:brands.empty')}</Typography>
      )}
    </Box>
  );
}
