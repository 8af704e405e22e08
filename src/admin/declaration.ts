import type { SvgIconProps } from '@mui/material';
import type { ComponentType, ReactElement } from 'react';
import { codename } from '../api/permissions';
import type { AdminSearchSlug } from '../api';
import type { ApiResource } from '../dataProvider';

export type MenuGroup = 'hotel' | 'userManagement' | 'geography' | 'settings';
export const menuGroups: readonly MenuGroup[] = ['hotel', 'userManagement', 'geography', 'settings'];

type Screen = ComponentType | ReactElement;

/**
 * One back-office resource, declared once (DESIGN.md section 2): its screens, icon,
 * permission and API path. `<Admin>`, the menu, the dataProvider, the authProvider
 * and the global search all read the list of these in src/admin/resources.ts.
 */
export type AdminResource = ApiResource & {
  model: string;
  /** The codename needed to see it (view_<model>, or `access` when declared). */
  permission: string;
  /** A page every staff member has (their own settings) declares the codename that opens it instead of view_<model>. */
  access?: string;
  list?: Screen;
  edit?: Screen;
  create?: Screen;
  show?: Screen;
  icon?: ComponentType<SvgIconProps>;
  options: {
    /** Translation key of the menu label. */
    label: string;
    /** Menu section; a resource without one is not in the menu (a reference-only resource). */
    menu?: MenuGroup;
    /** Place within its menu section (smaller first). */
    order: number;
    /** A page of its own (settings), not a list of records: the dashboard does not count it. */
    page?: boolean;
  };
  /** Which global-search group opens this resource's edit page. */
  searchSlug?: AdminSearchSlug;
};

export type AdminResourceInput = Omit<AdminResource, 'permission'>;

const adminResourceMark = Symbol.for('rigrest.adminResource');

export function defineAdminResource(input: AdminResourceInput): AdminResource {
  return { ...input, permission: input.access ?? codename('view', input.model), [adminResourceMark]: true } as AdminResource;
}

export function isAdminResource(value: unknown): value is AdminResource {
  return typeof value === 'object' && value !== null && adminResourceMark in value;
}

/**
 * The declarations among modules' exports (each src/admin/<resource>/index.ts), in menu order: by section, then
 * `order`, then name; resources outside the menu last.
 */
export function collectAdminResources(modules: Record<string, Record<string, unknown>>): AdminResource[] {
  const rank = (r: AdminResource) => (r.options.menu ? menuGroups.indexOf(r.options.menu) : menuGroups.length);
  return Object.values(modules)
    .flatMap((mod) => Object.values(mod).filter(isAdminResource))
    .sort((a, b) => rank(a) - rank(b) || a.options.order - b.options.order || a.name.localeCompare(b.name));
}
