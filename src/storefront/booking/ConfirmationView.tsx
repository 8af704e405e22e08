import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Box, Button, LinearProgress, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { ApiError } from '@/api';
import type { Booking } from '@/api/schemas/bookings';
import { RetryPage } from '../feedback/RetryBox';
import { LocaleLink } from '../i18n/LocaleLink';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { useSession } from '../session/sessionContext';
import { ErrorView } from '../pages/errors/ErrorView';
import { usePageTitle } from '../usePageTitle';
import { ArrivalCardButton } from '../arrival/ArrivalCardButton';
import { BookingDetails } from './BookingDetails';
import { useBooking } from './useBookings';
import { stayQuery } from '../hotel/stayDates';

export type ConfirmationViewProps = { id: number };

const icons = {
  confirmed: <CheckCircleIcon color="success" sx={{ fontSize: 48 }} aria-hidden="true" />,
  pending: <HourglassTopIcon color="warning" sx={{ fontSize: 48 }} aria-hidden="true" />,
  failed: <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} aria-hidden="true" />,
  cancelled: <EventBusyIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden="true" />,
};

/** After Book: the confirmation number first; a pending booking is polled until the hotel's answer lands. */
export function ConfirmationView({ id }: ConfirmationViewProps) {
  const { t } = usePageNamespace('booking');
  const query = useBooking(id);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  usePageTitle(notFound ? t('storefront:errorPage.notFound.pageTitle') : t('booking:confirmation.pageTitle'));
  if (notFound) return <ErrorView status={404} />;
  if (query.error && !query.data) return <RetryPage message={t('booking:confirmation.loadFailed')} onRetry={() => query.refetch()} />;
  if (!query.data) {
    return (
      <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 4, minHeight: '80vh' }} role="status" aria-busy="true">
        <Skeleton variant="circular" width={48} height={48} />
        <Skeleton variant="text" sx={{ fontSize: 32, width: '70%' }} />
        <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />
      </Box>
    );
  }
  return <Confirmation booking={query.data} />;
}

function Confirmation({ booking }: { booking: Booking }) {
  const { t } = usePageNamespace('booking');
  // Booking mail goes to the account's own address (the server never mails the address typed for the guest).
  const accountEmail = useSession().user?.email;
  const { status } = booking;
  const hotelPath = `/hotels/${encodeURIComponent(booking.hotel.slug)}?${stayQuery({ checkIn: booking.checkin_date, checkOut: booking.checkout_date }, booking)}`;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
      <Box role="status" aria-live="polite" sx={{ textAlign: 'center', mb: 3 }} data-testid="confirmation-state" data-status={status}>
        {icons[status]}
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 32 }, mt: 1 }}>
          {t(`booking:confirmation.title.${status}`)}
        </Typography>
        {status !== 'failed' && (
          <Paper variant="outlined" sx={{ display: 'inline-block', px: 3, py: 1.5, mt: 2, borderColor: 'primary.main', borderWidth: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {t('booking:confirmation.number')}
            </Typography>
            <Typography data-testid="confirmation-code" dir="ltr" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 32 }, letterSpacing: '0.08em', fontFamily: 'monospace' }}>
              {booking.confirmation_code}
            </Typography>
          </Paper>
        )}
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {t(`booking:confirmation.body.${status}`, { email: accountEmail ?? booking.guest.email })}
        </Typography>
        {status === 'pending' && <LinearProgress sx={{ mt: 2, maxWidth: 360, mx: 'auto' }} aria-label={t('booking:confirmation.waiting')} />}
        {status === 'failed' && booking.failure_reason && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            <bdi>{booking.failure_reason}</bdi>
          </Typography>
        )}
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <BookingDetails booking={booking} />
      </Paper>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }} justifyContent="center">
        {status === 'confirmed' && <ArrivalCardButton bookingId={booking.id} variant="contained" />}
        <Button component={LocaleLink} to="/book/history" variant={status === 'confirmed' ? 'outlined' : 'contained'} disableElevation sx={{ minHeight: 44 }}>
          {t('booking:confirmation.myBookings')}
        </Button>
        <Button component={LocaleLink} to={hotelPath} variant="outlined" sx={{ minHeight: 44 }}>
          {status === 'failed' ? t('booking:confirmation.tryAgain') : t('booking:backToHotel')}
        </Button>
      </Stack>
    </Box>
  );
}
