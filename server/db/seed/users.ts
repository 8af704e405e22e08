import type { Db } from '../index';
import { hashPassword } from '@server/lib/passwords';

/** Demo accounts, listed in the README. Never created in production. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@rigrest.demo', password: 'RigRest-admin-2026', first_name: 'Dana', last_name: 'Admin', role: 'Admin' },
  trucker: { email: 'trucker@rigrest.demo', password: 'RigRest-trucker-2026', first_name: 'Tom', last_name: 'Trucker', role: 'Trucker' },
} as const;

export async function createUser(
  db: Db,
  u: { email: string; password: string; first_name: string; last_name: string; role?: string; is_superuser?: boolean },
) {
  const row = await db
    .insertInto('users')
    .values({
      email: u.email.toLowerCase(),
      first_name: u.first_name,
      last_name: u.last_name,
      phone: null,
      country_id: null,
      password_hash: await hashPassword(u.password),
      is_superuser: u.is_superuser ?? false,
      email_verified_at: new Date().toISOString(),
      avatar: null,
      last_login_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (u.role) {
    const role = await db.selectFrom('roles').select('id').where('name', '=', u.role).executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: row.id, role_id: role.id }).execute();
  }
  return row.id;
}
