import { Alert, Link } from '@mui/material';
import { useSearchParams } from 'react-router';
import { useHotel } from '../hotel/useHotel';
import { LocaleLink } from '../i18n/LocaleLink';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { bookingReturn, CONTINUE_PARAM } from '../session/returnTo';

/**
 * A driver who joined while booking and entered the emailed code on another device lands on their bookings: this
 * links back to the hotel they were booking (the address kept with the account, checked like any return address).
 */
export function ContinueBookingNotice() {
  const [params] = useSearchParams();
  const booking = bookingReturn(params.get(CONTINUE_PARAM));
  return booking ? <Notice slug={booking.slug} to={booking.to} /> : null;
}

function Notice({ slug, to }: { slug: string; to: string }) {
  const { t } = usePageNamespace('booking');
  const hotel = useHotel(slug);
  // A hotel that is gone has nothing to continue.
  if (hotel.isPending || (hotel.error && !hotel.data)) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="continue-booking">
      <Link component={LocaleLink} to={to} sx={{ fontWeight: 700 }}>
        {t('booking:history.continueBooking', { hotel: hotel.data.hotelName })}
      </Link>
    </Alert>
  );
}
