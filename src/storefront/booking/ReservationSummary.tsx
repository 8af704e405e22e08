import { Box, Paper, Typography } from '@mui/material';
import type { RoomOffer } from '@/api/schemas/hotelSearch';
import type { Hotel } from '@/api/schemas/hotels';
import type { Party } from '@/api/party';
import { FEW_ROOMS_LEFT } from '../hotel/RoomOfferCard';
import { hotelAddress } from '../hotel/hotelAddress';
import { nightsBetween, type Stay } from '@/api/stay';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { CancelPolicyText } from './CancelPolicyText';
import { PriceBreakdown } from './PriceBreakdown';
import { StayFacts } from './StayFacts';

export type Quote = { total: number; currency: string; nightly: { date: string; amount: number }[] };

export type ReservationSummaryProps = { hotel: Hotel; stay: Stay; party: Party; offer: RoomOffer; quote: Quote };

/** What is being booked: hotel, stay, room, rooms and guests, each night's price, the total and the cancellation terms. */
export function ReservationSummary({ hotel, stay, party, offer, quote }: ReservationSummaryProps) {
  const { t } = usePageNamespace('booking');
  const address = hotelAddress(hotel);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="reservation-summary-title" sx={{ p: { xs: 2, sm: 2.5 } }} data-testid="reservation-summary">
      <Typography id="reservation-summary-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('booking:summary.title')}
      </Typography>
      <Typography sx={{ fontWeight: 700, mt: 1 }}>
        <bdi>{hotel.hotelName}</bdi>
      </Typography>
      {address && (
        <Typography variant="body2" color="text.secondary" component="address" sx={{ fontStyle: 'normal', mb: 1.5 }}>
          <bdi>{address}</bdi>
        </Typography>
      )}
      <StayFacts checkIn={stay.checkIn} checkOut={stay.checkOut} nights={nightsBetween(stay.checkIn, stay.checkOut)} room={offer.name} rooms={party.rooms} guests={party.adults} />
      {offer.rooms_left !== null && (
        <Typography variant="body2" sx={{ color: offer.rooms_left <= FEW_ROOMS_LEFT ? 'warning.dark' : 'text.secondary', fontWeight: 700, mt: 1 }} data-testid="rooms-left">
          {t('booking:summary.roomsLeft', { count: offer.rooms_left })}
        </Typography>
      )}
      <Box sx={{ mt: 2 }}>
        <PriceBreakdown nightly={quote.nightly} total={quote.total} currency={quote.currency} nights={nightsBetween(stay.checkIn, stay.checkOut)} rooms={party.rooms} />
      </Box>
      <Box sx={{ mt: 2 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: 16, mb: 0.5 }}>
          {t('booking:details.cancellation')}
        </Typography>
        <CancelPolicyText policy={offer.cancel_policy} />
      </Box>
    </Paper>
  );
}
