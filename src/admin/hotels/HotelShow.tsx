import { Show, SimpleShowLayout, TextField, FunctionField, UrlField, NumberField, useTranslate } from 'react-admin';
import type { Hotel } from '@/api/schemas/hotels';
import { hotelLabel, placeName } from './hotelRecord';
import { ParkingCell, StatusChip } from './hotelCells';

/**
 * A hotel as staff who may view but not change hotels see it: the facts the list only hints at (address, contacts,
 * highway, parking, supplier). Staff who may change hotels open the edit page instead; its Edit button shows only to
 * them.
 */
export function HotelShow() {
  const translate = useTranslate();
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="hotelName" label={hotelLabel('hotelName')} />
        <FunctionField label={hotelLabel('status')} render={(record: Hotel) => <StatusChip status={record.status} />} />
        <FunctionField label={hotelLabel('brand')} render={(record: Hotel) => record.brand?.name ?? '—'} />
        <TextField source="address" label={hotelLabel('address')} emptyText="—" />
        <FunctionField label={hotelLabel('place')} render={(record: Hotel) => [placeName(record), record.postal_code, record.country].filter(Boolean).join(' · ') || '—'} />
        <TextField source="interstate_hwy" label={hotelLabel('interstate_hwy')} emptyText="—" />
        <TextField source="phone" label={hotelLabel('phone')} emptyText="—" />
        <UrlField source="website" label={hotelLabel('website')} emptyText="—" target="_blank" rel="noopener" />
        <NumberField source="latitude" label={hotelLabel('latitude')} options={{ maximumFractionDigits: 6 }} />
        <NumberField source="longitude" label={hotelLabel('longitude')} options={{ maximumFractionDigits: 6 }} />
        <FunctionField label={hotelLabel('parking')} render={(record: Hotel) => <ParkingCell record={record} />} />
        <FunctionField label={hotelLabel('supplier')} render={(record: Hotel) => translate(`resources.hotels.supplier.${record.supplier}`)} />
        {/* Until the whole record arrives, react-admin shows the list's summary of it, which has no amenities. */}
        <FunctionField label={hotelLabel('amenities')} render={(record: Partial<Hotel>) => (record.amenities ?? []).map((a) => a.name).join(', ') || '—'} />
      </SimpleShowLayout>
    </Show>
  );
}
