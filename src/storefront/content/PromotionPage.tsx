import { Box, Button, Chip, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api, type ApiError } from '@/api';
import { localized, promotionTextFields } from '@/api/schemas/siteContent';
import { LocaleLink } from '../i18n/LocaleLink';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { ErrorView } from '../pages/errors/ErrorView';
import { usePageTitle } from '../usePageTitle';
import { PromotionArticle } from './PromotionArticle';
import { RichText } from './RichText';
import { ValidityText } from './ValidityText';

/** /promotions/{id}: one promotion, its text, validity and brand, and a search for that brand's hotels. */
export function PromotionPage() {
  const { id } = useParams();
  const numeric = /^\d{1,12}$/.test(id ?? '') ? Number(id) : null;
  const { t, ready, i18n } = usePageNamespace('content');
  // retryOnMount: a server-rendered 404 stays the not-found page (and answers 404), as a hotel's does.
  const query = useQuery({ queryKey: ['promotions', numeric], queryFn: ({ signal }) => api.promotions.get(numeric!, signal), enabled: numeric !== null, staleTime: 60_000, retryOnMount: false, retry: (n, err) => (err as ApiError).status !== 404 && n < 2 });
  const promotion = query.data ? localized(query.data, i18n.language, promotionTextFields) : null;
  usePageTitle(promotion?.title ?? (ready ? t('content:promotions.title') : ''));
  if (numeric === null || (query.error as ApiError | null)?.status === 404) return <ErrorView status={404} />;
  if (!ready) return <Box sx={{ minHeight: '100vh' }} role="status" aria-busy="true" />;
  return (
    <PromotionArticle
      head={promotion}
      failed={query.isError}
      onRetry={() => query.refetch()}
      above={
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          {promotion?.brand_name ? <Chip label={promotion.brand_name} /> : null}
        </Stack>
      }
    >
      {promotion ? (
        <>
          <ValidityText from={promotion.valid_from} until={promotion.valid_until} />
          <RichText html={promotion.body} sx={{ mt: 2 }} />
          {promotion.brand_id ? (
            <Button component={LocaleLink} to={`/hotels?brand=${promotion.brand_id}`} variant="contained" disableElevation sx={{ mt: 3 }} data-testid="promotion-search">
              {t('content:promotions.findHotels', { brand: promotion.brand_name ?? '' })}
            </Button>
          ) : null}
        </>
      ) : null}
    </PromotionArticle>
  );
}
