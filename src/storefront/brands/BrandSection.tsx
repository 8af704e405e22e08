import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { Box, Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import type { Brand } from '@/api/schemas/catalog';
import { RetryBox } from '../feedback/RetryBox';
import { useContentLanguage, useEnglishLang } from '../i18n/useContentLanguage';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { BrandHotelCard } from './BrandHotelCard';
import { BRAND_HOTELS_PAGE, useBrandHotels } from './useBrandHotels';
import { useInView } from '../hotel/useInView';
import { Img } from '../hotel/Img';

export type BrandSectionProps = { brand: Brand };

const isWebLink = (url: string) => /^https?:\/\/[^\s/]+/i.test(url);
const hotelGrid = { display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' } } as const;

/** Grey cards where the first page of hotels will be, and room for "Show more", so nothing below moves later. */
function HotelsPlaceholder({ total }: { total: number }) {
  return (
    <>
      <Box sx={hotelGrid}>
        {Array.from({ length: Math.min(total, BRAND_HOTELS_PAGE) }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={78} />
        ))}
      </Box>
      {total > BRAND_HOTELS_PAGE && <Box sx={{ mt: 1.5, height: 36.5 }} />}
    </>
  );
}

/** A brand: logo, name, what it says about itself, its offer, and its hotels (fetched when scrolled near). */
export function BrandSection({ brand }: BrandSectionProps) {
  const { t } = usePageNamespace('hotel');
  const promotion = useContentLanguage()(brand.promotion_text, brand.promotion_text_i18n);
  const english = useEnglishLang();
  const { ref, seen } = useInView<HTMLElement>();
  const hotels = useBrandHotels(brand.id, seen);
  const list = hotels.data?.pages.flatMap((p) => p.hotels.data) ?? [];
  const total = hotels.data?.pages[0]?.hotels.meta.total ?? brand.hotels_count ?? 0;
  const headingId = `brand-${brand.id}`;

  return (
    <Box component="section" ref={ref} aria-labelledby={headingId} data-testid="brand" sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
      <Stack direction="row" spacing={2} alignItems="center">
        {brand.logo ? (
          <Img src={brand.logo} alt="" width={56} height={56} loading="lazy" sx={{ width: 56, height: 56, objectFit: 'contain', flexShrink: 0 }} />
        ) : (
          <Box aria-hidden="true" sx={{ width: 56, height: 56, borderRadius: 2, bgcolor: 'primary.main', color: '#fff', display: 'flex', alignItems: 'center', justifyContent: 'center', fontWeight: 800, fontSize: 20, flexShrink: 0 }}>
            {brand.code.slice(0, 2)}
          </Box>
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {brand.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('hotel:brands.hotels', { count: total })}
            {brand.website && isWebLink(brand.website) && (
              <>
                {' · '}
                <Link href={brand.website} target="_blank" rel="noopener noreferrer">
                  {t('hotel:brands.website')}
                </Link>
              </>
            )}
          </Typography>
        </Box>
      </Stack>
      {brand.description && (
        <Typography lang={english} dir="auto" sx={{ mt: 1.5, whiteSpace: 'pre-line' }}>
          {brand.description}
        </Typography>
      )}
      {promotion.text && (
        <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ mt: 1.5, p: 1.5, borderRadius: 2, bgcolor: '#fff4e5' }}>
          <LocalOfferIcon sx={{ color: '#b45309' }} fontSize="small" aria-hidden="true" />
          <Typography variant="body2">
            <Box component="span" sx={{ fontWeight: 700 }}>
              {t('hotel:brands.offer')}
            </Box>{' '}
            <span lang={promotion.lang} data-testid="brand-promotion">
              {promotion.text}
            </span>
          </Typography>
        </Stack>
      )}
      <Box sx={{ mt: 2 }}>
        {hotels.isError ? (
          <RetryBox message={t('hotel:brands.hotelsFailed')} onRetry={() => hotels.refetch()} />
        ) : !hotels.data ? (
          total > 0 ? (
            <HotelsPlaceholder total={total} />
          ) : (
            <Typography color="text.secondary">{t('hotel:brands.noHotels')}</Typography>
          )
        ) : list.length ? (
          <>
            <Box component="ul" sx={{ ...hotelGrid, listStyle: 'none', p: 0, m: 0 }}>
              {list.map((h) => (
                <li key={h.id}>
                  <BrandHotelCard hotel={h} />
                </li>
              ))}
            </Box>
            {hotels.hasNextPage && (
              <Button onClick={() => void hotels.fetchNextPage()} disabled={hotels.isFetchingNextPage} variant="outlined" sx={{ mt: 1.5 }}>
                {hotels.isFetchingNextPage ? t('hotel:brands.loadingMore') : t('hotel:brands.showMore', { shown: list.length, total })}
              </Button>
            )}
          </>
        ) : (
          <Typography color="text.secondary">{t('hotel:brands.noHotels')}</Typography>
        )}
      </Box>
    </Box>
  );
}
