import { Alert, Box, LinearProgress, Pagination, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ApiError, type SearchResultsResponse } from '@/api';
import { RetryBox } from '../feedback/RetryBox';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { ResultCard } from './ResultCard';

export type SearchResultsListProps = {
  results: SearchResultsResponse | undefined;
  /** The shown page belongs to the previous search or page while the next one loads. */
  stale: boolean;
  searching: boolean;
  error: unknown;
  onRetry(): void;
  page: number;
  onPage(page: number): void;
  highlightedId: number | null;
  onHover(id: number | null): void;
  stayQuery: string;
  canEdit: boolean;
  /** What the empty state says instead of the general hint (the hours filter offers the hotels beyond reach). */
  emptyHint?: ReactNode;
  /** Nothing is searched yet (a route with one end): what the driver has to do first, instead of the results. */
  waiting?: string;
};

/** The API refused the search as asked (400, 422): no connection problem, and trying the same again cannot help. */
const isRefused = (error: unknown) => error instanceof ApiError && (error.status === 400 || error.status === 422);

/** The results page by page, with the running, empty and failed states. */
export function SearchResultsList({ results, stale, searching, error, onRetry, page, onPage, highlightedId, onHover, stayQuery, canEdit, emptyHint, waiting }: SearchResultsListProps) {
  const { t } = usePageNamespace('search');
  if (waiting) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }} data-testid="search-waiting">
        {waiting}
      </Typography>
    );
  }
  if (isRefused(error)) {
    return (
      <Alert severity="warning" role="alert" data-testid="search-invalid">
        {t('search:results.invalid')}
      </Alert>
    );
  }
  if (error) {
    return <RetryBox message={t('search:results.failed')} onRetry={onRetry} data-testid="search-error" />;
  }
  const total = results?.meta.total ?? 0;
  return (
    <Box>
      <Box sx={{ minHeight: 4, mb: 1 }}>
        {searching ? <LinearProgress aria-label={t('search:results.searching')} data-testid="search-progress" /> : null}
      </Box>
      {!results ? (
        <Stack spacing={1.5} aria-busy="true" aria-label={t('search:results.searching')}>
          {/* The count line's place (body2 and its margin), so the first page does not push the cards down. */}
          <Skeleton variant="text" width={160} sx={{ fontSize: '0.875rem', lineHeight: 1.43, mb: '-4px' }} />
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={130} />
          ))}
        </Stack>
      ) : total === 0 && !searching ? (
        <Box sx={{ py: 6, textAlign: 'center' }} data-testid="no-results">
          <Typography sx={{ fontWeight: 700 }}>{t('search:results.empty')}</Typography>
          {emptyHint ?? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('search:results.emptyHint')}
            </Typography>
          )}
        </Box>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite" data-testid="results-count">
            {results.capped
              ? t(searching ? 'search:results.stillSearchingCapped' : 'search:results.countCapped', { total })
              : searching
                ? t('search:results.stillSearching', { total })
                : t('search:results.count', { total })}
          </Typography>
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, opacity: stale ? 0.6 : 1, transition: 'opacity .2s' }} aria-busy={stale}>
            {results.data.map((hit) => (
              <li key={hit.id}>
                <ResultCard hit={hit} stayQuery={stayQuery} active={hit.id === highlightedId} canEdit={canEdit} onHover={onHover} />
              </li>
            ))}
          </Stack>
          {results.meta.last_page > 1 ? (
            <Pagination
              count={results.meta.last_page}
              page={page}
              onChange={(_e, next) => onPage(next)}
              color="primary"
              sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
              getItemAriaLabel={(type, n, selected) => (type === 'page' ? t(selected ? 'search:results.currentPage' : 'search:results.goToPage', { page: n }) : t(`search:results.${type}Page`))}
            />
          ) : null}
        </>
      )}
    </Box>
  );
}
