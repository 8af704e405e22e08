import { Box, Divider, Stack, Typography } from '@mui/material';
import { useLocale } from '../i18n/useLocale';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { useMoney } from '../money/useMoney';
import { stayDate } from './bookingFormat';

export type PriceBreakdownProps = {
  nightly: { date: string; amount: number }[];
  total: number;
  currency: string;
  nights: number;
  /** Rooms booked: nightly prices are per room. */
  rooms?: number;
};

/** Each night's price and the total in the hotel's currency (what is charged), with the display-currency estimate. */
export function PriceBreakdown({ nightly, total, currency, nights, rooms = 1 }: PriceBreakdownProps) {
  const { t } = usePageNamespace('booking');
  const locale = useLocale();
  const { format, isConverted, own } = useMoney();
  return (
    <Box data-testid="price-breakdown">
      <Box component="ul" aria-label={t('booking:price.nightlyLabel')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {nightly.map((n) => (
          <Stack component="li" key={n.date} direction="row" justifyContent="space-between" spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {stayDate(n.date, locale)}
            </Typography>
            <Typography variant="body2">{own(n.amount * rooms, currency)}</Typography>
          </Stack>
        ))}
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Stack direction="row" justifyContent="space-between" alignItems="baseline" spacing={2}>
        <Typography sx={{ fontWeight: 700 }}>{t('booking:price.total', { count: nights })}</Typography>
        <Typography sx={{ fontWeight: 800, fontSize: 20 }} data-testid="booking-total">
          {own(total, currency)}
        </Typography>
      </Stack>
      {isConverted(currency) && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'end' }} data-testid="booking-total-display">
          {t('booking:price.approx', { price: format(total, currency) })}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {t('booking:price.chargedIn', { currency })}
      </Typography>
    </Box>
  );
}
