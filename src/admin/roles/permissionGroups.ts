import { permissionActions, permissionModels, type PermissionAction } from '@/api/permissions';

export type PermissionItem = { id: number; codename: string; name: string; group: string };
export type PermissionGroup = { group: string; items: PermissionItem[] };

const groupOrder = ['admin', ...permissionModels] as string[];
const rank = (group: string) => {
  const i = groupOrder.indexOf(group);
  return i === -1 ? groupOrder.length : i;
};
const actionRank = (p: PermissionItem) => {
  const i = permissionActions.findIndex((a) => p.codename === `${a}_${p.group}`);
  return i === -1 ? permissionActions.length : i;
};

/** Permissions by `group`: back-office access first, then the models in catalogue order; view/add/change/delete within each. */
export function groupPermissions(permissions: readonly PermissionItem[]): PermissionGroup[] {
  const groups = new Map<string, PermissionItem[]>();
  for (const p of permissions) {
    const list = groups.get(p.group) ?? [];
    list.push(p);
    groups.set(p.group, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([group, items]) => ({
      group,
      items: [...items].sort((a, b) => actionRank(a) - actionRank(b) || a.codename.localeCompare(b.codename)),
    }));
}

/** The action of a catalogue codename (view_user -> view), or null for any other permission. */
export function permissionAction(p: Pick<PermissionItem, 'codename' | 'group'>): PermissionAction | null {
  return permissionActions.find((a) => p.codename === `${a}_${p.group}`) ?? null;
}

export type GroupState = 'all' | 'some' | 'none';

export function groupState(group: PermissionGroup, selected: ReadonlySet<number>): GroupState {
  const chosen = group.items.filter((p) => selected.has(p.id)).length;
  if (chosen === 0) return 'none';
  return chosen === group.items.length ? 'all' : 'some';
}

/** Select-all of a group: selects every permission of it, or clears them when all were selected. */
export function toggleGroup(group: PermissionGroup, selected: readonly number[]): number[] {
  const set = new Set(selected);
  const ids = group.items.map((p) => p.id);
  if (groupState(group, set) === 'all') return selected.filter((id) => !ids.includes(id));
  ids.forEach((id) => set.add(id));
  return [...set];
}

export function togglePermission(id: number, selected: readonly number[]): number[] {
  return selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
}
