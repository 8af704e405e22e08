import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Avatar, Rating, Stack } from '@mui/material';
import { BooleanField, BulkUpdateButton, DataTable, SearchInput, SelectInput, useCanAccess } from 'react-admin';
import type { Testimonial } from '@/api/schemas/siteContent';
import { BulkDeleteRecordsButton } from '../layout/BulkDeleteRecordsButton';
import { RecordList } from '../layout/RecordList';

const label = (field: string) => `resources.testimonials.fields.${field}`;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="published"
    source="published"
    alwaysOn
    label={label('published')}
    emptyText="resources.testimonials.filters.any"
    choices={[
      { id: 'true', name: 'resources.testimonials.filters.published' },
      { id: 'false', name: 'resources.testimonials.filters.unpublished' },
    ]}
    sx={{ minWidth: 160 }}
  />,
];

/** Publish and unpublish the selection (one PATCH each), or delete it. */
function TestimonialBulkActions() {
  const { canAccess: canChange = false } = useCanAccess({ resource: 'testimonials', action: 'edit' });
  const { canAccess: canDelete = false } = useCanAccess({ resource: 'testimonials', action: 'delete' });
  return (
    <>
      {canChange ? (
        <>
          <BulkUpdateButton label="resources.testimonials.bulk.publish" data={{ published: true }} icon={<VisibilityIcon />} mutationMode="pessimistic" />
          <BulkUpdateButton label="resources.testimonials.bulk.unpublish" data={{ published: false }} icon={<VisibilityOffIcon />} mutationMode="pessimistic" />
        </>
      ) : null}
      {canDelete ? <BulkDeleteRecordsButton /> : null}
    </>
  );
}

export function TestimonialList() {
  return (
    <RecordList filters={filters} sort={{ field: 'position', order: 'ASC' }} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={<TestimonialBulkActions />}>
        <DataTable.NumberCol source="position" label={label('position')} />
        <DataTable.Col
          source="name"
          label={label('name')}
          render={(record: Testimonial) => (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Avatar src={record.photo ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
                {record.name.charAt(0)}
              </Avatar>
              <span>{record.name}</span>
            </Stack>
          )}
        />
        <DataTable.Col source="home_base" label={label('home_base')} disableSort />
        <DataTable.Col source="rating" label={label('rating')} render={(record: Testimonial) => <Rating value={record.rating} readOnly size="small" />} />
        <DataTable.Col source="text" label={label('text')} disableSort render={(record: Testimonial) => (record.text.length > 80 ? `${record.text.slice(0, 79)}…` : record.text)} />
        <DataTable.Col source="published" label={label('published')} field={BooleanField} />
      </DataTable>
    </RecordList>
  );
}
