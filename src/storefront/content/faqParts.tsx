import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/api';
import { faqTextFields, localized, type FaqEntry } from '@/api/schemas/siteContent';
import { RichText } from './RichText';

const plain = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/** The FAQ's search: every word must appear in the question or the answer's text, case and accents ignored. */
export function matchesFaq(entry: Pick<FaqEntry, 'question' | 'answer'>, query: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const hay = fold(`${entry.question} ${plain(entry.answer)}`);
  return fold(query).split(/\s+/).filter(Boolean).every((w) => hay.includes(w));
}

/** The published FAQ (GET /faq, shared by /faq and the help centre) in the reader's language, and a search over it. */
export function useFaqSearch() {
  const { i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const list = useQuery({ queryKey: ['faq'], queryFn: ({ signal }) => api.faq(signal), staleTime: 5 * 60_000 });
  const entries = useMemo(() => (list.data?.data ?? []).map((e) => localized(e, i18n.language, faqTextFields)), [list.data, i18n.language]);
  const matches = useMemo(() => entries.filter((e) => matchesFaq(e, query)), [entries, query]);
  return { list, entries, matches, query, setQuery };
}

export function FaqSearchField({ label, query, onChange }: { label: string; query: string; onChange: (query: string) => void }) {
  return (
    <TextField
      type="search"
      label={label}
      value={query}
      onChange={(e) => onChange(e.target.value)}
      fullWidth
      sx={{ my: 3 }}
      slotProps={{ htmlInput: { maxLength: 100 } }}
    />
  );
}

/** One question, its answer folded under it; `heading` keeps the page's outline (h2 in a flat list, h3 under a topic). */
export function FaqAnswer({ entry, heading, testId }: { entry: FaqEntry; heading: 'h2' | 'h3'; testId: string }) {
  return (
    // The accordion's own heading element is the question's heading (MUI wraps the summary in an h3 by default: a
    // Typography heading inside it made every question two nested headings).
    <Accordion disableGutters variant="outlined" data-testid={testId} slots={{ heading }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="span" sx={{ fontWeight: 600, fontSize: 16 }}>
          {entry.question}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <RichText html={entry.answer} />
      </AccordionDetails>
    </Accordion>
  );
}
