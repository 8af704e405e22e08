import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // The bell's page reads a user's rows newest first with the id as tie-breaker, and its counts (all, unread) from
  // the index alone: (user_id, created_at desc, id desc) carrying read_at. It replaces (user_id, created_at), which
  // left the tie-breaker to a sort and the counts to the table. The partial unread index stays for mark-all-as-read.
  await sql`create index user_notifications_bell_idx on user_notifications (user_id, created_at desc, id desc) include (read_at)`.execute(db);
  await sql`drop index if exists user_notifications_user_idx`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
