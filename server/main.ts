import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDb, type Db } from './db';
import { migrateToLatest } from './db/migrate';
import { SeedRefused, seedOnStart } from './db/seed';
import { setupSuppliers, SupplierConfigError, type SupplierSetup } from './suppliers';

/** Stops taking requests, lets the ones in flight finish, then closes the database (at most 10 s). */
function closeGracefully(app: FastifyInstance, db: Db, suppliers: SupplierSetup) {
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
      await db.destroy();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

async function main() {
  const config = loadConfig();
  const db = await createDb(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR });
  // Real supplier URLs from the environment, or local simulators (DEMO) on loopback for any supplier without one.
  const suppliers = await setupSuppliers(process.env);
  const app = await buildApp({ config, db, serveSite: true, suppliers });
  // Installed before migrating and seeding, so a stop during a long first start still closes the database cleanly.
  closeGracefully(app, db, suppliers);
  if (suppliers.simulators) {
    app.log.info({ ice: suppliers.simulators.iceBaseUrl, derbyShopping: suppliers.simulators.derbyShoppingUrl, derbyBooking: suppliers.simulators.derbyBookingUrl }, 'supplier simulators started (DEMO suppliers)');
  }
  if (config.NODE_ENV === 'production' && !config.SMTP_URL) {
    app.log.warn('SMTP_URL is not set: mail is written to the outbox folder and its subjects (with one-time codes) to this log');
  }
  const applied = await migrateToLatest(db);
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
  await seedOnStart(db, config, app.log);

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`RigRest is running on http://localhost:${config.PORT} (database: ${config.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite in ' + config.DATA_DIR})`);
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof SeedRefused || err instanceof SupplierConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
