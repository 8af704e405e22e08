import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // Staff event notifications (a new advertise request, a booking stuck with a supplier, a failed sync) name their
  // event, e.g. 'booking-pending:42': one per staff member and event, so a check that runs again writes nothing twice.
  await db.schema.alterTable('user_notifications').addColumn('event_key', 'varchar(100)').execute();
  await sql`create unique index user_notifications_event_key on user_notifications (user_id, event_key) where event_key is not null`.execute(db);
  // The periodic check looks for bookings still pending with a supplier after a while.
  await sql`create index bookings_pending_idx on bookings (created_at) where status = 'pending'`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
