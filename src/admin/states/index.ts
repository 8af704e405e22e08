import MapIcon from '@mui/icons-material/Map';
import { defineAdminResource } from '../declaration';
import { StateCreate } from './StateCreate';
import { StateEdit } from './StateEdit';
import { StateList } from './StateList';

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
