import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // A supplier sync that would deactivate a large share of a supplier's hotels stops and waits for staff: it ends
  // in this status, with the deactivations it computed kept in its state until staff confirm or dismiss them.
  await sql`alter table jobs drop constraint if exists jobs_status_check`.execute(db);
  await sql`alter table jobs add constraint jobs_status_check check (status in ('queued', 'running', 'succeeded', 'failed', 'needs_confirmation'))`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
