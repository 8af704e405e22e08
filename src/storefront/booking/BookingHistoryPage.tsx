import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import { Alert, Box, Button, ButtonBase, Chip, LinearProgress, Pagination, Paper, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/api';
import { formatMoney } from '@/api/money';
import type { Booking } from '@/api/schemas/bookings';
import { SavedArrivalCards } from '../arrival/SavedArrivalCards';
import { useOnline } from '../feedback/onlineStatus';
import { RetryBox } from '../feedback/RetryBox';
import { LocaleLink } from '../i18n/LocaleLink';
import { useCatalogNames } from '../i18n/useCatalogNames';
import { useLocale } from '../i18n/useLocale';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { usePageTitle } from '../usePageTitle';
import { BookingDialog } from './BookingDialog';
import { BookingStatusChip } from './BookingStatusChip';
import { ContinueBookingNotice } from './ContinueBookingNotice';
import { HotelStayLines } from './HotelStayLines';
import { useBookingList, type BookingsWhen } from './useBookings';

/**
 * /book/history (signed in): the driver's bookings, upcoming, past, and cancelled or failed; ?when, ?page and ?booking
 * (the open one) live in the URL. Offline it lists the arrival cards saved on the device instead: what the server
 * said earlier is not shown as if it were now.
 */
export function BookingHistoryPage() {
  const { t, ready } = usePageNamespace('booking');
  const online = useOnline();
  usePageTitle(ready ? t('booking:history.pageTitle') : t('common:loading'));
  // Behind RequireUser (spec section 6): only a signed-in driver gets here.
  if (!ready) return <HistorySkeleton />;
  return online ? <BookingHistory /> : <OfflineHistory />;
}

function OfflineHistory() {
  const { t } = usePageNamespace('booking');
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, md: 4 }, minHeight: '70vh' }} data-testid="offline-history">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 32 }, mb: 2 }}>
        {t('booking:history.title')}
      </Typography>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('booking:arrival.offlineHistory')}
      </Alert>
      <SavedArrivalCards />
    </Box>
  );
}

function HistorySkeleton() {
  return (
    <Box role="status" aria-busy="true" sx={{ display: 'grid', gap: 1.5 }}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={96} />
      ))}
    </Box>
  );
}

function BookingHistory() {
  const { t } = usePageNamespace('booking');
  const [params, setParams] = useSearchParams();
  const asked = params.get('when');
  const when: BookingsWhen = asked === 'past' || asked === 'cancelled' ? asked : 'upcoming';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = Number(params.get('booking')) || null;
  const list = useBookingList(when, page);

  const update = useCallback(
    (change: Record<string, string | null>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [k, v] of Object.entries(change)) {
            if (v === null) next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const data = list.data;
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, md: 4 }, minHeight: '70vh' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 32 }, mb: 2 }}>
        {t('booking:history.title')}
      </Typography>
      <ContinueBookingNotice />
      <Tabs
        value={when}
        onChange={(_, value: BookingsWhen) => update({ when: value === 'upcoming' ? null : value, page: null })}
        aria-label={t('booking:history.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        <Tab value="upcoming" label={t('booking:history.upcoming')} id="bookings-tab-upcoming" aria-controls="bookings-panel" />
        <Tab value="past" label={t('booking:history.past')} id="bookings-tab-past" aria-controls="bookings-panel" />
        <Tab value="cancelled" label={t('booking:history.cancelled')} id="bookings-tab-cancelled" aria-controls="bookings-panel" />
      </Tabs>
      <Box role="tabpanel" id="bookings-panel" aria-labelledby={`bookings-tab-${when}`} aria-busy={list.isFetching || undefined}>
        {list.isFetching && data && <LinearProgress sx={{ mb: 1 }} aria-label={t('common:loading')} />}
        {list.error && !data ? (
          <Stack spacing={2}>
            <RetryBox message={t('booking:history.loadFailed')} onRetry={() => list.refetch()} />
            {/* The server cannot be reached though the browser thinks it is online: the device's cards still help. */}
            {list.error instanceof ApiError && list.error.status === 0 && <SavedArrivalCards />}
          </Stack>
        ) : !data ? (
          <HistorySkeleton />
        ) : data.data.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="bookings-empty">
            <Typography sx={{ fontWeight: 700 }}>{t(`booking:history.empty.${when}`)}</Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
              {t('booking:history.emptyHint')}
            </Typography>
            <Button component={LocaleLink} to="/hotels" variant="contained" disableElevation>
              {t('booking:reservation.findHotel')}
            </Button>
          </Paper>
        ) : (
          <>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {data.data.map((booking) => (
                <li key={booking.id}>
                  <BookingRow booking={booking} onOpen={() => update({ booking: String(booking.id) })} />
                </li>
              ))}
            </Stack>
            {data.meta.last_page > 1 && (
              <Pagination
                sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
                count={data.meta.last_page}
                page={Math.min(page, data.meta.last_page)}
                onChange={(_, p: number) => update({ page: p > 1 ? String(p) : null })}
                getItemAriaLabel={(type, p, selected) => t(selected ? 'booking:history.paging.current' : `booking:history.paging.${type}`, { page: p })}
              />
            )}
          </>
        )}
      </Box>
      {openId !== null && <BookingDialog id={openId} onClose={() => update({ booking: null }, true)} />}
    </Box>
  );
}

type BookingRowProps = { booking: Booking; onOpen: () => void };

function BookingRow({ booking, onOpen }: BookingRowProps) {
  const { t } = usePageNamespace('booking');
  const locale = useLocale();
  const room = useCatalogNames().roomType(booking.room.name);
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }} data-testid="booking-row" data-booking-id={booking.id}>
      <ButtonBase
        onClick={onOpen}
        aria-label={t('booking:history.open', { code: booking.confirmation_code, hotel: booking.hotel.hotelName })}
        sx={{ width: '100%', display: 'flex', alignItems: 'stretch', textAlign: 'start', p: { xs: 1.5, sm: 2 }, gap: 2, '&:hover': { bgcolor: 'action.hover' }, '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 0.5 }}>
            <BookingStatusChip status={booking.status} />
            <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
              {booking.confirmation_code}
            </Typography>
            {booking.parking_report && !booking.parking_report.report && (
              <Chip size="small" color="primary" variant="outlined" icon={<LocalParkingIcon aria-hidden="true" />} label={t('common:parkingReport.prompt')} data-testid="parking-report-prompt" />
            )}
          </Stack>
          <HotelStayLines hotelName={booking.hotel.hotelName} checkIn={booking.checkin_date} checkOut={booking.checkout_date} nights={booking.nights} />
          <Typography variant="body2" color="text.secondary" noWrap>
            <bdi lang={room.lang}>{room.text}</bdi>
          </Typography>
        </Box>
        <Stack alignItems="flex-end" justifyContent="space-between" sx={{ flexShrink: 0 }}>
          <Typography sx={{ fontWeight: 800 }}>{formatMoney(booking.total, booking.currency, locale)}</Typography>
          <ChevronRightIcon aria-hidden="true" sx={{ color: 'text.secondary', '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
        </Stack>
      </ButtonBase>
    </Paper>
  );
}
