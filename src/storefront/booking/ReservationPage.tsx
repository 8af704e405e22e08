import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '@/api';
import type { Hotel } from '@/api/schemas/hotels';
import { RetryBox, RetryPage } from '../feedback/RetryBox';
import type { Stay } from '@/api/stay';
import type { Party } from '@/api/party';
import { stayQuery } from '../hotel/stayDates';
import { useHotel } from '../hotel/useHotel';
import { useLiveRooms } from '../hotel/useLiveRooms';
import { whyUnavailable } from '../hotel/whyUnavailable';
import { LocaleLink } from '../i18n/LocaleLink';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { ErrorView } from '../pages/errors/ErrorView';
import { usePageTitle } from '../usePageTitle';
import { BookingForm, type PriceChange } from './BookingForm';
import type { BookingTerms } from './bookingForm';
import { ConfirmationView } from './ConfirmationView';
import { RequireSignIn } from './RequireSignIn';
import { ReservationSummary, type Quote } from './ReservationSummary';
import { useUrlStay } from '../hotel/useUrlStay';

/**
 * /hotels/reservation/{slug}?room&checkIn&checkOut and /book/{slug}: the reservation form; with ?booking={id} the
 * same address shows that booking's confirmation (so a reload or a shared link keeps it).
 */
export function ReservationPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const { ready } = usePageNamespace('booking');
  const bookingId = Number(params.get('booking')) || null;
  return (
    <RequireSignIn>
      {!ready ? <PageSkeleton /> : bookingId ? <ConfirmationView id={bookingId} /> : slug ? <Reservation slug={slug} /> : <NoHotel />}
    </RequireSignIn>
  );
}

function PageSkeleton() {
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3, minHeight: '100vh' }} role="status" aria-busy="true" data-testid="reservation-loading">
      <Skeleton variant="text" sx={{ fontSize: 32, width: '50%' }} />
      <Skeleton variant="text" sx={{ width: '30%', mb: 2 }} />
      <Skeleton variant="rounded" height={360} />
    </Box>
  );
}

function NoHotel() {
  const { t } = usePageNamespace('booking');
  usePageTitle(t('booking:reservation.pageTitle'));
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 6 }}>
      <Alert
        severity="info"
        action={
          <Button component={LocaleLink} to="/hotels" color="inherit" size="small">
            {t('booking:reservation.findHotel')}
          </Button>
        }
      >
        {t('booking:reservation.noHotel')}
      </Alert>
    </Box>
  );
}

function Reservation({ slug }: { slug: string }) {
  const { t } = usePageNamespace('booking');
  const hotel = useHotel(slug);
  // A link with dates that cannot be had (past, reversed, too long) says why and shows them corrected, URL included.
  const { params, stay, party } = useUrlStay();
  const roomId = Number(params.get('room')) || null;
  const notFound = hotel.error instanceof ApiError && hotel.error.status === 404;
  // The not-found view's own title: this effect runs after the view's and would replace it.
  usePageTitle(notFound ? t('storefront:errorPage.notFound.pageTitle') : t('booking:reservation.pageTitle'));
  if (notFound) return <ErrorView status={404} />;
  if (hotel.error) return <RetryPage message={t('booking:reservation.hotelFailed')} onRetry={() => hotel.refetch()} />;
  if (!hotel.data) return <PageSkeleton />;
  return <ReservationBody hotel={hotel.data} stay={stay} party={party} roomId={roomId} />;
}

type ReservationBodyProps = { hotel: Hotel; stay: Stay; party: Party; roomId: number | null };

