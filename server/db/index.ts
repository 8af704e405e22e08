import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './types';

export type Db = Kysely<Database>;

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;

const toIso = (v: string) => new Date(v.includes('T') || /[+-]\d\d(:?\d\d)?$/.test(v) ? v : `${v}Z`).toISOString();

/** The same value shapes from both drivers: numbers for int8/numeric, ISO strings for instants, 'YYYY-MM-DD' for dates. */
const parsers: Record<number, (v: string) => unknown> = {
  [INT8]: (v) => Number(v),
  [NUMERIC]: (v) => Number(v),
  [DATE]: (v) => v,
  [TIMESTAMP]: toIso,
  [TIMESTAMPTZ]: (v) => new Date(v).toISOString(),
};

export type DbTarget = { url: string } | { dataDir: string } | { memory: true };

export async function createDb(target: DbTarget): Promise<Db> {
  if ('url' in target) {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      types: {
        getTypeParser: ((oid: number, format?: string) =>
          parsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
      },
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const dir = 'dataDir' in target ? path.join(target.dataDir, 'pglite') : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir, {
    extensions: { cube, earthdistance, pg_trgm, unaccent },
    parsers,
  });
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
}
