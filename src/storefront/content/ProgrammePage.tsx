import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { localized, programmeTextFields, type ProgrammeKey } from '@/api/schemas/siteContent';
import { LocaleLink } from '../i18n/LocaleLink';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { usePageTitle } from '../usePageTitle';
import { PromotionArticle } from './PromotionArticle';
import { RichText } from './RichText';

/** /promotions/choice|nait|truckstop|wyndham: the programme, what a driver gets, how to join, and its brands' hotels. */
export function ProgrammePage({ programmeKey }: { programmeKey: ProgrammeKey }) {
  const { t, ready, i18n } = usePageNamespace('content');
  const query = useQuery({ queryKey: ['programmes', programmeKey], queryFn: ({ signal }) => api.promotions.programme(programmeKey, signal), staleTime: 5 * 60_000 });
  const programme = query.data ? localized(query.data.programme, i18n.language, programmeTextFields) : null;
  usePageTitle(programme?.title ?? (ready ? t(`content:programmes.names.${programmeKey}`) : ''));
  if (!ready) return <Box sx={{ minHeight: '100vh' }} role="status" aria-busy="true" />;
  const brands = query.data?.brands ?? [];
  const search = `/hotels?${brands.map((b) => `brand=${b.id}`).join('&')}`;
  return (
    <PromotionArticle head={programme} failed={query.isError} onRetry={() => query.refetch()}>
      {programme ? (
        <>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mt: 4 }}>
            {t('content:programmes.benefits')}
          </Typography>
          <RichText html={programme.benefits} />
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mt: 4 }}>
            {t('content:programmes.howToJoin')}
          </Typography>
          <RichText html={programme.how_to_join} />
          {programme.website ? (
            <Button href={programme.website} target="_blank" rel="noopener noreferrer" sx={{ mt: 1 }}>
              {t('content:programmes.website')}
            </Button>
          ) : null}
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mt: 4 }}>
            {t('content:programmes.brands')}
          </Typography>
          {brands.length ? (
            <>
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
                {brands.map((b) => (
                  <Chip key={b.id} label={t('content:programmes.brandHotels', { brand: b.name, count: b.hotels_count ?? 0 })} />
                ))}
              </Stack>
              <Button component={LocaleLink} to={search} variant="contained" disableElevation sx={{ mt: 3 }} data-testid="programme-search">
                {t('content:programmes.findHotels')}
              </Button>
            </>
          ) : (
            <Typography color="text.secondary">{t('content:programmes.noBrands')}</Typography>
          )}
        </>
      ) : null}
    </PromotionArticle>
  );
}
