import EditIcon from '@mui/icons-material/Edit';
import SearchIcon from '@mui/icons-material/Search';
import { Box, ButtonBase, Typography, useTheme } from '@mui/material';
import { usePageNamespace } from '../i18n/usePageNamespace';
import type { Stay } from '@/api/stay';

export type SearchSummaryProps = {
  place: string;
  /** A route's other end: the place above is its start. */
  destination?: string;
  stay: Stay;
  expanded: boolean;
  onEdit(): void;
};

const shortDate = (iso: string, lng: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Intl.DateTimeFormat(lng, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
};

/** A phone's search once results show: the place and dates on one line; a tap opens the form again. */
export function SearchSummary({ place, destination, stay, expanded, onEdit }: SearchSummaryProps) {
  const { t, i18n } = usePageNamespace('search');
  const arrow = useTheme().direction === 'rtl' ? '←' : '→';
  const dates = t('search:summary.dates', { checkIn: shortDate(stay.checkIn, i18n.language), checkOut: shortDate(stay.checkOut, i18n.language) });
  const line = [[place, destination].filter(Boolean).join(` ${arrow} `), dates].filter(Boolean).join(' · ');
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
      {destination ? (
        // A route's two ends and the dates do not fit one line of a phone: the ends get a line of their own, and the
        // start gives way first (down to a few letters), as where the driver is going is the news.
        <Box component="span" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', py: 0.5, lineHeight: 1.4 }}>
          <Box component="span" sx={{ minWidth: 0, display: 'flex', gap: 0.75, fontWeight: 600, fontSize: 15 }}>
            <Typography component="bdi" noWrap sx={{ minWidth: '3em', flexShrink: 1000, font: 'inherit' }} data-testid="search-summary-place">
              {place}
            </Typography>
            <span aria-hidden="true">{arrow}</span>
            <Typography component="bdi" noWrap sx={{ minWidth: 0, font: 'inherit' }} data-testid="search-summary-destination">
              {destination}
            </Typography>
          </Box>
          <Typography component="span" noWrap color="text.secondary" sx={{ fontSize: 13, lineHeight: 'inherit' }} data-testid="search-summary-dates">
            {dates}
          </Typography>
        </Box>
      ) : (
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
      )}
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'primary.main', fontWeight: 600, fontSize: 14 }} aria-hidden="true">
        <EditIcon sx={{ fontSize: 16 }} />
        {t('search:summary.editShort')}
      </Box>
    </ButtonBase>
  );
}
