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
] as const;
export type PermissionModel = (typeof permissionModels)[number];

export function codename(action: PermissionAction, model: PermissionModel): string {
  return `${action}_${model}`;
}

export type CatalogueEntry = { codename: string; name: string; group: string };

export const permissionCatalogue: CatalogueEntry[] = [
  { codename: 'access_admin_dashboard', name: 'Can access admin dashboard', group: 'admin' },
  ...permissionModels.flatMap((model) =>
    permissionActions.map((action) => ({ codename: codename(action, model), name: `Can ${action} ${model}`, group: model })),
  ),
];
