import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDb } from './db';
import { migrateToLatest } from './db/migrate';
import { seedOnStart } from './db/seed';

async function main() {
  const config = loadConfig();
  const db = await createDb(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR });
  const app = await buildApp({ config, db, serveSite: true });
  const applied = await migrateToLatest(db);
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
  await seedOnStart(db, config, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await db.destroy();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`RigRest is running on http://localhost:${config.PORT} (database: ${config.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite in ' + config.DATA_DIR})`);
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
