import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { useBooking } from '../booking/useBookings';
import { useOnline } from '../feedback/onlineStatus';
import { LocaleLink } from '../i18n/LocaleLink';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { useSession } from '../session/sessionContext';
import { usePageTitle } from '../usePageTitle';
import { ArrivalCardView } from './ArrivalCardView';
import { useArrivalCards } from './useArrivalCards';

/**
 * /book/arrival/{bookingId} (signed in, works offline): the booking's arrival card as this device saved it. Online,
 * the booking is asked for as well, which refreshes the card (or removes it, once the booking is cancelled).
 */
export function ArrivalCardPage() {
  const { t, ready } = usePageNamespace('booking');
  usePageTitle(ready ? t('booking:arrival.pageTitle') : t('common:loading'));
  const bookingId = Number(useParams().id) || null;
  const online = useOnline();
  const signedIn = useSession().status === 'signedIn';
  useBooking(online && signedIn ? bookingId : null);
  const cards = useArrivalCards();
  const card = cards.data?.find((c) => c.booking_id === bookingId);

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, md: 4 }, minHeight: '70vh' }}>
      {ready && (
        <>
          <Button component={LocaleLink} to="/book/history" startIcon={<ArrowBackIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />} sx={{ mb: 1 }}>
            {t('booking:confirmation.myBookings')}
          </Button>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 32 }, mb: 2 }}>
            {t('booking:arrival.title')}
          </Typography>
        </>
      )}
      {!ready || cards.isPending ? (
        <Skeleton variant="rounded" height={420} role="status" aria-busy="true" />
      ) : card ? (
        <ArrivalCardView card={card} offline={!online} />
      ) : (
        <Alert severity="info" data-testid="arrival-missing">
          {t('booking:arrival.notOnDevice')}
        </Alert>
      )}
    </Box>
  );
}
