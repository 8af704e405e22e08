import { sql } from 'kysely';
import { z } from 'zod';
import { user, userCreate, userUpdate } from '@/api/schemas/users';
import { isIsoDate } from '@/api/stay';
import { ruleParams } from '@/api/validation';
import { ADMIN_ACCESS } from '@/authProvider/permissions';
import type { Db } from '@server/db';
import { HttpError, forbidden } from '@server/lib/errors';
import { refuseCommonPassword } from '@server/lib/commonPasswords';
import { hashPassword } from '@server/lib/passwords';
import { defineResource } from '@server/plugins/crud';
import { checkRoleAssignment, checkUserChange } from '../roles/grants';
import type { UserRow } from '@server/db/types';
import { rolesForUsers, setUserRoles, usersWithRoles } from './queries';

const DAT_FORMAT = 'YYYY-MM-DD or YYYY-MM-DD,YYYY-MM-DD';

/** Users whose roles open the back office, or superusers: the "Admin Users" list. */
const staffCondition = (eb: any) =>
  eb.or([
    eb('users.is_superuser', '=', true),
    eb.exists(
      eb
        .selectFrom('user_roles as ur')
        .innerJoin('role_permissions as rp', 'rp.role_id', 'ur.role_id')
        .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
        .whereRef('ur.user_id', '=', 'users.id')
        .where('p.codename', '=', ADMIN_ACCESS)
        .select(sql`1`.as('one')),
    ),
  ]);

async function revokeSessions(db: Db, userId: number) {
  await db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

export const users = defineResource({
  name: 'users',
  mounts: [{ path: '/admin/users' }],
  table: 'users',
  model: 'user',
  record: user,
  create: userCreate,
  update: userUpdate,
  search: [sql<string>`(users.first_name || ' ' || users.last_name || ' ' || users.email)`],
  ordering: {
    id: 'users.id',
    first_name: 'users.first_name',
    last_name: 'users.last_name',
    email: 'users.email',
    created_at: 'users.created_at',
    last_login_at: 'users.last_login_at',
  },
  defaultOrdering: '-created_at',
  filters: {
    /** A role id or a role name (e.g. role=Trucker). */
    role: {
      schema: z.string().trim().min(1).max(100),
      apply: (q, v: string) =>
        q.where((eb: any) =>
          eb.exists(
            eb
              .selectFrom('user_roles as ur')
              .innerJoin('roles as r', 'r.id', 'ur.role_id')
              .whereRef('ur.user_id', '=', 'users.id')
              .where(/^\d+$/.test(v) && Number.isSafeInteger(Number(v)) ? eb.or([eb('r.id', '=', Number(v)), eb('r.name', '=', v)]) : eb('r.name', '=', v))
              .select(sql`1`.as('one')),
          ),
        ),
    },
    /** Date joined: one day, or an inclusive range "from,to". */
    dat: {
      schema: z.string().transform((v, ctx) => {
        const parts = v.split(',').map((p) => p.trim());
        if (parts.length > 2 || parts.some((p) => p && !isIsoDate(p))) {
          ctx.addIssue({ code: 'custom', message: `Dat must look like ${DAT_FORMAT}`, ...ruleParams('format', { format: DAT_FORMAT }) });
          return z.NEVER;
        }
        return { from: parts[0] || null, to: (parts.length > 1 ? parts[1] : parts[0]) || null };
      }),
      // Days are UTC days, whatever the database server's time zone.
      apply: (q, v: { from: string | null; to: string | null }) => {
        let out = q;
        if (v.from) out = out.where('users.created_at', '>=', sql<string>`(${v.from}::date)::timestamp at time zone 'UTC'`);
        if (v.to) out = out.where('users.created_at', '<', sql<string>`(${v.to}::date + 1)::timestamp at time zone 'UTC'`);
        return out;
      },
    },
    staff: {
      schema: z.enum(['true', 'false']).transform((v) => v === 'true'),
      apply: (q, v: boolean) => q.where((eb: any) => (v ? staffCondition(eb) : eb.not(staffCondition(eb)))),
    },
    is_active: {
      schema: z.enum(['true', 'false']).transform((v) => v === 'true'),
      apply: (q, v: boolean) => q.where('users.is_active', '=', v),
    },
  },
  toRecords: (db, rows) => usersWithRoles(db, rows),
  async insert(db, { role_ids, password, email_verified, ...input }) {
    refuseCommonPassword(password);
    const row = await db
      .insertInto('users')
      .values({ ...input, password_hash: await hashPassword(password), email_verified_at: email_verified ? new Date().toISOString() : null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setUserRoles(db, row.id, role_ids);
    return row.id;
  },
  async write(db, id, { role_ids, password, ...input }) {
    const patch: Record<string, unknown> = { ...input, updated_at: new Date().toISOString() };
    if (password) {
      refuseCommonPassword(password);
      patch.password_hash = await hashPassword(password);
    }
    await db.updateTable('users').set(patch).where('id', '=', id).execute();
    if (role_ids) await setUserRoles(db, id, role_ids);
    // An admin's password reset or deactivation signs the user out everywhere.
    if (password || input.is_active === false) await revokeSessions(db, id);
  },
  async authorize({ req, db, op, id, input }) {
    const caller = req.user!;
    if (id !== null && id === caller.id && (op === 'delete' || input?.is_active === false)) {
      throw new HttpError(422, 'errors.notYourself');
    }
    await checkRoleAssignment(db, caller, id, input?.role_ids);
    if (id !== null) await checkUserChange(db, caller, id);
    // Superuser rights pass every check, so only a superuser grants them or changes a superuser's account.
    if (caller.is_superuser) return;
    const target = id === null ? undefined : await db.selectFrom('users').select('is_superuser').where('id', '=', id).executeTakeFirst();
    if (target?.is_superuser || input?.is_superuser === true) throw forbidden('errors.superuserOnly');
  },
  unique: [{ constraint: 'users_email_key', field: 'email' }],
  csv: {
    name: 'users',
    columns: ['id', 'first_name', 'last_name', 'email', 'phone', 'roles', 'is_active', 'is_superuser', 'email_verified_at', 'last_login_at', 'created_at'],
    defaultOrdering: 'id',
    async rows(db, rows: UserRow[]) {
      const roles = await rolesForUsers(db, rows.map((u) => u.id));
      return rows.map((u) => [u.id, u.first_name, u.last_name, u.email, u.phone, (roles.get(u.id) ?? []).map((x) => x.name).join('; '), u.is_active, u.is_superuser, u.email_verified_at, u.last_login_at, u.created_at]);
    },
  },
  adminSearch: {
    slug: 'users',
    title: 'search.users',
    match: [sql<string>`(users.first_name || ' ' || users.last_name || ' ' || users.email)`],
    orderBy: 'users.last_name',
    select: (q) => q.select(['users.id', sql<string>`users.first_name || ' ' || users.last_name`.as('name'), 'users.email']),
  },
});
