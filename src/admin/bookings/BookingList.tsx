import { RecordList } from '../layout/RecordList';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useMemo, type MouseEvent } from 'react';
import { AutocompleteInput, DataTable, FilterButton, Link, ReferenceInput, SearchInput, SelectInput, SimpleList, TextInput, TopToolbar, useCreatePath, useTranslate } from 'react-admin';
import { formatMoney } from '@/api/money';
import { bookingStatuses, type Booking } from '@/api/schemas/bookings';
import { useAdminSettings } from '../AdminContext';
import { formatStayDate, guestName } from './bookingFormat';
import { BookingStatusChip } from './BookingStatusChip';
import { dateRangeFilterInputs } from '../form/DateRangeFilterInputs';
import { useInstantFormat } from '../settings/preferences';

const label = (field: string) => `resources.bookings.fields.${field}`;
const statusChoices = bookingStatuses.map((id) => ({ id, name: `resources.bookings.status.${id}` }));

const bookingFilters = (searchPlaceholder: string) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={searchPlaceholder} sx={{ minWidth: 260 }} />,
  <SelectInput key="status" source="status" alwaysOn label={label('status')} choices={statusChoices} emptyText="resources.bookings.filters.any" sx={{ minWidth: 160 }} />,
  ...dateRangeFilterInputs({ from: { source: 'checkin_from', label: 'resources.bookings.filters.checkin_from' }, to: { source: 'checkin_to', label: 'resources.bookings.filters.checkin_to' } }),
  <ReferenceInput key="hotel" source="hotel" reference="hotels" sort={{ field: 'hotelName', order: 'ASC' }}>
    <AutocompleteInput optionText="hotelName" label={label('hotel')} filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <TextInput key="guest" source="guest" label={label('guest')} />,
];

function BookingListActions() {
  return (
    <TopToolbar>
      <FilterButton />
    </TopToolbar>
  );
}

/** The code links to the booking, so the row can be opened from the keyboard too. */
function CodeLink({ record }: { record: Booking }) {
  const createPath = useCreatePath();
  return (
    <Link to={createPath({ resource: 'bookings', id: record.id, type: 'show' })} onClick={(e: MouseEvent) => e.stopPropagation()} sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
      {record.confirmation_code}
    </Link>
  );
}

function GuestCell({ record }: { record: Booking }) {
  return (
    <Box>
      <Typography variant="body2">{guestName(record.guest)}</Typography>
      <Typography variant="caption" color="text.secondary">
        {record.guest.email}
      </Typography>
    </Box>
  );
}

function HotelCell({ record }: { record: Booking }) {
  return (
    <Box>
      <Typography variant="body2">{record.hotel.hotelName}</Typography>
      <Typography variant="caption" color="text.secondary">
        {[record.hotel.city, record.hotel.province].filter(Boolean).join(', ')}
      </Typography>
    </Box>
  );
}

/** Every booking, newest first: searchable by guest or confirmation code, filtered by status, arrival, hotel and guest. */
export function BookingList() {
  const translate = useTranslate();
  const { locale } = useAdminSettings();
  const formatAt = useInstantFormat();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const filters = useMemo(() => bookingFilters(translate('resources.bookings.filters.search')), [translate]);
  const money = (record: Booking) => formatMoney(record.total, record.currency, locale);
  const stay = (record: Booking) => `${formatStayDate(record.checkin_date, locale)} – ${formatStayDate(record.checkout_date, locale)}`;
  return (
    <RecordList filters={filters} sort={{ field: 'created_at', order: 'DESC' }} actions={<BookingListActions />} exporter={false}>
      {isSmall ? (
        <SimpleList<Booking>
          primaryText={(record) => `${record.confirmation_code} · ${record.hotel.hotelName}`}
          secondaryText={(record) => `${guestName(record.guest)} · ${stay(record)}`}
          tertiaryText={(record) => `${money(record)} · ${translate(`resources.bookings.status.${record.status}`)}`}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false /* a booking is cancelled, never deleted: the API has no delete */}>
          <DataTable.Col source="confirmation_code" label={label('confirmation_code')} disableSort render={(record: Booking) => <CodeLink record={record} />} />
          <DataTable.Col label={label('guest')} disableSort render={(record: Booking) => <GuestCell record={record} />} />
          <DataTable.Col label={label('hotel')} disableSort render={(record: Booking) => <HotelCell record={record} />} />
          <DataTable.Col label={label('room')} disableSort render={(record: Booking) => record.room.name} />
          <DataTable.Col source="checkin_date" label={label('checkin_date')} render={(record: Booking) => formatStayDate(record.checkin_date, locale)} />
          <DataTable.Col source="checkout_date" label={label('checkout_date')} disableSort render={(record: Booking) => formatStayDate(record.checkout_date, locale)} />
          <DataTable.NumberCol source="nights" label={label('nights')} disableSort locales={locale} />
          <DataTable.Col source="total" label={label('total')} align="right" render={money} />
          <DataTable.Col source="status" label={label('status')} render={(record: Booking) => <BookingStatusChip status={record.status} />} />
          <DataTable.Col source="created_at" label={label('created_at')} render={(record: Booking) => formatAt(record.created_at)} />
        </DataTable>
      )}
    </RecordList>
  );
}
