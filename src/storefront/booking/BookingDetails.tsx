import { Box, Link, Stack, Typography } from '@mui/material';
import type { Booking } from '../../api/schemas/bookings';
import { useLocale } from '../i18n/useLocale';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { BookingStatusChip } from './BookingStatusChip';
import { CancelPolicyText } from './CancelPolicyText';
import { moment } from './bookingFormat';
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
  const place = [booking.hotel.address, booking.hotel.city, booking.hotel.province].filter(Boolean).join(', ');
  const guest = booking.guest;
  return (
    <Stack spacing={2.5}>
      <Part title={t('booking:details.hotel')}>
        <Typography dir="auto" sx={{ fontWeight: 700 }}>
          {booking.hotel.hotelName}
        </Typography>
        {place && (
          <Typography variant="body2" color="text.secondary" dir="auto" component="address" sx={{ fontStyle: 'normal' }}>
            {place}
          </Typography>
        )}
        {booking.hotel.phone && (
          <Link href={`tel:${booking.hotel.phone.replace(/[^\d+]/g, '')}`} variant="body2" dir="ltr">
            {booking.hotel.phone}
          </Link>
        )}
      </Part>
      <Part title={t('booking:details.stay')}>
        <StayFacts checkIn={booking.checkin_date} checkOut={booking.checkout_date} nights={booking.nights} room={booking.room.name} guests={booking.adults} />
      </Part>
      <Part title={t('booking:details.price')}>
        <PriceBreakdown nightly={booking.nightly} total={booking.total} currency={booking.currency} nights={booking.nights} rooms={booking.rooms} />
      </Part>
      <Part title={t('booking:details.cancellation')}>
        <CancelPolicyText policy={booking.cancel_policy} />
      </Part>
      <Part title={t('booking:details.guest')}>
        <Typography variant="body2" dir="auto">
          {`${guest.first_name} ${guest.last_name}`}
        </Typography>
        <Typography variant="body2" dir="ltr" sx={{ textAlign: 'start' }}>
          {guest.email}
        </Typography>
        {guest.phone && (
          <Typography variant="body2" dir="ltr" sx={{ textAlign: 'start' }}>
            {guest.phone}
          </Typography>
        )}
      </Part>
      <Part title={t('booking:details.truck')}>
        <Typography variant="body2">
          {booking.truck.parking_needed ? t('booking:details.parkingNeeded') : t('booking:details.noParking')}
          {' · '}
          {t(`booking:vehicle.${booking.truck.vehicle_type}`)}
          {booking.truck.length_ft !== null && ` · ${t('booking:details.length', { feet: booking.truck.length_ft })}`}
        </Typography>
        {booking.special_requests && (
          <Typography variant="body2" color="text.secondary" dir="auto" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
            {t('booking:details.requests', { text: booking.special_requests })}
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
                  {moment(event.created_at, locale)}
                </Typography>
                <Typography variant="body2" dir="auto">
                  {event.actor ? t('booking:details.by', { who: event.actor }) : t('booking:details.bySystem')}
                </Typography>
                {event.note && (
                  <Typography variant="body2" color="text.secondary" dir="auto" sx={{ flexBasis: '100%' }}>
                    {event.note}
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
