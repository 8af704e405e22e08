import type { SvgIconProps } from '@mui/material';
import type { ComponentType, ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import { codename, type PermissionModel } from '../api/permissions';
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
  model: PermissionModel;
  /** The codename needed to see it (view_<model>). */
  permission: string;
  list?: Screen;
  edit?: Screen;
  create?: Screen;
  show?: Screen;
  icon?: ComponentType<SvgIconProps>;
  recordRepresentation?: string | ((record: RaRecord) => string);
  options: {
    /** Translation key of the menu label. */
    label: string;
    /** Menu section; a resource without one is not in the menu (a reference-only resource). */
    menu?: MenuGroup;
  };
  /** Which global-search group opens this resource's edit page. */
  searchSlug?: AdminSearchSlug;
};

export type AdminResourceInput = Omit<AdminResource, 'permission'>;

export function defineAdminResource(input: AdminResourceInput): AdminResource {
  return { ...input, permission: codename('view', input.model) };
}