function ReservationBody({ hotel, stay, party, roomId }: ReservationBodyProps) {
  const { t } = usePageNamespace('booking');
  const live = useLiveRooms(hotel, stay, party);
  const offer = roomId === null ? undefined : live.data?.rooms.find((r) => r.room_id === roomId);
  const [accepted, setAccepted] = useState<PriceChange | null>(null);
  const handleAcceptPrice = useCallback((change: PriceChange) => setAccepted(change), []);
  const hotelPath = `/hotels/${encodeURIComponent(hotel.slug)}?${stayQuery(stay, party)}`;

  // A price the driver accepted after a 409 price_changed stands in for the live check's.
  const quote = useMemo<Quote | null>(
    () => accepted ?? (offer && offer.available && offer.total !== null && offer.currency ? { total: offer.total, currency: offer.currency, nightly: offer.nightly } : null),
    [accepted, offer],
  );
  const terms = useMemo<BookingTerms | null>(
    () =>
      quote && offer
        ? { checkin_date: stay.checkIn, checkout_date: stay.checkOut, rooms: party.rooms, adults: party.adults, rate_id: offer.rate_id, expected_total: quote.total, currency: quote.currency }
        : null,
    [quote, offer, stay, party],
  );
  const scope = useMemo(() => ({ hotelId: hotel.id, roomId: roomId ?? 0, checkIn: stay.checkIn, checkOut: stay.checkOut, ...party }), [hotel.id, roomId, stay, party]);

  const backLink = (
    <Button component={LocaleLink} to={hotelPath} color="inherit" size="small" sx={{ fontWeight: 700 }}>
      {t('booking:chooseAnother')}
    </Button>
  );

  let body: React.ReactNode;
  if (live.failed) {
    body = <RetryBox message={t('booking:reservation.checkFailed')} onRetry={live.retry} />;
  } else if (live.searching) {
    body = (
      <Box role="status" data-testid="reservation-checking">
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('booking:reservation.checking')}
        </Typography>
        <LinearProgress aria-label={t('booking:reservation.checking')} />
        <Skeleton variant="rounded" height={280} sx={{ mt: 2 }} />
      </Box>
    );
  } else if (live.ratesUnavailable) {
    body = <RetryBox severity="warning" message={t('booking:reservation.ratesUnavailable')} onRetry={live.retry} />;
  } else if (!offer) {
    body = (
      <Alert severity="info" action={backLink} data-testid="room-not-offered">
        {t('booking:reservation.noRoom')}
      </Alert>
    );
  } else if (!offer.available) {
    const unavailable = whyUnavailable(offer, party);
    const [title, text] =
      unavailable.why === 'tooSmall'
        ? [t('booking:reservation.tooSmallTitle'), t('booking:reservation.tooSmall')]
        : unavailable.why === 'fewLeft'
          ? [t('booking:reservation.fewLeftTitle', { count: unavailable.left }), t('booking:reservation.fewLeft')]
          : [t('booking:reservation.soldOutTitle'), t('booking:reservation.soldOut')];
    body = (
      <Alert severity="error" action={backLink} data-testid={unavailable.why === 'soldOut' ? 'sold-out' : 'room-unsuitable'}>
        <strong>{title}</strong> {text}
      </Alert>
    );
  } else if (!quote || !terms) {
    body = (
      <Alert severity="warning" action={backLink}>
        {t('booking:reservation.ratesUnavailable')}
      </Alert>
    );
  } else {
    body = (
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' }, alignItems: 'start' }}>
        {/* On phones the summary comes first: the driver sees what they book before the form. */}
        <Box sx={{ order: { xs: 1, md: 2 }, position: { md: 'sticky' }, top: { md: 88 } }}>
          <ReservationSummary hotel={hotel} stay={stay} party={party} offer={offer} quote={quote} />
        </Box>
        <Box sx={{ order: { xs: 2, md: 1 }, minWidth: 0 }}>
          <BookingForm
            slug={hotel.slug}
            scope={scope}
            terms={terms}
            lot={hotel}
            hotelPath={hotelPath}
            onAcceptPrice={handleAcceptPrice}
          />
        </Box>
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, md: 3 }, minHeight: '70vh' }}>
      <Button component={LocaleLink} to={hotelPath} startIcon={<ArrowBackIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />} sx={{ mb: 1 }}>
        {t('booking:backToHotel')}
      </Button>
      <Stack spacing={0.5} sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 32 } }}>
          {t('booking:reservation.title')}
        </Typography>
        <Typography color="text.secondary">
          <bdi>{hotel.hotelName}</bdi>
        </Typography>
      </Stack>
      {body}
    </Box>
  );
}
