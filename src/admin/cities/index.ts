import LocationCityIcon from '@mui/icons-material/LocationCity';
import { defineAdminResource } from '../declaration';
import { lazyScreen } from '../lazyScreen';

const CityCreate = lazyScreen(() => import('./CityCreate'), 'CityCreate');
const CityEdit = lazyScreen(() => import('./CityEdit'), 'CityEdit');
const CityList = lazyScreen(() => import('./CityList'), 'CityList');

export const cities = defineAdminResource({
  name: 'geographic/cities',
  apiPath: '/admin/cities',
  model: 'city',
  list: CityList,
  edit: CityEdit,
  create: CityCreate,
  icon: LocationCityIcon,
  recordRepresentation: (record) => (record.state_name ? `${record.name}, ${record.state_name}` : String(record.name)),
  options: { label: 'menu.cities', menu: 'geography', order: 30 },
  searchSlug: 'cities',
  sortFields: { state_name: 'state', country_name: 'country' },
});
