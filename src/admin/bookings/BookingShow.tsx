import { Box, Stack, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { ListButton, Show, TopToolbar, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { formatMoney } from '@/api/money';
import type { Booking } from '@/api/schemas/bookings';
import { useAdminSettings } from '../AdminContext';
import { Fact, FactList, FactSection } from './BookingFacts';
import { formatHotelLocalTime, formatStayDate, guestName } from './bookingFormat';
import { BookingHistory } from './BookingHistory';
import { BookingStatusChip } from './BookingStatusChip';
import { CancelBookingButton } from './CancelBookingButton';
import { useInstantFormat } from '../settings/preferences';

const label = (field: string) => `resources.bookings.fields.${field}`;

function BookingTitle() {
  const translate = useTranslate();
  const record = useRecordContext<Booking>();
  return <>{translate('resources.bookings.title', { code: record?.confirmation_code ?? '' })}</>;
}

function BookingShowActions() {
  const record = useRecordContext<Booking>();
  return (
    <TopToolbar>
      <ListButton />
      {record ? <CancelBookingButton booking={record} /> : null}
    </TopToolbar>
  );
}

function NightlyPrices({ booking }: { booking: Booking }) {
  const translate = useTranslate();
  const { locale } = useAdminSettings();
  const money = (amount: number) => formatMoney(amount, booking.currency, locale);
  return (
    <Table size="small" aria-label={translate('resources.bookings.sections.price')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.bookings.price.night')}</TableCell>
          <TableCell align="right">{translate('resources.bookings.price.perRoom')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {booking.nightly.map((night) => (
          <TableRow key={night.date}>
            <TableCell>{formatStayDate(night.date, locale)}</TableCell>
            <TableCell align="right">{money(night.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell sx={{ typography: 'body2', fontWeight: 600, color: 'text.primary' }}>
            {translate('resources.bookings.price.total', {
              rooms: translate('resources.bookings.price.rooms', { smart_count: booking.rooms }),
              nights: translate('resources.bookings.price.nights', { smart_count: booking.nights }),
            })}
          </TableCell>
          <TableCell align="right" sx={{ typography: 'body2', fontWeight: 600, color: 'text.primary' }}>
            {money(booking.total)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}

function BookingDetails() {
  const translate = useTranslate();
  const { locale } = useAdminSettings();
  const booking = useRecordContext<Booking>();
  const formatAt = useInstantFormat();
  if (!booking) return null;
  const yesNo = (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  const when = (instant: string | null) => (instant ? formatAt(instant) : null);
  const policy = booking.cancel_policy;
  return (
    <Box sx={{ p: { xs: 1.5, md: 2 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
          {booking.confirmation_code}
        </Typography>
        <BookingStatusChip status={booking.status} />
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <FactSection id="booking-stay" title="resources.bookings.sections.stay">
          <FactList>
            <Fact label={label('hotel')}>{booking.hotel.hotelName}</Fact>
            <Fact label="resources.bookings.fields.address">{[booking.hotel.address, booking.hotel.city, booking.hotel.province].filter(Boolean).join(', ')}</Fact>
            <Fact label="resources.bookings.fields.hotel_phone">{booking.hotel.phone}</Fact>
            <Fact label={label('room')}>{booking.room.name}</Fact>
            <Fact label={label('checkin_date')}>{formatStayDate(booking.checkin_date, locale)}</Fact>
            <Fact label={label('checkout_date')}>{formatStayDate(booking.checkout_date, locale)}</Fact>
            <Fact label={label('nights')}>{booking.nights.toLocaleString(locale)}</Fact>
            <Fact label={label('rooms')}>{booking.rooms.toLocaleString(locale)}</Fact>
            <Fact label={label('adults')}>{booking.adults.toLocaleString(locale)}</Fact>
          </FactList>
        </FactSection>
        <FactSection id="booking-price" title="resources.bookings.sections.price">
          <NightlyPrices booking={booking} />
        </FactSection>
        <FactSection id="booking-guest" title="resources.bookings.sections.guest">
          <FactList>
            <Fact label={label('guest')}>{guestName(booking.guest)}</Fact>
            <Fact label={label('email')}>
              <a href={`mailto:${booking.guest.email}`}>{booking.guest.email}</a>
            </Fact>
            <Fact label={label('phone')}>{booking.guest.phone}</Fact>
            <Fact label={label('special_requests')}>{booking.special_requests}</Fact>
          </FactList>
        </FactSection>
        <FactSection id="booking-truck" title="resources.bookings.sections.truck">
          <FactList>
            <Fact label={label('parking_needed')}>{yesNo(booking.truck.parking_needed)}</Fact>
            <Fact label={label('vehicle_type')}>{translate(`resources.bookings.vehicle.${booking.truck.vehicle_type}`)}</Fact>
            <Fact label={label('length_ft')}>{booking.truck.length_ft === null ? null : translate('resources.bookings.lengthFt', { length: booking.truck.length_ft })}</Fact>
          </FactList>
        </FactSection>
        <FactSection id="booking-policy" title="resources.bookings.sections.policy">
          {policy ? (
            <FactList>
              <Fact label={label('refundable')}>{yesNo(policy.refundable)}</Fact>
              <Fact label={label('free_until')}>{policy.free_until ? translate('resources.bookings.hotelTime', { time: formatHotelLocalTime(policy.free_until, locale) }) : null}</Fact>
              <Fact label={label('policy_description')}>{policy.description}</Fact>
            </FactList>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.bookings.noPolicy')}
            </Typography>
          )}
        </FactSection>
        <FactSection id="booking-supplier" title="resources.bookings.sections.supplier">
          <FactList>
            <Fact label={label('supplier')}>{translate(`resources.bookings.supplier.${booking.supplier}`)}</Fact>
            <Fact label={label('supplier_reference')}>{booking.supplier_reference}</Fact>
            <Fact label={label('failure_reason')}>{booking.failure_reason}</Fact>
            <Fact label={label('created_at')}>{when(booking.created_at)}</Fact>
            <Fact label={label('confirmed_at')}>{when(booking.confirmed_at)}</Fact>
            <Fact label={label('cancelled_at')}>{when(booking.cancelled_at)}</Fact>
            <Fact label={label('failed_at')}>{when(booking.failed_at)}</Fact>
          </FactList>
        </FactSection>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <FactSection id="booking-history" title="resources.bookings.sections.history">
            <BookingHistory events={booking.events} />
          </FactSection>
        </Box>
      </Box>
    </Box>
  );
}

export type BookingShowProps = {
  /** Given on /bookings/{id}/view; react-admin's own /bookings/{id}/show reads it from the address. */
  id?: Identifier;
};

/** One booking: stay, nightly prices, guest, truck, policy, supplier and its status history, with Cancel for staff. */
export function BookingShow({ id }: BookingShowProps) {
  return (
    <Show id={id} title={<BookingTitle />} actions={<BookingShowActions />}>
      <BookingDetails />
    </Show>
  );
}
