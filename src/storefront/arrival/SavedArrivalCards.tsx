import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, ButtonBase, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { HotelStayLines } from '../booking/HotelStayLines';
import { LocaleLink } from '../i18n/LocaleLink';
import { usePageNamespace } from '../i18n/usePageNamespace';
import type { ArrivalCard } from './arrivalCard';
import { SavedAtNote } from './SavedAtNote';
import { useArrivalCards } from './useArrivalCards';

/**
 * The booking history without a network: the arrival cards this device saved, each flagged as the saved copy (no
 * price, no status as of now — those need the server).
 */
export function SavedArrivalCards() {
  const { t } = usePageNamespace('booking');
  const cards = useArrivalCards();
  if (cards.isPending) return <Skeleton variant="rounded" height={96} />;
  if (!cards.data?.length) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="saved-cards-empty">
        <Typography>{t('booking:arrival.noneSaved')}</Typography>
      </Paper>
    );
  }
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('booking:arrival.savedList')}>
      {cards.data.map((card) => (
        <li key={card.booking_id}>
          <SavedCardRow card={card} />
        </li>
      ))}
    </Stack>
  );
}

function SavedCardRow({ card }: { card: ArrivalCard }) {
  const { t } = usePageNamespace('booking');
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }} data-testid="saved-card-row" data-booking-id={card.booking_id}>
      <ButtonBase
        component={LocaleLink}
        to={`/book/arrival/${card.booking_id}`}
        aria-label={t('booking:arrival.open', { code: card.confirmation_code, hotel: card.hotel.hotelName })}
        sx={{ width: '100%', display: 'flex', alignItems: 'center', textAlign: 'start', p: { xs: 1.5, sm: 2 }, gap: 2, '&:hover': { bgcolor: 'action.hover' } }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <SavedAtNote savedAt={card.saved_at} offline />
          <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ fontFamily: 'monospace', fontWeight: 700, mt: 0.5, textAlign: 'start' }}>
            {card.confirmation_code}
          </Typography>
          <HotelStayLines hotelName={card.hotel.hotelName} checkIn={card.checkin_date} checkOut={card.checkout_date} nights={card.nights} />
        </Box>
        <ChevronRightIcon aria-hidden="true" sx={{ color: 'text.secondary', '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
      </ButtonBase>
    </Paper>
  );
}
