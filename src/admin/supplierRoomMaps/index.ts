import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { defineAdminResource } from '../declaration';
import { lazyScreen } from '../lazyScreen';

const SupplierRoomMapEdit = lazyScreen(() => import('./SupplierRoomMapEdit'), 'SupplierRoomMapEdit');
const SupplierRoomMapList = lazyScreen(() => import('./SupplierRoomMapList'), 'SupplierRoomMapList');

/** Which of our rooms each DerbySoft room type is sold as, per hotel: seen and corrected by staff. */
export const supplierRoomMaps = defineAdminResource({
  name: 'supplier-room-maps',
  apiPath: '/admin/supplier-room-maps',
  model: 'supplier_room_map',
  list: SupplierRoomMapList,
  edit: SupplierRoomMapEdit,
  icon: CompareArrowsIcon,
  recordRepresentation: (record) => `${String(record.hotel_name)} · ${String(record.supplier_room_id)}`,
  options: { label: 'menu.supplierRoomMaps', menu: 'hotel', order: 15 },
});
