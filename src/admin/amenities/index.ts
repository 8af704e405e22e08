import RoomServiceIcon from '@mui/icons-material/RoomService';
import { defineAdminResource } from '../declaration';
import { lazyScreen } from '../lazyScreen';

const AmenityCreate = lazyScreen(() => import('./AmenityCreate'), 'AmenityCreate');
const AmenityEdit = lazyScreen(() => import('./AmenityEdit'), 'AmenityEdit');
const AmenityList = lazyScreen(() => import('./AmenityList'), 'AmenityList');

/** Amenities; selecting several deletes them or sets them featured in one call (deleteMultiple / updateMultiple). */
export const amenities = defineAdminResource({
  name: 'amenities',
  apiPath: '/admin/amenities',
  bulkPaths: { deleteMany: '/admin/amenities/deleteMultiple', updateMany: '/admin/amenities/updateMultiple' },
  model: 'amenity',
  list: AmenityList,
  edit: AmenityEdit,
  create: AmenityCreate,
  icon: RoomServiceIcon,
  recordRepresentation: 'name',
  options: { label: 'menu.amenities', menu: 'settings', order: 20 },
});
