import LocalParkingIcon from '@mui/icons-material/LocalParking';
import { defineAdminResource } from '../declaration';
import { lazyScreen } from '../lazyScreen';

const ParkingReportEdit = lazyScreen(() => import('./ParkingReportScreens'), 'ParkingReportEdit');
const ParkingReportList = lazyScreen(() => import('./ParkingReportScreens'), 'ParkingReportList');

/** Drivers' reports of tonight's truck parking: staff read them all and hide an abusive one (issue 15). */
export const parkingReports = defineAdminResource({
  name: 'parking-reports',
  apiPath: '/admin/parking-reports',
  model: 'parkingreport',
  list: ParkingReportList,
  edit: ParkingReportEdit,
  icon: LocalParkingIcon,
  recordRepresentation: 'hotel_name',
  options: { label: 'menu.parkingReports', menu: 'hotel', order: 35 },
});
