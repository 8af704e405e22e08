import { Box, Card, CardContent, Link, Skeleton, Typography } from '@mui/material';
import { faqTopics } from '@/api/schemas/siteContent';
import { FaqAnswer, FaqSearchField, useFaqSearch } from '../content/faqParts';
import { useMetaDescription } from '../content/JsonLd';
import { RetryBox } from '../feedback/RetryBox';
import { LocaleLink } from '../i18n/LocaleLink';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { usePageTitle } from '../usePageTitle';
import { ContactForm } from './ContactForm';

/** Questions a topic card shows before "all questions". */
const PER_TOPIC = 3;
/** Answers a search shows at most. */
const MAX_MATCHES = 10;

/**
 * /utility/help: the help centre, built from the published FAQ (the same GET /faq as /faq, in the reader's
 * language): a search over every answer, the topics with their first questions, and a contact form for the rest.
 */
export function HelpPage() {
  const { t, ready } = usePageNamespace('content');
  usePageTitle(ready ? t('content:help.title') : '');
  useMetaDescription(ready ? t('content:help.lead') : null);
  const faq = useFaqSearch();
  const { list, entries, query, setQuery } = faq;
  const matches = query.trim() ? faq.matches.slice(0, MAX_MATCHES) : [];

  if (!ready) return <Box sx={{ minHeight: '100vh' }} role="status" aria-busy="true" />;
  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 }, minHeight: '60vh' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 28, md: 36 } }}>
        {t('content:help.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('content:help.lead')}
      </Typography>
      <FaqSearchField label={t('content:help.search')} query={query} onChange={setQuery} />
      {list.isError ? (
        <RetryBox message={t('content:loadFailed')} onRetry={() => list.refetch()} />
      ) : !list.data ? (
        <Skeleton variant="rounded" height={240} />
      ) : query.trim() ? (
        <Box component="section" aria-label={t('content:help.results')} sx={{ mb: 4 }}>
          {matches.length === 0 ? (
            <Typography color="text.secondary" role="status">
              {t('content:help.noMatches')}
            </Typography>
          ) : (
            matches.map((e) => <FaqAnswer key={e.id} entry={e} heading="h2" testId="help-match" />)
          )}
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }, mb: 4 }}>
          {faqTopics.map((topic) => {
            const items = entries.filter((e) => e.topic === topic);
            if (!items.length) return null;
            return (
              <Card key={topic} variant="outlined" component="section" aria-labelledby={`help-${topic}`} data-testid="help-topic">
                <CardContent>
                  <Typography id={`help-${topic}`} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                    {t(`content:faq.topics.${topic}`)}
                  </Typography>
                  <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
                    {items.slice(0, PER_TOPIC).map((e) => (
                      <li key={e.id}>
                        <Typography variant="body2">{e.question}</Typography>
                      </li>
                    ))}
                  </Box>
                  {/* Each card's link says the same words: its topic tells them apart to a screen reader's list of links. */}
                  <Link component={LocaleLink} to={`/faq#faq-${topic}`} variant="body2" aria-describedby={`help-${topic}`}>
                    {t('content:help.allQuestions', { count: items.length })}
                  </Link>
                </CardContent>
              </Card>
            );
          })}
        </Box>
      )}
      <Card component="section" aria-labelledby="help-contact" variant="outlined">
        <CardContent sx={{ p: { xs: 2, md: 3 } }}>
          <Typography id="help-contact" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {t('content:help.contactTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            {t('content:help.contactLead')}
          </Typography>
          <ContactForm />
        </CardContent>
      </Card>
    </Box>
  );
}
