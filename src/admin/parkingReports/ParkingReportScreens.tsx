import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Chip } from '@mui/material';
import { BooleanField, BooleanInput, BulkUpdateButton, DataTable, Labeled, SelectInput, SimpleForm, TextField, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { parkingLevels, parkingReportUpdate, type AdminParkingReport, type ParkingLevel } from '@/api/schemas/parkingReports';
import { InstantField } from '../form/InstantField';
import { RecordEdit } from '../form/RecordScreens';
import { SentDetails } from '../form/SentDetails';
import { useZodResolver } from '../form/useZodResolver';
import { RecordList } from '../layout/RecordList';

const label = (field: string) => `resources.parking-reports.fields.${field}`;
const levelColour = { plenty: 'success', tight: 'warning', full: 'error' } as const satisfies Record<ParkingLevel, string>;
const yesNo = (yes: string, no: string) => [
  { id: 'true', name: `resources.parking-reports.filters.${yes}` },
  { id: 'false', name: `resources.parking-reports.filters.${no}` },
];

const filters = [
  <SelectInput key="level" source="level" label={label('level')} choices={parkingLevels.map((id) => ({ id, name: `resources.parking-reports.levels.${id}` }))} emptyText="resources.parking-reports.filters.any" alwaysOn sx={{ minWidth: 150 }} />,
  <SelectInput key="hidden" source="hidden" label={label('hidden')} choices={yesNo('hidden', 'visible')} emptyText="resources.parking-reports.filters.any" alwaysOn sx={{ minWidth: 150 }} />,
  <SelectInput key="live" source="live" label={label('live')} choices={yesNo('live', 'faded')} emptyText="resources.parking-reports.filters.any" alwaysOn sx={{ minWidth: 150 }} />,
];

function LevelChip({ level }: { level: ParkingLevel }) {
  const translate = useTranslate();
  return <Chip size="small" color={levelColour[level]} label={translate(`resources.parking-reports.levels.${level}`)} />;
}

/** Hide the selection (or show it again): one PATCH each; the drivers' words are never edited. */
function HideActions() {
  const { canAccess = false } = useCanAccess({ resource: 'parking-reports', action: 'edit' });
  if (!canAccess) return null;
  return (
    <>
      <BulkUpdateButton label="resources.parking-reports.bulk.hide" data={{ hidden: true }} icon={<VisibilityOffIcon />} mutationMode="pessimistic" />
      <BulkUpdateButton label="resources.parking-reports.bulk.show" data={{ hidden: false }} icon={<VisibilityIcon />} mutationMode="pessimistic" />
    </>
  );
}

export function ParkingReportList() {
  return (
    <RecordList filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={<HideActions />}>
        <DataTable.Col source="created_at" label={label('created_at')} field={InstantField} />
        <DataTable.Col source="hotel_name" label={label('hotel_name')} disableSort />
        <DataTable.Col source="level" label={label('level')} disableSort render={(r: AdminParkingReport) => <LevelChip level={r.level} />} />
        <DataTable.Col source="note" label={label('note')} disableSort render={(r: AdminParkingReport) => (r.note && r.note.length > 80 ? `${r.note.slice(0, 79)}…` : r.note)} />
        <DataTable.Col source="driver" label={label('driver')} disableSort />
        <DataTable.Col source="live" label={label('live')} disableSort field={BooleanField} />
        <DataTable.Col source="hidden" label={label('hidden')} disableSort field={BooleanField} />
      </DataTable>
    </RecordList>
  );
}

/** What the driver reported, read-only: staff decide only whether it is shown. */
function ReportDetails() {
  const record = useRecordContext<AdminParkingReport>();
  if (!record) return null;
  return (
    <SentDetails textLabel={label('note')} text={record.note}>
      <Labeled label={label('hotel_name')}>
        <TextField source="hotel_name" />
      </Labeled>
      <Labeled label={label('created_at')}>
        <InstantField source="created_at" />
      </Labeled>
      <Labeled label={label('driver')}>
        <TextField source="driver" />
      </Labeled>
      <Labeled label={label('confirmation_code')}>
        <TextField source="confirmation_code" />
      </Labeled>
      <Labeled label={label('night')}>
        <TextField source="night" />
      </Labeled>
      <Labeled label={label('level')}>
        <LevelChip level={record.level} />
      </Labeled>
    </SentDetails>
  );
}

export function ParkingReportEdit() {
  const resolver = useZodResolver(parkingReportUpdate, { resource: 'parking-reports' });
  return (
    <RecordEdit>
      <SimpleForm resolver={resolver}>
        <ReportDetails />
        <BooleanInput source="hidden" label={label('hidden')} helperText="resources.parking-reports.help.hidden" />
      </SimpleForm>
    </RecordEdit>
  );
}
