import { type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.
export async function up(db: Kysely<any>): Promise<void> {
  // The page a driver was booking when they joined: kept until the emailed code is entered, perhaps on another device.
  await db.schema.alterTable('users').addColumn('return_to', 'varchar(2000)').execute();
}

export async function down(): Promise<void> {}
