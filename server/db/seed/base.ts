import { sql } from 'kysely';
import { catalogueFor, permissionModels } from '@/api/permissions';
import type { Db } from '../index';

/**
 * Permissions (the base models' and those of every declared resource: `models`), and the Admin (everything) and
 * Trucker (no back office) roles. Safe to run on every start: a new resource's permissions appear on the next.
 */
export async function seedAccessControl(db: Db, models: readonly string[] = []) {
  await db
    .insertInto('permissions')
    .values(catalogueFor([...permissionModels, ...models]))
    .onConflict((oc) => oc.column('codename').doNothing())
    .execute();
  for (const role of [
    { name: 'Admin', description: 'Staff with every permission' },
    { name: 'Trucker', description: 'Drivers who book on the storefront' },
  ]) {
    await db.insertInto('roles').values(role).onConflict((oc) => oc.column('name').doNothing()).execute();
  }
  const admin = await db.selectFrom('roles').select('id').where('name', '=', 'Admin').executeTakeFirstOrThrow();
  await sql`insert into role_permissions (role_id, permission_id)
            select ${admin.id}, id from permissions on conflict do nothing`.execute(db);
}
