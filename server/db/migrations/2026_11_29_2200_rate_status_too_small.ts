import { sql, type Kysely } from 'kysely';

/**
 * A search result may be "too small": none of the hotel's room types sleeps the party's guests per room, which is
 * the party to change, not the dates (it said "sold out"). The column's check names the statuses, so it is replaced.
 */
// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table search_results drop constraint if exists search_results_rate_status_check`.execute(db);
  await sql`alter table search_results add constraint search_results_rate_status_check
    check (rate_status in ('available', 'sold_out', 'too_small', 'unavailable', 'pending'))`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
