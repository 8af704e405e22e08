import { Box, CircularProgress, Typography } from '@mui/material';
import type { HotelRate } from '@/api';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { useMoney } from '../money/useMoney';

export type ResultPriceProps = { rate: HotelRate };

/**
 * The lowest nightly price in the display currency, or why there is none (sold out, no room type sleeps the party,
 * rates unavailable), or a spinner while live rates come in.
 * A price the hotel page's live check corrected says "Price changed" above it (sold out says so by itself).
 */
export function ResultPrice({ rate }: ResultPriceProps) {
  const { t } = usePageNamespace('search');
  const { format } = useMoney();
  if (rate.status === 'pending') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }} role="status">
        <CircularProgress size={16} aria-hidden="true" />
        <Typography variant="body2">{t('search:result.checkingRates')}</Typography>
      </Box>
    );
  }
  if (rate.status === 'sold_out' || rate.status === 'too_small') {
    const tooSmall = rate.status === 'too_small';
    return (
      <Typography sx={{ fontWeight: 700, color: 'error.main' }} data-testid={tooSmall ? 'result-too-small' : undefined}>
        {t(tooSmall ? 'search:result.tooSmall' : 'search:result.soldOut')}
      </Typography>
    );
  }
  const amount = rate.nightly !== null && rate.currency ? format(rate.nightly, rate.currency) : rate.nightly_usd !== null ? format(rate.nightly_usd, 'USD') : null;
  if (rate.status === 'unavailable' || amount === null) return <Typography color="text.secondary">{t('search:result.ratesUnavailable')}</Typography>;
  return (
    <Box sx={{ textAlign: 'end' }}>
      {rate.changed ? (
        <Typography variant="caption" component="div" sx={{ fontWeight: 700, color: 'warning.dark' }} data-testid="price-changed">
          {t('search:result.priceChanged')}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary" component="div">
        {t('search:result.from')}
      </Typography>
      <Typography sx={{ fontWeight: 800, fontSize: 20, lineHeight: 1.1 }} data-testid="result-price">
        {amount}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {t('search:result.perNight')}
      </Typography>
    </Box>
  );
}
