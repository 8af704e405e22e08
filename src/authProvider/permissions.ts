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

/**
 * Whether `user` may grant, take away or reshape a role holding these permissions: only within their own powers
 * (a superuser, or someone holding every one of them), so nobody hands out more than they have.
 */
export function holdsAll(user: PermissionSubject | null | undefined, codenames: Iterable<string>): boolean {
  if (!user) return false;
  if (user.is_superuser) return true;
  for (const c of codenames) if (!hasPermission(user, c)) return false;
  return true;
}

/** On the public site a user counts as admin with the role named Admin or as a superuser. */
export function isSiteAdmin(user: PermissionSubject | null | undefined): boolean {
  if (!user) return false;
  return Boolean(user.is_superuser) || (user.roles ?? []).some((r) => r.name === 'Admin');
}

export const ADMIN_ACCESS = 'access_admin_dashboard';

/**
 * What a storefront session (the one-step sign-in) may do with an account: drive, not staff. Its roles keep their
 * names, but carry no permissions and no superuser flag, so no back-office route, list scope or field opens to it,
 * whatever the account holds; only the two-step staff sign-in's session sees the account's permissions.
 */
export function asDriver<U extends PermissionSubject>(user: U): U {
  return {
    ...user,
    is_superuser: false,
    roles: user.roles?.map((role) => ({ ...role, permissions: [] })) ?? user.roles,
  };
}
