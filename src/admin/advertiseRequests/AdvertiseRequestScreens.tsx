import { Chip, Link } from '@mui/material';
import {
  DataTable,
  Labeled,
  NumberField,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { advertiseRequestUpdate, advertiseStatuses, type AdvertiseRequest } from '@/api/schemas/siteContent';
import { RecordEdit } from '../form/RecordScreens';
import { SentDetails } from '../form/SentDetails';
import { useZodResolver } from '../form/useZodResolver';
import { useBulkDeleteActions } from '../layout/BulkDeleteRecordsButton';
import { CsvExportButton } from '../layout/CsvExportButton';
import { RecordList } from '../layout/RecordList';
import { InstantField } from '../form/InstantField';

const label = (field: string) => `resources.advertise-requests.fields.${field}`;
const statusChoices = advertiseStatuses.map((id) => ({ id, name: `resources.advertise-requests.statuses.${id}` }));
const statusColour = { new: 'info', contacted: 'warning', won: 'success', lost: 'default' } as const;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" label={label('status')} choices={statusChoices} emptyText="resources.advertise-requests.anyStatus" alwaysOn sx={{ minWidth: 160 }} />,
];

export function StatusChip({ status }: { status: AdvertiseRequest['status'] }) {
  const translate = useTranslate();
  return <Chip size="small" color={statusColour[status]} label={translate(`resources.advertise-requests.statuses.${status}`)} />;
}

export function AdvertiseRequestList() {
  const bulkActions = useBulkDeleteActions();
  return (
    <RecordList
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={false}
      actions={
        <TopToolbar>
          <CsvExportButton />
        </TopToolbar>
      }
    >
      <DataTable rowClick="edit" bulkActionButtons={bulkActions}>
        <DataTable.Col source="created_at" label={label('created_at')} field={InstantField} />
        <DataTable.Col source="hotel_name" label={label('hotel_name')} />
        <DataTable.Col source="contact_name" label={label('contact_name')} disableSort />
        <DataTable.Col source="email" label={label('email')} disableSort />
        <DataTable.Col source="phone" label={label('phone')} disableSort />
        <DataTable.NumberCol source="rooms" label={label('rooms')} disableSort />
        <DataTable.NumberCol source="parking_spaces" label={label('parking_spaces')} disableSort />
        <DataTable.Col source="status" label={label('status')} render={(r: AdvertiseRequest) => <StatusChip status={r.status} />} />
      </DataTable>
    </RecordList>
  );
}

/** What the owner sent, read-only: staff work the request, they do not rewrite it. */
function RequestDetails() {
  const record = useRecordContext<AdvertiseRequest>();
  if (!record) return null;
  return (
    <SentDetails textLabel={label('message')} text={record.message}>
      <Labeled label={label('hotel_name')}>
        <TextField source="hotel_name" />
      </Labeled>
      <Labeled label={label('created_at')}>
        <InstantField source="created_at" />
      </Labeled>
      <Labeled label={label('contact_name')}>
        <TextField source="contact_name" />
      </Labeled>
      <Labeled label={label('email')}>
        <Link href={`mailto:${record.email}`}>{record.email}</Link>
      </Labeled>
      <Labeled label={label('phone')}>
        <Link href={`tel:${record.phone.replace(/[^+\d]/g, '')}`} dir="ltr">
          {record.phone}
        </Link>
      </Labeled>
      <Labeled label={label('address')}>
        <TextField source="address" />
      </Labeled>
      <Labeled label={label('rooms')}>
        <NumberField source="rooms" />
      </Labeled>
      <Labeled label={label('parking_spaces')}>
        <NumberField source="parking_spaces" />
      </Labeled>
      <Labeled label={label('locale')}>
        <TextField source="locale" />
      </Labeled>
    </SentDetails>
  );
}

export function AdvertiseRequestEdit() {
  const resolver = useZodResolver(advertiseRequestUpdate, { resource: 'advertise-requests' });
  return (
    <RecordEdit>
      <SimpleForm resolver={resolver}>
        <RequestDetails />
        <SelectInput source="status" label={label('status')} choices={statusChoices} />
        <TextInput source="notes" label={label('notes')} multiline minRows={4} fullWidth />
      </SimpleForm>
    </RecordEdit>
  );
}
