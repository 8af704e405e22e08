import { sql } from 'kysely';
import { PREPARED, statement, type Db } from '@server/db';
import type { SessionScope, UserRow } from '@server/db/types';
import type { User } from '@/api/schemas';

type RoleWithPermissions = User['roles'][number];

/** Roles with their permission codenames for many users in two queries (no N+1). */
export async function rolesForUsers(db: Db, userIds: number[]): Promise<Map<number, RoleWithPermissions[]>> {
  const out = new Map<number, RoleWithPermissions[]>();
  if (userIds.length === 0) return out;
  const links = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'roles.id', 'roles.name'])
    .where('user_roles.user_id', 'in', userIds)
    .orderBy('roles.name')
    .execute();
  const roleIds = [...new Set(links.map((l) => l.id))];
  const perms = roleIds.length
    ? await db
        .selectFrom('role_permissions')
        .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
        .select(['role_permissions.role_id', 'permissions.codename'])
        .where('role_permissions.role_id', 'in', roleIds)
        .execute()
    : [];
  const byRole = new Map<number, { codename: string }[]>();
  for (const p of perms) {
    const list = byRole.get(p.role_id) ?? [];
    list.push({ codename: p.codename });
    byRole.set(p.role_id, list);
  }
  for (const l of links) {
    const list = out.get(l.user_id) ?? [];
    list.push({ id: l.id, name: l.name, permissions: byRole.get(l.id) ?? [] });
    out.set(l.user_id, list);
  }
  return out;
}

export function toUser(row: UserRow, roles: RoleWithPermissions[]): User {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    country_id: row.country_id,
    is_superuser: row.is_superuser,
    is_active: row.is_active,
    email_verified_at: row.email_verified_at,
    avatar: row.avatar,
    roles,
    last_login_at: row.last_login_at,
    rig: row.rig ?? null,
    distance_unit: row.distance_unit ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function usersWithRoles(db: Db, rows: UserRow[]): Promise<User[]> {
  const roles = await rolesForUsers(db, rows.map((r) => r.id));
  return rows.map((r) => toUser(r, roles.get(r.id) ?? []));
}

export async function findUser(db: Db, id: number): Promise<User | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [user] = await usersWithRoles(db, [row]);
  return user;
}

/**
 * The session a token names with its account, roles and permissions, in one statement: every signed-in request
 * reads it before anything else, so it is one round trip, not four.
 */
const sessionUser = statement((db, v: { sessionId: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.user_id', 'sessions.expires_at', 'sessions.revoked_at', 'sessions.scope'])
    // The same roles, in the same order, as rolesForUsers.
    .select(
      sql<RoleWithPermissions[]>`coalesce((
        select json_agg(json_build_object('id', r.id, 'name', r.name, 'permissions', coalesce((
          select json_agg(json_build_object('codename', p.codename))
          from role_permissions rp join permissions p on p.id = rp.permission_id
          where rp.role_id = r.id), '[]')) order by r.name)
        from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = users.id), '[]')`.as('roles'),
    )
    .where('sessions.id', '=', v.sessionId)
    .modifyEnd(PREPARED),
);

export async function findSessionUser(db: Db, sessionId: string): Promise<{ session: { user_id: number; expires_at: string; revoked_at: string | null; scope: SessionScope }; user: User } | undefined> {
  const row = await sessionUser.executeTakeFirst(db, { sessionId });
  if (!row) return undefined;
  const { user_id, expires_at, revoked_at, scope, roles, ...user } = row;
  return { session: { user_id, expires_at, revoked_at, scope }, user: toUser(user, roles) };
}

export async function findUserRowByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).executeTakeFirst();
}

export async function setUserRoles(db: Db, userId: number, roleIds: number[]) {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (roleIds.length) {
    await db.insertInto('user_roles').values([...new Set(roleIds)].map((role_id) => ({ user_id: userId, role_id }))).execute();
  }
}
