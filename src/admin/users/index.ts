import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { defineAdminResource } from '../declaration';
import { UserCreate, UserEdit, UserList } from './screens';
import { userName, withRoleIds } from './userRecord';

/** Admin Users: the staff (superusers, or a role with access_admin_dashboard). */
export const users = defineAdminResource({
  name: 'users',
  apiPath: '/admin/users',
  filter: { staff: 'true' },
  exportPath: '/admin/export/users',
  model: 'user',
  list: UserList,
  edit: UserEdit,
  create: UserCreate,
  icon: ManageAccountsIcon,
  recordRepresentation: userName,
  options: { label: 'menu.users', menu: 'userManagement', order: 10 },
  searchSlug: 'users',
  fromApi: withRoleIds,
});
