import { RecordList } from '../layout/RecordList';
import { Stack } from '@mui/material';
import { BooleanField, DataTable, NullableBooleanInput, SearchInput, UrlField } from 'react-admin';
import type { Brand } from '@/api/schemas/catalog';
import { useAdminSettings } from '../AdminContext';
import { BrandLogo } from './BrandLogo';
import { useBulkDeleteActions } from '../layout/BulkDeleteRecordsButton';

const label = (field: string) => `resources.brands.fields.${field}`;

const filters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="featured" source="featured" label={label('featured')} />];

export function BrandList() {
  const bulkActions = useBulkDeleteActions();
  const { locale } = useAdminSettings();
  return (
    <RecordList filters={filters} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={bulkActions}>
        <DataTable.Col
          source="name"
          label={label('name')}
          render={(record: Brand) => (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <BrandLogo logo={record.logo} name={record.name} />
              <span>{record.name}</span>
            </Stack>
          )}
        />
        <DataTable.Col source="code" label={label('code')} />
        <DataTable.Col source="chain_code" label={label('chain_code')} />
        <DataTable.NumberCol source="hotels_count" label={label('hotels_count')} disableSort locales={locale} />
        <DataTable.Col source="website" label={label('website')} disableSort render={() => <UrlField source="website" emptyText="—" target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()} />} />
        <DataTable.Col source="featured" label={label('featured')} disableSort field={BooleanField} />
      </DataTable>
    </RecordList>
  );
}
