import MapIcon from '@mui/icons-material/Map';
import { defineAdminResource } from '../declaration';
import { lazyScreen } from '../lazyScreen';

const StateCreate = lazyScreen(() => import('./StateCreate'), 'StateCreate');
const StateEdit = lazyScreen(() => import('./StateEdit'), 'StateEdit');
const StateList = lazyScreen(() => import('./StateList'), 'StateList');

export const states = defineAdminResource({
  name: 'geographic/states',
  apiPath: '/admin/states',
  model: 'state',
  list: StateList,
  edit: StateEdit,
  create: StateCreate,
  icon: MapIcon,
  recordRepresentation: (record) => (record.country_name ? `${record.name} (${record.country_name})` : String(record.name)),
  options: { label: 'menu.states', menu: 'geography', order: 20 },
  searchSlug: 'states',
  sortFields: { country_name: 'country' },
});
