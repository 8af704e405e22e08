import { codename, type PermissionAction } from '../api/permissions';
import { hasPermission, type PermissionSubject } from './permissions';

/** react-admin's actions in the permission catalogue's words (view/add/change/delete). */
const actionMap: Record<string, PermissionAction> = {
  list: 'view',
  show: 'view',
  read: 'view',
  export: 'view',
  create: 'add',
  clone: 'add',
  edit: 'change',
  write: 'change',
  delete: 'delete',
};

export type ResourceModel = { name: string; model: string };

/** The codename react-admin's `canAccess({ resource, action })` needs, or null for an undeclared resource. */
export function codenameFor(resources: readonly ResourceModel[], resource: string, action: string): string | null {
  const declared = resources.find((r) => r.name === resource);
  if (!declared) return null;
  return codename(actionMap[action] ?? 'view', declared.model);
}

export function canAccessResource(user: PermissionSubject | null | undefined, resources: readonly ResourceModel[], resource: string, action: string): boolean {
  const needed = codenameFor(resources, resource, action);
  return needed !== null && hasPermission(user, needed);
}
