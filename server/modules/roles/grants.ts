import type { FastifyRequest } from 'fastify';
import { ASSIGN_ROLE, catalogueFor, permissionModels } from '@/api/permissions';
import { hasPermission, holdsAll } from '@/authProvider/permissions';
import type { Db } from '@server/db';
import { HttpError } from '@server/lib/errors';

type Caller = NonNullable<FastifyRequest['user']>;

const refuse = (key: string, values?: Record<string, string>) => new HttpError(403, values ? { key, values } : key, undefined, 'grant_refused');

async function rolesWithCodenames(db: Db, roleIds: number[]) {
  if (!roleIds.length) return [];
  const rows = await db
    .selectFrom('roles')
    .leftJoin('role_permissions', 'role_permissions.role_id', 'roles.id')
    .leftJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select(['roles.id', 'roles.name', 'permissions.codename'])
    .where('roles.id', 'in', roleIds)
    .execute();
  const byRole = new Map<number, { name: string; codenames: string[] }>();
  for (const r of rows) {
    const role = byRole.get(r.id) ?? { name: r.name, codenames: [] };
    if (r.codename) role.codenames.push(r.codename);
    byRole.set(r.id, role);
  }
  return [...byRole.values()];
}

/**
 * A change of a user's roles (`next`; undefined = unchanged): needs assign_role, never on one's own account, and
 * every role granted or taken away must hold only permissions the caller holds. Throws 403 to refuse.
 */
export async function checkRoleAssignment(db: Db, caller: Caller, userId: number | null, next: number[] | undefined) {
  if (next === undefined) return;
  const current = userId === null ? [] : (await db.selectFrom('user_roles').select('role_id').where('user_id', '=', userId).execute()).map((r) => r.role_id);
  const wanted = new Set(next);
  const changed = [...new Set([...current.filter((id) => !wanted.has(id)), ...next.filter((id) => !current.includes(id))])];
  if (!changed.length) return;
  if (userId !== null && userId === caller.id) throw refuse('errors.ownRoles');
  if (!hasPermission(caller, ASSIGN_ROLE)) throw refuse('errors.assignRoleNeeded');
  for (const role of await rolesWithCodenames(db, changed)) {
    if (!holdsAll(caller, role.codenames)) throw refuse('errors.roleBeyondYours', { role: role.name });
  }
}

/**
 * A change to a role (its permissions, name, or its deletion): the role as it is and as it would be must hold only
 * permissions the caller holds, so nobody widens or strips a role beyond their own powers.
 */
export async function checkRoleChange(db: Db, caller: Caller, roleId: number | null, permissionIds: number[] | undefined) {
  if (caller.is_superuser) return;
  if (roleId !== null) {
    const [role] = await rolesWithCodenames(db, [roleId]);
    if (role && !holdsAll(caller, role.codenames)) throw refuse('errors.roleBeyondYours', { role: role.name });
  }
  if (permissionIds?.length) {
    const wanted = await db.selectFrom('permissions').select('codename').where('id', 'in', permissionIds).execute();
    if (!holdsAll(caller, wanted.map((p) => p.codename))) throw refuse('errors.permissionBeyondYours');
  }
}

/**
 * A change to a user's account (any field, or its deletion) by someone who is not a superuser: the user must hold no
 * permission the caller lacks, so a `change_user` holder cannot take over (new email and password), deactivate or
 * delete an account with more powers than their own. One's own account is always one's own to edit.
 */
export async function checkUserChange(db: Db, caller: Caller, userId: number) {
  if (caller.is_superuser || userId === caller.id) return;
  const held = await db
    .selectFrom('user_roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('permissions.codename')
    .distinct()
    .where('user_roles.user_id', '=', userId)
    .execute();
  if (!holdsAll(caller, held.map((p) => p.codename))) throw refuse('errors.userBeyondYours');
}

/** The codenames the code itself checks: the base catalogue and every declared resource's (`models`). */
export const builtInCodenames = (models: readonly string[]) => new Set(catalogueFor([...permissionModels, ...models]).map((p) => p.codename));

/**
 * A built-in permission keeps its codename and stays: renamed, any role holding it would hold whatever it was renamed
 * to (a `view_faq` renamed `view_user`), and deleted, every role would lose it. Its name and group may change.
 */
export async function checkPermissionChange(db: Db, builtIn: Set<string>, permissionId: number, codename: unknown, deleting: boolean) {
  const current = await db.selectFrom('permissions').select('codename').where('id', '=', permissionId).executeTakeFirst();
  if (!current || !builtIn.has(current.codename)) return;
  if (deleting || (typeof codename === 'string' && codename.trim() !== current.codename)) {
    throw new HttpError(403, { key: 'errors.builtInPermission', values: { codename: current.codename } }, undefined, 'built_in_permission');
  }
}
