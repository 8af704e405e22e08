import StorefrontIcon from '@mui/icons-material/Storefront';
import { defineAdminResource } from '../declaration';
import { lazyScreen } from '../lazyScreen';

const AdvertiseRequestEdit = lazyScreen(() => import('./AdvertiseRequestScreens'), 'AdvertiseRequestEdit');
const AdvertiseRequestList = lazyScreen(() => import('./AdvertiseRequestScreens'), 'AdvertiseRequestList');

/** Hotel owners' requests from /advertise, worked by staff: status new → contacted → won/lost, notes, CSV export. */
export const advertiseRequests = defineAdminResource({
  name: 'advertise-requests',
  apiPath: '/admin/advertise-requests',
  exportPath: '/admin/export/advertise-requests',
  searchSlug: 'advertiserequests',
  model: 'advertiserequest',
  list: AdvertiseRequestList,
  edit: AdvertiseRequestEdit,
  icon: StorefrontIcon,
  recordRepresentation: 'hotel_name',
  options: { label: 'menu.advertiseRequests', menu: 'hotel', order: 40 },
});
