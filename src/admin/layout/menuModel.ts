import { hasPermission, type PermissionSubject } from '@/authProvider/permissions';
import { menuGroups, type AdminResource, type MenuGroup } from '../declaration';

export type MenuSection = { group: MenuGroup; items: AdminResource[] };

/**
 * The side menu's sections from the declarations: only resources with a list
 * screen and a menu group, only those the user may view, and no empty section.
 */
export function menuSections(resources: readonly AdminResource[], user: PermissionSubject | null | undefined): MenuSection[] {
  return menuGroups
    .map((group) => ({
      group,
      items: resources.filter((r) => r.list && r.options.menu === group && hasPermission(user, r.permission)),
    }))
    .filter((section) => section.items.length > 0);
}
