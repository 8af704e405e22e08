import { RecordList } from '../layout/RecordList';
import { DataTable, SearchInput } from 'react-admin';
import { useBulkDeleteActions } from '../layout/BulkDeleteRecordsButton';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function CountryList() {
  const bulkActions = useBulkDeleteActions();
  return (
    <RecordList filters={filters} exporter={false} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable rowClick="edit" bulkActionButtons={bulkActions}>
        <DataTable.Col source="flag" disableSort />
        <DataTable.Col source="name" />
        <DataTable.Col source="iso2" />
        <DataTable.Col source="iso3" disableSort />
        <DataTable.Col source="phone_code" disableSort />
        <DataTable.Col source="currency" disableSort />
      </DataTable>
    </RecordList>
  );
}
