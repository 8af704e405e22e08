import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // From what time a guest may check in (the hotel's local time, "HH:MM"); null when not known. A driver's arrival
  // card shows it. `if not exists`: another change may bring the same fact for arrival times.
  await sql`alter table hotels add column if not exists checkin_time varchar(5)
            check (checkin_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`.execute(db);
  // The DEMO catalogue's hotels take guests from the usual 3 pm.
  await sql`update hotels set checkin_time = '15:00' where demo and checkin_time is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('hotels').dropColumn('checkin_time').execute();
}
