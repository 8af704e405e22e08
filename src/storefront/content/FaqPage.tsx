import { Box, Skeleton, Typography } from '@mui/material';
import { useMemo } from 'react';
import { faqTopics } from '@/api/schemas/siteContent';
import { RetryBox } from '../feedback/RetryBox';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { usePageTitle } from '../usePageTitle';
import { FaqAnswer, FaqSearchField, useFaqSearch } from './faqParts';
import { JsonLd, useMetaDescription } from './JsonLd';
import { cleanHtml } from './RichText';

/** /faq: questions grouped by topic in the reader's language, searchable on the page, with schema.org FAQPage data. */
export function FaqPage() {
  const { t, ready } = usePageNamespace('content');
  usePageTitle(ready ? t('content:faq.title') : '');
  useMetaDescription(ready ? t('content:faq.description') : null);
  const { list, entries, matches: shown, query, setQuery } = useFaqSearch();
  const jsonLd = useMemo(
    () =>
      entries.length
        ? {
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: entries.map((e) => ({ '@type': 'Question', name: e.question, acceptedAnswer: { '@type': 'Answer', text: cleanHtml(e.answer) } })),
          }
        : null,
    [entries],
  );
  if (!ready) return <Box sx={{ minHeight: '100vh' }} role="status" aria-busy="true" />;
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 }, minHeight: '60vh' }}>
      <JsonLd id="faq" data={jsonLd} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 28, md: 36 } }}>
        {t('content:faq.title')}
      </Typography>
      <FaqSearchField label={t('content:faq.search')} query={query} onChange={setQuery} />
      {list.isError ? (
        <RetryBox message={t('content:loadFailed')} onRetry={() => list.refetch()} />
      ) : !list.data ? (
        <Skeleton variant="rounded" height={300} />
      ) : shown.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {t('content:faq.noMatches')}
        </Typography>
      ) : (
        faqTopics.map((topic) => {
          const items = shown.filter((e) => e.topic === topic);
          if (!items.length) return null;
          return (
            <Box component="section" key={topic} aria-labelledby={`faq-${topic}`} sx={{ mb: 4 }}>
              <Typography id={`faq-${topic}`} variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5, scrollMarginTop: 80 }}>
                {t(`content:faq.topics.${topic}`)}
              </Typography>
              {items.map((e) => (
                <FaqAnswer key={e.id} entry={e} heading="h3" testId="faq-entry" />
              ))}
            </Box>
          );
        })
      )}
    </Box>
  );
}
