import HotelIcon from '@mui/icons-material/Hotel';
import { defineAdminResource } from '../declaration';
import { lazyScreen } from '../lazyScreen';
import { hotelFromApi, hotelToApi } from './hotelRecord';

const HotelCreate = lazyScreen(() => import('./HotelCreate'), 'HotelCreate');
const HotelEdit = lazyScreen(() => import('./HotelEdit'), 'HotelEdit');
const HotelList = lazyScreen(() => import('./HotelList'), 'HotelList');
const HotelShow = lazyScreen(() => import('./HotelShow'), 'HotelShow');

/** Hotels: the spec lists them at GET /hotels (staff see every status) and updates them at PUT /admin/hotel/{id}. */
export const hotels = defineAdminResource({
  name: 'hotels',
  apiPath: '/admin/hotels',
  exportPath: '/admin/export/hotels',
  operationPaths: { list: '/hotels', update: '/admin/hotel' },
  model: 'hotel',
  list: HotelList,
  edit: HotelEdit,
  create: HotelCreate,
  show: HotelShow,
  icon: HotelIcon,
  recordRepresentation: 'hotelName',
  options: { label: 'menu.hotels', menu: 'hotel', order: 10 },
  fromApi: hotelFromApi,
  toApi: hotelToApi,
});
