import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // A booking of our own inventory is one statement (the booking, its event, notice and mail job, and the nights it
  // takes); when it could not take every night, this aborts the statement, so the booking it wrote goes with it.
  await sql`
    create function booking_nights_taken(taken bigint, wanted integer) returns boolean language plpgsql as $$
    begin
      if taken <> wanted then
        raise exception 'the stay''s nights could not all be taken (% of %)', taken, wanted using errcode = 'RRB01';
      end if;
      return true;
    end $$`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
