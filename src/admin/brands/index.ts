import StorefrontIcon from '@mui/icons-material/Storefront';
import { defineAdminResource } from '../declaration';
import { BrandCreate } from './BrandCreate';
import { BrandEdit } from './BrandEdit';
import { BrandList } from './BrandList';

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
