import { Chip } from '@mui/material';
import { DataTable, FunctionField, SearchInput, SelectInput, useTranslate } from 'react-admin';
import type { MassNotification } from '@/api';
import { massStatuses } from '@/api/schemas/notifications';
import { useBulkDeleteActions } from '../layout/BulkDeleteRecordsButton';
import { RecordList } from '../layout/RecordList';
import { CancelMassButton } from './CancelMassButton';
import { InstantField } from '../form/InstantField';

const statusColor: Record<string, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  draft: 'default',
  scheduled: 'info',
  sending: 'warning',
  sent: 'success',
  failed: 'error',
  cancelled: 'default',
};

/** A notification's channels in the staff member's words: "In-app, Email". */
export const channelNames = (channels: readonly string[], translate: (key: string) => string) => channels.map((c) => translate(`resources.notifications.channel.${c}`)).join(', ');

export function MassStatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return <Chip size="small" color={statusColor[status] ?? 'default'} label={translate(`resources.notifications.status.${status}`)} data-testid="mass-status" />;
}

export function MassNotificationList() {
  const translate = useTranslate();
  const bulkActions = useBulkDeleteActions();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={massStatuses.map((s) => ({ id: s, name: translate(`resources.notifications.status.${s}`) }))} />,
  ];
  return (
    <RecordList filters={filters} exporter={false} sort={{ field: 'created_at', order: 'DESC' }}>
      <DataTable rowClick="edit" bulkActionButtons={bulkActions}>
        <DataTable.Col source="title" />
        <DataTable.Col source="status" render={(r: MassNotification) => <MassStatusChip status={r.status} />} />
        <DataTable.Col source="channels" disableSort render={(r: MassNotification) => channelNames(r.channels, translate)} />
        <DataTable.NumberCol source="recipients" disableSort />
        <DataTable.NumberCol source="delivered" disableSort />
        <DataTable.NumberCol source="failed" disableSort />
        <DataTable.NumberCol source="read" disableSort />
        <DataTable.Col source="send_at">
          <InstantField source="send_at" />
        </DataTable.Col>
        <DataTable.Col source="created_at">
          <InstantField source="created_at" />
        </DataTable.Col>
        <DataTable.Col source="id" label=" " disableSort>
          <FunctionField render={(r: MassNotification) => (r.status === 'scheduled' || r.status === 'draft' ? <CancelMassButton /> : null)} />
        </DataTable.Col>
      </DataTable>
    </RecordList>
  );
}
