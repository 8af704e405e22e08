import { RecordList } from '../layout/RecordList';
import { DataTable, SearchInput, useTranslate } from 'react-admin';
import { useAdminSettings } from '../AdminContext';
import { useBulkDeleteActions } from '../layout/BulkDeleteRecordsButton';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function PermissionCount({ count }: { count: number }) {
  const translate = useTranslate();
  return <>{translate('resources.roles.permissionCount', { smart_count: count })}</>;
}

export function RoleList() {
  const bulkActions = useBulkDeleteActions();
  const { locale } = useAdminSettings();
  return (
    <RecordList filters={filters} exporter={false} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable rowClick="edit" bulkActionButtons={bulkActions}>
        <DataTable.Col source="name" />
        <DataTable.Col source="description" disableSort />
        <DataTable.Col source="permissions" disableSort render={(record) => <PermissionCount count={record.permissions?.length ?? 0} />} />
        <DataTable.NumberCol source="users_count" disableSort locales={locale} />
      </DataTable>
    </RecordList>
  );
}
