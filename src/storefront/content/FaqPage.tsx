import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Skeleton, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '@/api';
import { faqTextFields, faqTopics, localized, type FaqEntry } from '@/api/schemas/siteContent';
import { RetryBox } from '../feedback/RetryBox';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { usePageTitle } from '../usePageTitle';
import { JsonLd, useMetaDescription } from './JsonLd';
import { cleanHtml, RichText } from './RichText';

const plain = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/** The FAQ's search: every word must appear in the question or the answer's text, case and accents ignored. */
export function matchesFaq(entry: Pick<FaqEntry, 'question' | 'answer'>, query: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const hay = fold(`${entry.question} ${plain(entry.answer)}`);
  return fold(query).split(/\s+/).filter(Boolean).every((w) => hay.includes(w));
}

/** /faq: questions grouped by topic in the reader's language, searchable on the page, with schema.org FAQPage data. */
export function FaqPage() {
  const { t, ready, i18n } = usePageNamespace('content');
  usePageTitle(ready ? t('content:faq.title') : '');
  useMetaDescription(ready ? t('content:faq.description') : null);
  const [query, setQuery] = useState('');
  const list = useQuery({ queryKey: ['faq'], queryFn: ({ signal }) => api.faq(signal), staleTime: 5 * 60_000 });
  const entries = useMemo(() => (list.data?.data ?? []).map((e) => localized(e, i18n.language, faqTextFields)), [list.data, i18n.language]);
  const shown = entries.filter((e) => matchesFaq(e, query));
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
      <TextField
        type="search"
        label={t('content:faq.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        fullWidth
        sx={{ my: 3 }}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
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
              <Typography id={`faq-${topic}`} variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
                {t(`content:faq.topics.${topic}`)}
              </Typography>
              {items.map((e) => (
                <Accordion key={e.id} disableGutters variant="outlined" data-testid="faq-entry">
                  <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                    <Typography component="h3" sx={{ fontWeight: 600 }}>
                      {e.question}
                    </Typography>
                  </AccordionSummary>
                  <AccordionDetails>
                    <RichText html={e.answer} />
                  </AccordionDetails>
                </Accordion>
              ))}
            </Box>
          );
        })
      )}
    </Box>
  );
}
