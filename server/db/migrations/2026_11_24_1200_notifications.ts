import { sql, type Kysely } from 'kysely';

/**
 * Notifications end to end (issue 13): mass notifications written by staff, their deliveries per (mass
 * notification, user, channel) — the unique key that makes a resumed fan-out send each recipient one of each — the
 * push subscriptions of browsers (Web Push) and phones (Expo), and the driver's language for mail and push.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The language a driver last used the site in: mass mail and push speak it (null: English).
  await db.schema.alterTable('users').addColumn('locale', 'varchar(5)').execute();

  await db.schema
    .createTable('mass_notifications')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    /** Sanitised HTML (server allowlist), sanitised again where it is shown. */
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'varchar(500)')
    /** Per-language texts: { "de": { "title", "body" } }; a driver whose language has none gets title/body. */
    .addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('audience', 'jsonb', (c) => c.notNull())
    .addColumn('channels', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) =>
      c.notNull().defaultTo('draft').check(sql`status in ('draft', 'scheduled', 'sending', 'sent', 'failed', 'cancelled')`),
    )
    .addColumn('send_at', 'timestamptz')
    /** The job that owns the fan-out once it started (a resumed job continues; a stale duplicate stops). */
    .addColumn('job_id', 'bigint')
    .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('mass_notifications_created_idx').on('mass_notifications').column('created_at').execute();

  // An in-app notification from a mass notification: at most one per user (its channel's unique key).
  await db.schema
    .alterTable('user_notifications')
    .addColumn('mass_notification_id', 'bigint', (c) => c.references('mass_notifications.id').onDelete('cascade'))
    .execute();
  await sql`create unique index user_notifications_mass_key on user_notifications (mass_notification_id, user_id) where mass_notification_id is not null`.execute(db);

  // Email and push deliveries: one row per (mass notification, user, channel), retried with backoff.
  await db.schema
    .createTable('notification_deliveries')
    .addColumn('mass_notification_id', 'bigint', (c) => c.notNull().references('mass_notifications.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel', 'varchar(10)', (c) => c.notNull().check(sql`channel in ('email', 'push')`))
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'sent', 'failed', 'skipped')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('error', 'varchar(500)')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notification_deliveries_pkey', ['mass_notification_id', 'user_id', 'channel'])
    .execute();
  await sql`create index notification_deliveries_due_idx on notification_deliveries (mass_notification_id, channel, next_attempt_at) where status = 'pending'`.execute(db);

  // Where a user's pushes go: a browser's Web Push subscription or a phone's Expo push token.
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().check(sql`kind in ('web', 'expo')`))
    /** The Web Push endpoint URL, or the Expo push token. */
    .addColumn('address', 'varchar(1000)', (c) => c.notNull().unique())
    .addColumn('keys', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
