/**
 * The permission catalogue: one group per managed model, four actions each,
 * plus access to the back office. Seeded at first start; roles pick from it.
 */
export const permissionActions = ['view', 'add', 'change', 'delete'] as const;
export type PermissionAction = (typeof permissionActions)[number];

export const permissionModels = [
  'user',
  'role',
  'permission',
  'country',
  'state',
  'city',
  'hotel',
  'room',
  'booking',
  'brand',
  'amenity',
  'testimonial',
  'massnotification',
  'promotion',
  'setting',
  'faq',
  'page',
  'advertiserequest',
  'parkingreport',
] as const;
export type PermissionModel = (typeof permissionModels)[number];

export function codename(action: PermissionAction, model: string): string {
  return `${action}_${model}`;
}

/** Granting or taking away a user's roles: a permission of its own, beside changing the user. */
export const ASSIGN_ROLE = 'assign_role';

/** The back office's analytics page (figures across every booking and search): a permission of its own. */
export const VIEW_ANALYTICS = 'view_analytics';

export type CatalogueEntry = { codename: string; name: string; group: string };

/** The catalogue for these models (the base ones and any a resource declaration names), view/add/change/delete each. */
export function catalogueFor(models: readonly string[]): CatalogueEntry[] {
  return [
    { codename: 'access_admin_dashboard', name: 'Can access admin dashboard', group: 'admin' },
    { codename: ASSIGN_ROLE, name: 'Can assign roles to users', group: 'role' },
    { codename: VIEW_ANALYTICS, name: 'Can view analytics', group: 'analytics' },
    ...[...new Set(models)].flatMap((model) =>
      permissionActions.map((action) => ({ codename: codename(action, model), name: `Can ${action} ${model}`, group: model })),
    ),
  ];
}

export const permissionCatalogue: CatalogueEntry[] = catalogueFor(permissionModels);
