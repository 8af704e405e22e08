import { ReferenceInput, SelectInput, SimpleForm, TextField, Labeled, useRecordContext } from 'react-admin';
import { supplierRoomMapUpdate } from '@/api/schemas/roomMaps';
import { RecordEdit } from '../form/RecordScreens';
import { FormColumn } from '../form/FormColumn';
import { useZodResolver } from '../form/useZodResolver';

function RoomOfTheHotel() {
  const record = useRecordContext<{ hotel_id: number }>();
  if (!record) return null;
  // Only the rooms of this map's hotel: an offer sold as another hotel's room would book the wrong place.
  return (
    <ReferenceInput source="room_id" reference="rooms" filter={{ hotel_id: record.hotel_id }} sort={{ field: 'name', order: 'ASC' }} perPage={100}>
      <SelectInput optionText="name" helperText="resources.supplier-room-maps.help.room_id" />
    </ReferenceInput>
  );
}

export function SupplierRoomMapEdit() {
  const resolver = useZodResolver(supplierRoomMapUpdate);
  return (
    <RecordEdit>
      <SimpleForm resolver={resolver}>
        <FormColumn>
          <Labeled>
            <TextField source="hotel_name" />
          </Labeled>
          <Labeled>
            <TextField source="supplier_room_id" />
          </Labeled>
          <RoomOfTheHotel />
        </FormColumn>
      </SimpleForm>
    </RecordEdit>
  );
}
