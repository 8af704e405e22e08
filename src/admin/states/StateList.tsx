import { RecordList } from '../layout/RecordList';
import { AutocompleteInput, DataTable, ReferenceInput, SearchInput } from 'react-admin';
import { useBulkDeleteActions } from '../layout/BulkDeleteRecordsButton';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="country_id" source="country_id" reference="geographic/countries" alwaysOn sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput optionText="name" label="resources.geographic/states.filters.country" filterToQuery={(q) => ({ q })} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
];

export function StateList() {
  const bulkActions = useBulkDeleteActions();
  return (
    <RecordList filters={filters} exporter={false} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable rowClick="edit" bulkActionButtons={bulkActions}>
        <DataTable.Col source="name" />
        <DataTable.Col source="code" />
        <DataTable.Col source="country_name" />
      </DataTable>
    </RecordList>
  );
}
