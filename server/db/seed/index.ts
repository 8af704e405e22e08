import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@server/config';
import type { Db } from '../index';
import { seedAccessControl } from './base';
import { seedGeography } from './geography';
import { seedBrandsAndAmenities, seedCatalog } from './catalog';
import { seedContent } from './content';
import { DEMO_ACCOUNTS, createUser } from './users';

export class SeedRefused extends Error {}

/**
 * First-start data. Permissions, roles and geography are reference data and
 * always present. Demo accounts go only into an empty database outside
 * production; in production the first superuser comes from ADMIN_EMAIL/ADMIN_PASSWORD.
 */
/** `models`: the permission models of the declared resources (app.resources). */
export async function seedOnStart(db: Db, config: Config, log: FastifyBaseLogger, models: readonly string[] = []) {
  // Refused before anything is written, whether or not the database is empty.
  if (config.NODE_ENV === 'production' && config.SEED_DEMO) {
    throw new SeedRefused('Demo data is refused in production: unset SEED_DEMO (the first superuser comes from ADMIN_EMAIL and ADMIN_PASSWORD)');
  }
  await seedAccessControl(db, models);
  const geo = await seedGeography(db);
  if (!geo.skipped) log.info({ cities: geo.cities }, 'seeded geography of the US, Canada and Mexico');

  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return;
  if (config.NODE_ENV === 'production') {
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      await createUser(db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, first_name: 'Admin', last_name: 'User', is_superuser: true, role: 'Admin' });
      log.info({ email: config.ADMIN_EMAIL }, 'created the first superuser');
    } else {
      log.warn('no users yet: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first superuser');
    }
    return;
  }
  if (config.SEED_DEMO === false) return;
  for (const account of Object.values(DEMO_ACCOUNTS)) await createUser(db, account);
  log.info({ accounts: Object.values(DEMO_ACCOUNTS).map((a) => a.email) }, 'created DEMO accounts (see README)');
  await seedBrandsAndAmenities(db);
  await seedContent(db);
  if (config.SEED_HOTELS > 0) {
    const started = Date.now();
    log.info({ hotels: config.SEED_HOTELS, nights: config.SEED_DAYS }, 'creating the DEMO hotel catalogue (first start only)');
    await seedCatalog(db, { hotels: config.SEED_HOTELS, days: config.SEED_DAYS, log: (msg) => log.info(msg) });
    // Fresh statistics for the planner: embedded PGlite has no autovacuum to gather them after a bulk load.
    await sql`vacuum analyze`.execute(db);
    log.info({ seconds: Math.round((Date.now() - started) / 1000) }, 'DEMO hotel catalogue ready');
  }
}
