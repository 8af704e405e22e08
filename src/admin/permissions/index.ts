import { defineAdminResource } from '../declaration';

/** The permission catalogue: no screen of its own, read by the roles form. */
export const permissions = defineAdminResource({
  name: 'permissions',
  apiPath: '/admin/permissions',
  model: 'permission',
  recordRepresentation: 'name',
  options: { label: 'menu.permissions', order: 40 },
});
