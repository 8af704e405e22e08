import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDb, dbLimitsOf, pgliteSharedBuffersMb, withoutStatementLimit, yieldAfterEachStatement, type Db } from './db';
import { migrateToLatest } from './db/migrate';
import { SeedRefused, seedOnStart } from './db/seed';
import { limitHeapGrowth } from './lib/heapGrowth';
import { createReadiness } from './lib/readiness';
import { setupSuppliers, SupplierConfigError, type SupplierSetup } from './suppliers';
import { setupPush, type PushSetup } from './modules/notifications/setup';
import { setupRouting } from './modules/search/routingSimulator';

/** Stops taking requests, lets the ones in flight finish, then closes the database (at most 10 s). */
function closeGracefully(app: FastifyInstance, db: Db, suppliers: SupplierSetup, push: PushSetup, routing: { close(): Promise<void> }) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await suppliers.close();
      await push.close();
      await routing.close();
      await db.destroy();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  // Kept listening: under `npm start` a Ctrl-C reaches the server twice (from the terminal and from scripts/start.mjs),
  // and a second signal without a listener would end it before the database is closed.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

async function main() {
  limitHeapGrowth();
  const config = loadConfig();
  // A restart or failover of the database: the pool drops the dead connection and opens new ones when asked.
  let reportLost = (err: Error) => console.warn(`database connection lost: ${err.message}`);
  // The embedded database's page cache, sized by the database as it is now (a first start's seeding counts from the
  // next start on), and said once the server runs.
  const pageCacheMb = config.DATABASE_URL ? undefined : pgliteSharedBuffersMb(config.DATA_DIR, config.PGLITE_SHARED_BUFFERS_MB);
  const db = await createDb(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR }, {
    limits: dbLimitsOf(config),
    pgliteSharedBuffersMb: pageCacheMb,
    onLostConnection: (err) => reportLost(err),
  });
  // Real supplier URLs from the environment, or local simulators (DEMO) on loopback for any supplier without one.
  const suppliers = await setupSuppliers(process.env);
  // Web Push and Expo; a local simulator of both (DEMO) when no Expo endpoint is configured outside production.
  const push = await setupPush(config);
  // ROUTING_URL, or a local simulator of an OSRM routing service (DEMO) outside production.
  const routing = await setupRouting(config);
  // Listening comes first; until the database is migrated and seeded, pages answer "preparing" and the API 503.
  const readiness = createReadiness({ ready: false });
  const app = await buildApp({ config: { ...config, ROUTING_URL: routing.url }, db, serveSite: true, suppliers, push: push.adapter, readiness });
  reportLost = (err) => app.log.warn({ reason: err.message }, 'database connection lost');
  // Installed before migrating and seeding, so a stop during a long first start still closes the database cleanly.
  closeGracefully(app, db, suppliers, push, routing);
  if (suppliers.simulators) {
    app.log.info({ ice: suppliers.simulators.iceBaseUrl, derbyShopping: suppliers.simulators.derbyShoppingUrl, derbyBooking: suppliers.simulators.derbyBookingUrl }, 'supplier simulators started (DEMO suppliers)');
  }
  if (routing.simulator) app.log.info({ routing: routing.simulator.url }, 'routing simulator started (OSRM-compatible, DEMO)');
  if (push.simulator) app.log.info({ push: push.simulator.origin }, 'push simulator started (Expo and Web Push, DEMO)');
  if (config.NODE_ENV === 'production' && !config.SMTP_URL) {
    app.log.warn('SMTP_URL is not set: mail is written to the outbox folder (it holds one-time codes: keep it private)');
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Listening on http://localhost:${config.PORT}: preparing the database (pages answer "preparing" until it is ready)`);

  const log = app.log;
  // Embedded PGlite shares this thread: the "preparing" answers come between the seed's statements.
  const prepDb = config.DATABASE_URL ? db : db.withPlugin(yieldAfterEachStatement);
  // Migrations and the first-start seed may run for minutes on a big database: no statement limit for them.
  await withoutStatementLimit(async () => {
    const applied = await migrateToLatest(prepDb);
    if (applied.length) log.info({ migrations: applied }, 'database migrated');
    if (config.NODE_ENV !== 'production' && config.SEED_DEMO !== false) readiness.setPhase('seeding');
    await seedOnStart(prepDb, config, log, app.resources.map((r) => r.model));
  });
  readiness.markReady();
  app.log.info(
    `RigRest is running on http://localhost:${config.PORT} (database: ${config.DATABASE_URL ? 'PostgreSQL server' : `embedded PGlite in ${config.DATA_DIR}, ${pageCacheMb} MB page cache`})`,
  );
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof SeedRefused || err instanceof SupplierConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
