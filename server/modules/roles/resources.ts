import { sql } from 'kysely';
import { z } from 'zod';
import { permission, permissionInput, role, roleInput } from '@/api/schemas/roles';
import type { Db } from '@server/db';
import { defineResource } from '@server/plugins/crud';
import { builtInCodenames, checkPermissionChange, checkRoleChange } from './grants';

export const permissions = defineResource({
  name: 'permissions',
  mounts: [{ path: '/admin/permissions' }],
  table: 'permissions',
  model: 'permission',
  record: permission,
  create: permissionInput,
  update: permissionInput,
  search: ['permissions.name', 'permissions.codename'],
  ordering: { id: 'permissions.id', name: 'permissions.name', codename: 'permissions.codename', group: 'permissions.group' },
  defaultOrdering: 'group,codename',
  filters: { group: { schema: z.string().max(50), apply: (q, v: string) => q.where('permissions.group', '=', v) } },
  unique: [{ constraint: 'permissions_codename_key', field: 'codename' }],
  authorize: async ({ req, db, op, id, input }) => {
    if (id === null) return;
    await checkPermissionChange(db, builtInCodenames(req.server.resources.map((r) => r.model)), id, (input as { codename?: unknown } | undefined)?.codename, op === 'delete');
  },
});

async function setPermissions(db: Db, roleId: number, ids: number[]) {
  await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  if (ids.length) {
    await db.insertInto('role_permissions').values([...new Set(ids)].map((permission_id) => ({ role_id: roleId, permission_id }))).execute();
  }
}

export const roles = defineResource({
  name: 'roles',
  mounts: [{ path: '/admin/roles' }],
  table: 'roles',
  model: 'role',
  record: role,
  create: roleInput,
  update: roleInput,
  baseQuery: (db) =>
    db
      .selectFrom('roles')
      .selectAll('roles')
      .select(sql<number>`(select count(*) from user_roles ur where ur.role_id = roles.id)`.as('users_count')),
  search: ['roles.name'],
  ordering: { id: 'roles.id', name: 'roles.name', created_at: 'roles.created_at' },
  defaultOrdering: 'name',
  async toRecords(db, rows) {
    const ids = rows.map((r) => r.id as number);
    const perms = ids.length
      ? await db
          .selectFrom('role_permissions')
          .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
          .select(['role_permissions.role_id', 'permissions.id', 'permissions.name', 'permissions.codename', 'permissions.group'])
          .where('role_permissions.role_id', 'in', ids)
          .orderBy('permissions.codename')
          .execute()
      : [];
    return rows.map((r) => ({
      ...r,
      users_count: Number(r.users_count ?? 0),
      permissions: perms.filter((p) => p.role_id === r.id).map(({ role_id: _, ...p }) => p),
    }));
  },
  async insert(db, { permission_ids, ...input }) {
    const row = await db.insertInto('roles').values(input).returning('id').executeTakeFirstOrThrow();
    await setPermissions(db, row.id, permission_ids);
    return row.id;
  },
  async write(db, id, { permission_ids, ...input }) {
    if (Object.keys(input).length) await db.updateTable('roles').set({ ...input, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
    if (permission_ids) await setPermissions(db, id, permission_ids);
  },
  authorize: ({ req, db, id, input }) => checkRoleChange(db, req.user!, id, input?.permission_ids),
  inUse: [{ label: 'users', table: 'user_roles', column: 'role_id' }],
  unique: [{ constraint: 'roles_name_key', field: 'name' }],
  adminSearch: { slug: 'roles', title: 'search.roles', match: ['roles.name'], orderBy: 'roles.name', select: (q) => q.clearSelect().select(['roles.id', 'roles.name']) },
});
