import { Box, Link, Stack, Typography } from '@mui/material';
import type { Booking } from '@/api/schemas/bookings';
import { formatLength } from '@/api/units';
import { useLocale } from '../i18n/useLocale';
import { useDistanceUnit } from '../layout/useDistanceUnit';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { BookingStatusChip } from './BookingStatusChip';
import { CancelPolicyText } from './CancelPolicyText';
import { formatInstant } from './bookingFormat';
import { PriceBreakdown } from './PriceBreakdown';
import { StayFacts } from './StayFacts';

export type BookingDetailsProps = { booking: Booking; showHistory?: boolean };

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section">
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: 16, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Everything about one booking: hotel, stay, guest, truck, price, cancellation terms and, if asked, its status history. */
export function BookingDetails({ booking, showHistory = false }: BookingDetailsProps) {
  const { t } = usePageNamespace('booking');
  const locale = useLocale();
  const { length: lengthUnit } = useDistanceUnit();
  const place = [booking.hotel.address, booking.hotel.city, booking.hotel.province].filter(Boolean).join(', ');
  const guest = booking.guest;
  return (
    <Stack spacing={2.5}>
      <Part title={t('booking:details.hotel')}>
        <Typography sx={{ fontWeight: 700 }}>
          <bdi>{booking.hotel.hotelName}</bdi>
        </Typography>
        {place && (
          <Typography variant="body2" color="text.secondary" component="address" sx={{ fontStyle: 'normal' }}>
            <bdi>{place}</bdi>
          </Typography>
        )}
        {booking.hotel.phone && (
          <Link href={`tel:${booking.hotel.phone.replace(/[^\d+]/g, '')}`} variant="body2" dir="ltr">
            {booking.hotel.phone}
          </Link>
        )}
      </Part>
      <Part title={t('booking:details.stay')}>
        <StayFacts checkIn={booking.checkin_date} checkOut={booking.checkout_date} nights={booking.nights} room={booking.room.name} rooms={booking.rooms} guests={booking.adults} />
      </Part>
      <Part title={t('booking:details.price')}>
        <PriceBreakdown nightly={booking.nightly} total={booking.total} currency={booking.currency} nights={booking.nights} rooms={booking.rooms} />
      </Part>
      {/* The terms of a cancellation matter only while there is a booking to cancel ("Free cancellation until…" in
          green read as an offer on a cancelled one). */}
      {booking.status === 'cancelled' || booking.status === 'failed' ? null : (
        <Part title={t('booking:details.cancellation')}>
          <CancelPolicyText policy={booking.cancel_policy} />
        </Part>
      )}
      <Part title={t('booking:details.guest')}>
        <Typography variant="body2">
          <bdi>{`${guest.first_name} ${guest.last_name}`}</bdi>
        </Typography>
        {/* Left to right inside (an address, a number), lined up with the name on the page's side. */}
        <Typography variant="body2">
          <bdi dir="ltr">{guest.email}</bdi>
        </Typography>
        {guest.phone && (
          <Typography variant="body2">
            <bdi dir="ltr">{guest.phone}</bdi>
          </Typography>
        )}
      </Part>
      <Part title={t('booking:details.truck')}>
        <Typography variant="body2">
          {booking.truck.parking_needed ? t('booking:details.parkingNeeded') : t('booking:details.noParking')}
          {' · '}
          {t(`booking:vehicle.${booking.truck.vehicle_type}`)}
          {booking.truck.length_ft !== null && ` · ${formatLength(booking.truck.length_ft, locale, lengthUnit)}`}
        </Typography>
        {booking.special_requests && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            <bdi>{t('booking:details.requests', { text: booking.special_requests })}</bdi>
          </Typography>
        )}
      </Part>
      {showHistory && booking.events.length > 0 && (
        <Part title={t('booking:details.history')}>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }} data-testid="booking-events">
            {booking.events.map((event, i) => (
              <Stack component="li" key={i} direction="row" spacing={1.5} alignItems="center" useFlexGap flexWrap="wrap">
                <BookingStatusChip status={event.status} />
                <Typography variant="body2" color="text.secondary">
                  {formatInstant(event.created_at, locale)}
                </Typography>
                <Typography variant="body2">
                  <bdi>{event.actor ? t('booking:details.by', { who: event.actor }) : t('booking:details.bySystem')}</bdi>
                </Typography>
                {event.note && (
                  <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
                    <bdi>{event.note}</bdi>
                  </Typography>
                )}
              </Stack>
            ))}
          </Box>
        </Part>
      )}
    </Stack>
  );
}
