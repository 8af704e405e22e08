/**
 * The permission rule of spec section 6, used by the server's route guards and
 * by the admin's authProvider, so both sides decide the same way.
 */
export type PermissionSubject = {
  id?: number | null;
  is_superuser?: boolean | null;
  roles?: ReadonlyArray<{ name?: string; permissions?: ReadonlyArray<{ codename: string }> | null }> | null;
};

export function hasPermission(user: PermissionSubject | null | undefined, codename?: string | null): boolean {
  if (!codename) return true;
  if (!user) return false;
  if (user.is_superuser) return true;
  if (!user.roles || user.roles.length === 0) return false;
  return user.roles.some((role) => role.permissions?.some((p) => p.codename === codename) ?? false);
}

/** On the public site a user counts as admin with the role named Admin or as a superuser. */
export function isSiteAdmin(user: PermissionSubject | null | undefined): boolean {
  if (!user) return false;
  return Boolean(user.is_superuser) || (user.roles ?? []).some((r) => r.name === 'Admin');
}

export const ADMIN_ACCESS = 'access_admin_dashboard';
