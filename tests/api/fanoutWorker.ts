/**
 * A server process that only runs background jobs, for the fan-out crash test (massNotificationsCrash.test.ts):
 * `node --import tsx tests/api/fanoutWorker.ts`, started as a child with an IPC channel. It builds the app as
 * server/main.ts does (the same job worker and notification handlers, the outbox mailer in DATA_DIR, the real push
 * libraries pointed at the test's simulator) over the database the environment names, and tells its parent every
 * 50 ms how far the watched mass notification has got (in-app rows written, mails sent). SLOW_MS makes each statement take that much longer, so the
 * parent's SIGKILL lands in the middle of the fan-out (inside a batch's transaction as often as between two).
 */
import { randomBytes } from 'node:crypto';
import { sql, type KyselyPlugin } from 'kysely';
import webpush from 'web-push';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { createDb } from '@server/db';
import { createPushAdapter } from '@server/modules/notifications/push';

export type FanoutProgress = { inApp: number; mailed: number; status: string | null };

const env = process.env;
const dataDir = env.DATA_DIR!;
const massId = Number(env.WATCH_MASS_ID);
const slowMs = Number(env.SLOW_MS ?? 0);

const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  TOKEN_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
  NOTIFY_BATCH_SIZE: env.NOTIFY_BATCH_SIZE ?? '50',
  NOTIFY_RETRY_BASE_MS: '50',
  EXPO_RECEIPT_DELAY_MS: '0',
});
const db = await createDb(env.FANOUT_DATABASE_URL ? { url: env.FANOUT_DATABASE_URL } : { dataDir });
const slow: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    await new Promise((resolve) => setTimeout(resolve, slowMs));
    return args.result;
  },
};
const push = createPushAdapter({ vapid: webpush.generateVAPIDKeys(), subject: 'mailto:test@rigrest.local', expoOrigin: env.EXPO_ORIGIN, webPushOrigins: env.EXPO_ORIGIN ? [env.EXPO_ORIGIN] : [] });
const app = await buildApp({
  config,
  db: slowMs > 0 ? db.withPlugin(slow) : db,
  push,
  runWorker: true,
  jobPollMs: 50,
  // A restarted process takes over the dead one's job once its lease lapses: short here, so the test need not wait a minute.
  jobLeaseMs: Number(env.JOB_LEASE_MS ?? 1500),
});
await app.ready();

const report = setInterval(() => {
  void (async () => {
    const inApp = await sql<{ n: number }>`select count(*)::int as n from user_notifications where mass_notification_id = ${massId}`.execute(db);
    const mailed = await sql<{ n: number }>`select count(*)::int as n from notification_deliveries where mass_notification_id = ${massId} and channel = 'email' and status = 'sent'`.execute(db);
    const mass = await db.selectFrom('mass_notifications').select('status').where('id', '=', massId).executeTakeFirst();
    const progress: FanoutProgress = { inApp: Number(inApp.rows[0]?.n ?? 0), mailed: Number(mailed.rows[0]?.n ?? 0), status: mass?.status ?? null };
    process.send?.(progress);
  })().catch((err: unknown) => console.error('progress query failed', err));
}, 50);

// A clean stop (the second process, once the test has seen the notification sent): the database is closed properly.
process.on('SIGTERM', () => {
  clearInterval(report);
  void (async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  })();
});
