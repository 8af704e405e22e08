import StorefrontIcon from '@mui/icons-material/Storefront';
import { defineAdminResource } from '../declaration';
import { lazyScreen } from '../lazyScreen';

const BrandCreate = lazyScreen(() => import('./BrandCreate'), 'BrandCreate');
const BrandEdit = lazyScreen(() => import('./BrandEdit'), 'BrandEdit');
const BrandList = lazyScreen(() => import('./BrandList'), 'BrandList');

export const brands = defineAdminResource({
  name: 'brands',
  apiPath: '/admin/brands',
  model: 'brand',
  list: BrandList,
  edit: BrandEdit,
  create: BrandCreate,
  icon: StorefrontIcon,
  recordRepresentation: 'name',
  options: { label: 'menu.brands', menu: 'settings', order: 10 },
});
