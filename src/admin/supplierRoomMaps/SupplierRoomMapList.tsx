import { DataTable, FunctionField, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { roomMapSources } from '@/api/schemas/roomMaps';
import { RecordList } from '../layout/RecordList';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="source" source="source" alwaysOn choices={roomMapSources.map((id) => ({ id, name: `resources.supplier-room-maps.sources.${id}` }))} />,
];

/** Every supplier room type met so far and the room it is sold as; a "supplier's own type" row is one to check. */
export function SupplierRoomMapList() {
  const translate = useTranslate();
  return (
    <RecordList filters={filters} exporter={false} sort={{ field: 'hotel_name', order: 'ASC' }}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="hotel_name" />
        <DataTable.Col source="supplier_room_id" />
        <DataTable.Col source="room_name" />
        <DataTable.Col source="source">
          <FunctionField render={(r: { source: string }) => translate(`resources.supplier-room-maps.sources.${r.source}`)} />
        </DataTable.Col>
      </DataTable>
    </RecordList>
  );
}
