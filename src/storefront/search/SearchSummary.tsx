import EditIcon from '@mui/icons-material/Edit';
import SearchIcon from '@mui/icons-material/Search';
import { Box, ButtonBase, Typography } from '@mui/material';
import { usePageNamespace } from '../i18n/usePageNamespace';
import type { Stay } from '@/api/stay';

export type SearchSummaryProps = { place: string; stay: Stay; expanded: boolean; onEdit(): void };

const shortDate = (iso: string, lng: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Intl.DateTimeFormat(lng, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
};

/** A phone's search once results show: the place and dates on one line; a tap opens the form again. */
export function SearchSummary({ place, stay, expanded, onEdit }: SearchSummaryProps) {
  const { t, i18n } = usePageNamespace('search');
  const dates = t('search:summary.dates', { checkIn: shortDate(stay.checkIn, i18n.language), checkOut: shortDate(stay.checkOut, i18n.language) });
  const line = [place, dates].filter(Boolean).join(' · ');
  return (
    <ButtonBase
      onClick={onEdit}
      aria-expanded={expanded}
      aria-controls="search-form"
      aria-label={t('search:summary.edit', { search: line })}
      data-testid="search-summary"
      sx={{ width: '100%', justifyContent: 'flex-start', gap: 1, px: 1.5, minHeight: 44, border: 1, borderColor: 'divider', borderRadius: 6, bgcolor: 'background.paper', textAlign: 'start' }}
    >
      <SearchIcon fontSize="small" color="action" aria-hidden="true" />
      {/* The dates always show; a long place is cut at its own end (a Latin name in an Arabic line included: bdi). */}
      <Box component="span" sx={{ flex: 1, minWidth: 0, display: 'flex', gap: 0.75, fontWeight: 600, fontSize: 15, lineHeight: 1.5 }}>
        {place ? (
          <Typography component="bdi" noWrap sx={{ minWidth: 0, font: 'inherit' }} data-testid="search-summary-place">
            {place}
          </Typography>
        ) : null}
        {place ? <span aria-hidden="true">·</span> : null}
        <Typography component="span" noWrap sx={{ flexShrink: 0, font: 'inherit' }} data-testid="search-summary-dates">
          {dates}
        </Typography>
      </Box>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'primary.main', fontWeight: 600, fontSize: 14 }} aria-hidden="true">
        <EditIcon sx={{ fontSize: 16 }} />
        {t('search:summary.editShort')}
      </Box>
    </ButtonBase>
  );
}
