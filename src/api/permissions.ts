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

/**
 * Actions no screen or route offers for a model: left out of the catalogue, so a role is never offered a permission
 * that grants nothing (tests/api/routePolicy.test.ts checks each catalogue entry guards something).
 */
export const actionsNotOffered: Partial<Record<PermissionModel, readonly PermissionAction[]>> = {
  // Drivers book; staff change a booking's status (cancel), and a booking is kept for its history, never deleted.
  booking: ['add', 'delete'],
  // A fixed set of settings, changed in place.
  setting: ['add', 'delete'],
  // About, Terms and Privacy: edited, never added or removed.
  page: ['add', 'delete'],
  // Sent by the public form; staff answer and delete them.
  advertiserequest: ['add'],
  // Sent by drivers from a hotel's page; staff hide or show them.
  parkingreport: ['add', 'delete'],
};

/** The permissions staff may hold for a model: view/add/change/delete, less the ones it does not offer. */
const actionsOf = (model: string): readonly PermissionAction[] => {
  const not = (actionsNotOffered as Record<string, readonly PermissionAction[] | undefined>)[model] ?? [];
  return permissionActions.filter((a) => !not.includes(a));
};

/** The catalogue for these models (the base ones and any a resource declaration names), view/add/change/delete each. */
export function catalogueFor(models: readonly string[]): CatalogueEntry[] {
  return [
    { codename: 'access_admin_dashboard', name: 'Can access admin dashboard', group: 'admin' },
    { codename: ASSIGN_ROLE, name: 'Can assign roles to users', group: 'role' },
    { codename: VIEW_ANALYTICS, name: 'Can view analytics', group: 'analytics' },
    ...[...new Set(models)].flatMap((model) =>
      actionsOf(model).map((action) => ({ codename: codename(action, model), name: `Can ${action} ${model}`, group: model })),
    ),
  ];
}

export const permissionCatalogue: CatalogueEntry[] = catalogueFor(permissionModels);
