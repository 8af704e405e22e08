import { sql, type Kysely } from 'kysely';

/** Calling codes are kept as "+1", "+52": the DEMO countries were seeded as "1" beside staff's "+1". */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update countries set phone_code = '+' || regexp_replace(phone_code, '^\\+', '') where phone_code ~ '^\\+?\\d{1,4}(-\\d{1,4})?$' and phone_code !~ '^\\+'`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
