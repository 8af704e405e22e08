import { rm } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createDb, pgliteDirOf, type Db, type SharedBuffersSetting } from '../server/db';
import { migrateToLatest } from '../server/db/migrate';
import { seedAccessControl } from '../server/db/seed/base';
import { seedGeography } from '../server/db/seed/geography';
import { seedCatalog } from '../server/db/seed/catalog';
import { ensureDatabase } from './postgres';

export type BenchTarget = { kind: 'pglite'; dataDir: string; sharedBuffersMb: SharedBuffersSetting } | { kind: 'postgres'; url: string };

export type CatalogSize = { hotels: number; rooms: number; inventory: number; pictures: number; hotel_amenities: number };
export type CatalogInfo = CatalogSize & { days: number; built_at: string; build_seconds: number; reused: boolean };

type Marker = { hotels: number; days: number; rooms: number; inventory: number; pictures: number; hotel_amenities: number; built_at: string; build_seconds: number };

const open = (t: BenchTarget) => (t.kind === 'pglite' ? createDb({ dataDir: t.dataDir }, { pgliteSharedBuffersMb: t.sharedBuffersMb }) : createDb({ url: t.url }));

async function wipe(t: BenchTarget) {
  if (t.kind === 'pglite') await rm(pgliteDirOf(t.dataDir), { recursive: true, force: true });
  else await ensureDatabase(t.url, { fresh: true });
}

/** The marker row written once a build finished; a missing row means no build or an interrupted one. */
async function readMarker(db: Db): Promise<Marker | undefined> {
  const { rows } = await sql<{ found: string | null }>`select to_regclass('bench_catalog')::text as found`.execute(db);
  if (!rows[0]?.found) return undefined;
  const marker = await sql<Marker>`select * from bench_catalog limit 1`.execute(db);
  return marker.rows[0];
}

async function countRows(db: Db): Promise<CatalogSize> {
  const { rows } = await sql<CatalogSize>`
    select (select count(*) from hotels)::int as hotels,
           (select count(*) from rooms)::int as rooms,
           (select count(*) from room_inventory)::int as inventory,
           (select count(*) from hotel_pictures)::int as pictures,
           (select count(*) from hotel_amenities)::int as hotel_amenities`.execute(db);
  return rows[0]!;
}

async function build(db: Db, want: { hotels: number; days: number }, log: (m: string) => void): Promise<Marker> {
  const started = performance.now();
  await seedAccessControl(db);
  let lastLog = 0;
  await seedCatalog(db, {
    ...want,
    log: (m) => {
      // One line every ten seconds is enough progress for a build of several minutes.
      if (performance.now() - lastLog > 10_000) {
        lastLog = performance.now();
        log(`  ${m} (${Math.round((performance.now() - started) / 1000)} s)`);
      }
    },
  });
  // Fresh statistics, as autovacuum would give a long-lived server (PGlite has no autovacuum at all).
  await sql`vacuum analyze`.execute(db);
  const size = await countRows(db);
  const marker: Marker = { ...size, days: want.days, built_at: new Date().toISOString(), build_seconds: Math.round((performance.now() - started) / 1000) };
  await sql`create table bench_catalog (hotels int, days int, rooms int, inventory int, pictures int, hotel_amenities int, built_at text, build_seconds int)`.execute(db);
  await sql`insert into bench_catalog values (${marker.hotels}, ${marker.days}, ${marker.rooms}, ${marker.inventory}, ${marker.pictures}, ${marker.hotel_amenities}, ${marker.built_at}, ${marker.build_seconds})`.execute(db);
  return marker;
}

/**
 * The benchmark catalogue, migrated to the latest schema: reused when a finished build of the same size
 * is there, otherwise (or with `fresh`) built from nothing with the DEMO seeder.
 */
export async function openCatalog(target: BenchTarget, want: { hotels: number; days: number; fresh: boolean }, log: (m: string) => void): Promise<{ db: Db; info: CatalogInfo }> {
  if (want.fresh) await wipe(target);
  else if (target.kind === 'postgres') await ensureDatabase(target.url, { fresh: false });

  let db = await open(target).catch((err: unknown) => {
    throw new Error(`cannot open the benchmark database (${err instanceof Error ? err.message : String(err)}); run again with --fresh`);
  });
  await migrateToLatest(db);
  // The search geocodes cities from the geography tables; catalogues built before the search lacked them.
  await seedGeography(db);
  const marker = await readMarker(db);
  if (marker && marker.hotels === want.hotels && marker.days === want.days) {
    const { hotels } = await db.selectFrom('hotels').select(db.fn.countAll<number>().as('hotels')).executeTakeFirstOrThrow();
    if (Number(hotels) === want.hotels) return { db, info: { ...marker, reused: true } };
  }

  const hasRows = await db.selectFrom('hotels').select('id').limit(1).executeTakeFirst();
  if (hasRows || marker) {
    log('  the stored catalogue is partial or of another size: starting again from an empty database');
    await db.destroy();
    await wipe(target);
    db = await open(target);
    await migrateToLatest(db);
    await seedGeography(db);
  }
  log(`  building ${want.hotels.toLocaleString('en-US')} hotels with ${want.days} nights of inventory (once; later runs reuse it)`);
  const built = await build(db, want, log);
  if (target.kind === 'pglite') {
    // Measured as a server started on it would run: its page cache sized by the catalogue, not by the empty database.
    await db.destroy();
    db = await open(target);
  }
  return { db, info: { ...built, reused: false } };
}
