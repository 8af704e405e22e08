import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { createElement } from 'react';
import { defineAdminResource } from '../declaration';
import { UserCreate, UserEdit, UserList } from '../users/screens';
import { userName, withRoleIds } from '../users/userRecord';

export const TRUCKER_ROLE = 'Trucker';

/** Truckers: the same users API and screens, with role=Trucker fixed. */
export const truckers = defineAdminResource({
  name: 'truckers',
  apiPath: '/admin/users',
  filter: { role: TRUCKER_ROLE },
  exportPath: '/admin/export/users',
  model: 'user',
  list: createElement(UserList, { fixedRole: TRUCKER_ROLE }),
  edit: UserEdit,
  create: UserCreate,
  icon: LocalShippingIcon,
  recordRepresentation: userName,
  options: { label: 'menu.truckers', menu: 'userManagement', order: 20 },
  fromApi: withRoleIds,
});
