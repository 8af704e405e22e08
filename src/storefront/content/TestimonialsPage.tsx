import { Box, Button, Skeleton, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { RetryBox } from '../feedback/RetryBox';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { usePageTitle } from '../usePageTitle';
import { TestimonialCards } from './TestimonialCards';

const PAGE = 12;

/** /testimonials: every published testimonial, a page at a time (GET /testimonials). */
export function TestimonialsPage() {
  const { t, ready } = usePageNamespace('content');
  usePageTitle(ready ? t('content:testimonials.title') : '');
  const list = useInfiniteQuery({
    queryKey: ['testimonials', 'all'],
    queryFn: ({ pageParam, signal }) => api.testimonials.list({ page: pageParam, limit: PAGE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.last_page ? last.meta.page + 1 : undefined),
    staleTime: 5 * 60_000,
  });
  if (!ready) return <Box sx={{ minHeight: '100vh' }} role="status" aria-busy="true" />;
  const items = list.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 }, minHeight: '60vh' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 28, md: 36 }, mb: 3 }}>
        {t('content:testimonials.title')}
      </Typography>
      {list.isError ? (
        <RetryBox message={t('content:loadFailed')} onRetry={() => list.refetch()} />
      ) : !list.data ? (
        <Skeleton variant="rounded" height={240} />
      ) : items.length ? (
        <>
          <TestimonialCards items={items} />
          {list.hasNextPage ? (
            <Button onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage} sx={{ mt: 3 }}>
              {t('content:showMore')}
            </Button>
          ) : null}
        </>
      ) : (
        <Typography color="text.secondary">{t('content:testimonials.empty')}</Typography>
      )}
    </Box>
  );
}
