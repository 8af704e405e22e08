import { Box, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import type { Hotel } from '@/api/schemas/hotels';
import { RetryBox } from '../feedback/RetryBox';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { RoomOfferCard } from './RoomOfferCard';
import type { Party } from '@/api/party';
import { nightsBetween, type Stay } from '@/api/stay';
import { useLiveRooms, type LiveRoomsHotel } from './useLiveRooms';

export type RoomOffersProps = { hotel: Pick<Hotel, 'slug' | 'rooms'> & LiveRoomsHotel; stay: Stay; party: Party };

/** The hotel's rooms with live availability and prices for the stay, as they come in. */
export function RoomOffers({ hotel, stay, party }: RoomOffersProps) {
  const { t } = usePageNamespace('hotel');
  const live = useLiveRooms(hotel, stay, party);
  // A check still running reports 0 nights.
  const nights = live.data?.nights || nightsBetween(stay.checkIn, stay.checkOut);
  const offers = live.data?.rooms ?? [];
  // Available rooms first, cheapest first; sold-out rooms after them.
  const sorted = [...offers].sort((a, b) => Number(b.available) - Number(a.available) || (a.total_usd ?? Infinity) - (b.total_usd ?? Infinity));

  return (
    <Box aria-busy={live.searching} data-testid="room-offers">
      {live.searching && (
        <Box role="status" sx={{ mb: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('hotel:rooms.searching')}
          </Typography>
          <LinearProgress aria-label={t('hotel:rooms.searching')} />
        </Box>
      )}
      {live.failed ? (
        <RetryBox message={t('hotel:rooms.failed')} onRetry={live.retry} retryLabel={t('hotel:rooms.retry')} />
      ) : live.ratesUnavailable ? (
        <RetryBox
          severity="warning"
          data-testid="rates-unavailable"
          title={t('hotel:rooms.ratesUnavailableShort')}
          message={t('hotel:rooms.ratesUnavailable')}
          onRetry={live.retry}
          retryLabel={t('hotel:rooms.retry')}
        />
      ) : null}
      {live.searching && !sorted.length && (
        <Stack spacing={2}>
          {hotel.rooms.slice(0, 3).map((r) => (
            <Skeleton key={r.id} variant="rounded" height={120} />
          ))}
          {!hotel.rooms.length && <Skeleton variant="rounded" height={120} />}
        </Stack>
      )}
      {!live.searching && !live.failed && !live.ratesUnavailable && !sorted.length && <Typography color="text.secondary">{t('hotel:rooms.none')}</Typography>}
      {sorted.length > 0 && (
        <Stack spacing={2}>
          {sorted.map((offer) => (
            <RoomOfferCard key={`${offer.room_id}-${offer.rate_id ?? ''}`} offer={offer} slug={hotel.slug} stay={stay} party={party} nights={nights} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
