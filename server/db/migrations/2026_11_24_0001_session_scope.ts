import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // A session opened by the storefront's one-step sign-in ('site') never carries back-office permissions; only the
  // two-step staff sign-in (password, then an emailed code) opens a 'staff' session. Existing sessions are
  // storefront ones: staff sign in again through the back office.
  await db.schema
    .alterTable('sessions')
    .addColumn('scope', 'varchar(10)', (c) => c.notNull().defaultTo('site').check(sql`scope in ('site', 'staff')`))
    .execute();
}

export async function down(): Promise<void> {}
