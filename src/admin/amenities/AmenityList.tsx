import { RecordList } from '../layout/RecordList';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Stack } from '@mui/material';
import { BooleanField, BulkUpdateButton, DataTable, SearchInput, SelectInput, useCanAccess } from 'react-admin';
import type { Amenity } from '@/api/schemas/catalog';
import { BulkDeleteRecordsButton } from '../layout/BulkDeleteRecordsButton';
import { AmenityIcon } from './AmenityIcon';

const label = (field: string) => `resources.amenities.fields.${field}`;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="featured"
    source="featured"
    alwaysOn
    label={label('featured')}
    emptyText="resources.amenities.filters.any"
    choices={[
      { id: 'true', name: 'resources.amenities.filters.featured' },
      { id: 'false', name: 'resources.amenities.filters.notFeatured' },
    ]}
    sx={{ minWidth: 160 }}
  />,
];

/** Set featured / not featured and delete act on the selection in one API call each (updateMultiple / deleteMultiple). */
function AmenityBulkActions() {
  const { canAccess: canChange = false } = useCanAccess({ resource: 'amenities', action: 'edit' });
  const { canAccess: canDelete = false } = useCanAccess({ resource: 'amenities', action: 'delete' });
  return (
    <>
      {canChange ? (
        <>
          <BulkUpdateButton label="resources.amenities.bulk.feature" data={{ featured: true }} icon={<StarIcon />} mutationMode="pessimistic" successMessage="resources.amenities.bulk.featured" />
          <BulkUpdateButton label="resources.amenities.bulk.unfeature" data={{ featured: false }} icon={<StarBorderIcon />} mutationMode="pessimistic" successMessage="resources.amenities.bulk.unfeatured" />
        </>
      ) : null}
      {canDelete ? <BulkDeleteRecordsButton /> : null}
    </>
  );
}

export function AmenityList() {
  return (
    <RecordList filters={filters} sort={{ field: 'name', order: 'ASC' }} exporter={false} perPage={25}>
      <DataTable rowClick="edit" bulkActionButtons={<AmenityBulkActions />}>
        <DataTable.Col
          source="name"
          label={label('name')}
          render={(record: Amenity) => (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <AmenityIcon icon={record.icon} fontSize="small" color="action" />
              <span>{record.name}</span>
            </Stack>
          )}
        />
        <DataTable.Col source="icon" label={label('icon')} disableSort />
        <DataTable.Col source="featured" label={label('featured')} field={BooleanField} />
      </DataTable>
    </RecordList>
  );
}
