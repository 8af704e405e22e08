import PublicIcon from '@mui/icons-material/Public';
import { defineAdminResource } from '../declaration';
import { lazyScreen } from '../lazyScreen';

const CountryCreate = lazyScreen(() => import('./CountryCreate'), 'CountryCreate');
const CountryEdit = lazyScreen(() => import('./CountryEdit'), 'CountryEdit');
const CountryList = lazyScreen(() => import('./CountryList'), 'CountryList');

export const countries = defineAdminResource({
  name: 'geographic/countries',
  apiPath: '/admin/countries',
  model: 'country',
  list: CountryList,
  edit: CountryEdit,
  create: CountryCreate,
  icon: PublicIcon,
  recordRepresentation: 'name',
  options: { label: 'menu.countries', menu: 'geography', order: 10 },
  searchSlug: 'countries',
});
