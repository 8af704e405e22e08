// `npm run seed -- --hotels 100000 [--days 30]`: adds DEMO hotels (for benchmarks) to the configured database.
import { parseArgs } from 'node:util';
import { loadConfig } from '@server/config';
import { createDb } from '../index';
import { migrateToLatest } from '../migrate';
import { seedAccessControl } from './base';
import { seedCatalog } from './catalog';
import { seedGeography } from './geography';

async function main() {
  const { values } = parseArgs({ options: { hotels: { type: 'string', default: '3000' }, days: { type: 'string', default: '365' }, seed: { type: 'string' } } });
  const hotels = Number(values.hotels);
  const days = Number(values.days);
  if (!Number.isInteger(hotels) || hotels < 1 || hotels > 1_000_000) throw new Error('--hotels must be a whole number from 1 to 1000000');
  if (!Number.isInteger(days) || days < 1 || days > 730) throw new Error('--days must be a whole number from 1 to 730');
  const config = loadConfig();
  if (config.NODE_ENV === 'production') throw new Error('Demo data is refused in production');
  const db = await createDb(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR }, { pgliteSharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB });
  try {
    await migrateToLatest(db);
    await seedAccessControl(db);
    await seedGeography(db);
    const started = Date.now();
    await seedCatalog(db, { hotels, days, seed: values.seed ? Number(values.seed) : undefined, log: (m) => console.log(m) });
    console.log(`added ${hotels} DEMO hotels with ${days} nights of inventory in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
