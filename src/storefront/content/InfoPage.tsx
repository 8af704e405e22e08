import { Box, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/api';
import { localized, pageTextFields, type PageSlug } from '@/api/schemas/siteContent';
import { RetryBox } from '../feedback/RetryBox';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { usePageTitle } from '../usePageTitle';
import { JsonLd, useMetaDescription } from './JsonLd';
import { RichText } from './RichText';

/** /about, /terms, /privacy: the text staff keep (GET /pages/{slug}), in the reader's language; Organization data on /about. */
export function InfoPage({ slug }: { slug: PageSlug }) {
  const { t, ready, i18n } = usePageNamespace('content');
  const query = useQuery({ queryKey: ['pages', slug], queryFn: ({ signal }) => api.page(slug, signal), staleTime: 5 * 60_000 });
  const page = query.data ? localized(query.data, i18n.language, pageTextFields) : null;
  usePageTitle(page?.title ?? (ready ? t(`storefront:placeholders.${slug}`) : ''));
  useMetaDescription(page ? page.body.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() : null);
  const organization = useMemo(
    () => (slug === 'about' && typeof window !== 'undefined' ? { '@context': 'https://schema.org', '@type': 'Organization', name: 'RigRest', url: window.location.origin, logo: `${window.location.origin}/favicon.svg` } : null),
    [slug],
  );
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 }, minHeight: '60vh' }}>
      <JsonLd id={`page-${slug}`} data={organization} />
      {query.isError ? (
        <RetryBox message={ready ? t('content:loadFailed') : ''} onRetry={() => query.refetch()} />
      ) : !page ? (
        <Skeleton variant="rounded" height={300} />
      ) : (
        <article>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 28, md: 36 } }} data-testid="info-title">
            {page.title}
          </Typography>
          <RichText html={page.body} sx={{ mt: 2 }} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
            {ready ? t('content:updated', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(page.updated_at)) }) : null}
          </Typography>
        </article>
      )}
    </Box>
  );
}
