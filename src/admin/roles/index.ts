import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { defineAdminResource } from '../declaration';
import { lazyScreen } from '../lazyScreen';

const RoleCreate = lazyScreen(() => import('./RoleCreate'), 'RoleCreate');
const RoleEdit = lazyScreen(() => import('./RoleEdit'), 'RoleEdit');
const RoleList = lazyScreen(() => import('./RoleList'), 'RoleList');

type WithPermissions = { permissions?: ReadonlyArray<{ id: number }> };

export const roles = defineAdminResource({
  name: 'roles',
  apiPath: '/admin/roles',
  model: 'role',
  list: RoleList,
  edit: RoleEdit,
  create: RoleCreate,
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'name',
  options: { label: 'menu.roles', menu: 'userManagement', order: 30 },
  searchSlug: 'roles',
  // The form picks permissions by id; the API answers them as objects.
  fromApi: (record) => ({ ...record, permission_ids: ((record as WithPermissions).permissions ?? []).map((p) => p.id) }),
});
