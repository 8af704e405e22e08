import { RecordList } from '../layout/RecordList';
import HotelIcon from '@mui/icons-material/Hotel';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, DataTable, FilterButton, ReferenceInput, SearchInput, SelectInput, SimpleList, TextInput, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import type { HotelSummary } from '@/api/schemas/hotels';
import { hotelLabel, placeName, statusChoices, supplierChoices, yesNoChoices } from './hotelRecord';
import { SupplierPanel } from './SupplierPanel';
import { ParkingCell, StatusChip } from './hotelCells';
import { useBulkDeleteActions } from '../layout/BulkDeleteRecordsButton';
import { CsvExportButton } from '../layout/CsvExportButton';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="brand" source="brand" reference="brands" alwaysOn sort={{ field: 'name', order: 'ASC' }} perPage={100}>
    <SelectInput optionText="name" label="resources.hotels.filters.brand" emptyText="resources.hotels.filters.any" sx={{ minWidth: 160 }} />
  </ReferenceInput>,
  <SelectInput key="parking_available" source="parking_available" alwaysOn label="resources.hotels.filters.parking_available" choices={yesNoChoices} emptyText="resources.hotels.filters.any" sx={{ minWidth: 160 }} />,
  <SelectInput key="status" source="status" label={hotelLabel('status')} choices={statusChoices} />,
  <SelectInput key="supplier" source="supplier" label={hotelLabel('supplier')} choices={supplierChoices} />,
  <SelectInput key="available_on_derby" source="available_on_derby" label={hotelLabel('available_on_derby')} choices={yesNoChoices} />,
  <TextInput key="city" source="city" label={hotelLabel('city')} />,
  <TextInput key="province" source="province" label={hotelLabel('province')} />,
];

function Thumbnail({ record, size = 48 }: { record: Partial<HotelSummary>; size?: number }) {
  return record.thumbnail ? (
    <Box component="img" src={record.thumbnail} alt="" loading="lazy" sx={{ width: size * 1.4, height: size, objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'grey.200' }} />
  ) : (
    <Box sx={{ width: size * 1.4, height: size, borderRadius: 1, bgcolor: 'grey.200', display: 'grid', placeItems: 'center', color: 'grey.500' }}>
      <HotelIcon fontSize="small" />
    </Box>
  );
}

function HotelListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton />
      <CsvExportButton />
    </TopToolbar>
  );
}

/** Every hotel (staff see every status), searchable and filtered by brand, parking, status, supplier and place. */
export function HotelList() {
  const bulkActions = useBulkDeleteActions();
  const translate = useTranslate();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  // Staff who may change hotels open the edit page; a viewer opens the hotel's read-only page.
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'hotels', action: 'edit' });
  return (
    <>
      <SupplierPanel />
      <RecordList filters={filters} sort={{ field: 'hotelName', order: 'ASC' }} actions={<HotelListActions />}>
        {isSmall ? (
          <SimpleList<HotelSummary>
            leftAvatar={(record) => <Thumbnail record={record} size={36} />}
            primaryText={(record) => record.hotelName}
            secondaryText={(record) => [record.brand?.name, placeName(record), record.interstate_hwy].filter(Boolean).join(' · ')}
            tertiaryText={(record) => translate(`resources.hotels.status.${record.status}`)}
            linkType={canEdit ? 'edit' : 'show'}
          />
        ) : (
          <DataTable rowClick={canEdit ? 'edit' : 'show'} bulkActionButtons={bulkActions}>
            <DataTable.Col label={hotelLabel('thumbnail')} disableSort render={(record: HotelSummary) => <Thumbnail record={record} />} />
            <DataTable.Col source="hotelName" label={hotelLabel('hotelName')} />
            <DataTable.Col label={hotelLabel('brand_id')} disableSort render={(record: HotelSummary) => record.brand?.name ?? '—'} />
            <DataTable.Col source="city" label={hotelLabel('place')} render={(record: HotelSummary) => placeName(record) || '—'} />
            <DataTable.Col source="interstate_hwy" label={hotelLabel('interstate_hwy')} disableSort />
            <DataTable.Col label={hotelLabel('parking')} disableSort render={(record: HotelSummary) => <ParkingCell record={record} />} />
            <DataTable.Col source="status" label={hotelLabel('status')} render={(record: HotelSummary) => <StatusChip status={record.status} />} />
            <DataTable.Col label={hotelLabel('supplier')} disableSort render={(record: HotelSummary) => translate(`resources.hotels.supplier.${record.supplier}`)} />
          </DataTable>
        )}
      </RecordList>
    </>
  );
}
