import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, kyselyOver, openPglite, type Db } from '@server/db';
import { migrateToLatest } from '@server/db/migrate';
import { seedAccessControl } from '@server/db/seed/base';
import { seedGeography } from '@server/db/seed/geography';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory tarball, migrated and seeded: each test file's database starts from it. */
    pgliteSnapshot: string;
    /** A PostgreSQL database, migrated and seeded, that each test file's database is created from. */
    postgresTemplate: string;
  }
}

/** What every API test file's database starts with: the schema, permissions and roles, and some geography. */
async function prepare(db: Db) {
  await migrateToLatest(db);
  await seedAccessControl(db);
  await seedGeography(db, { countries: ['US', 'CA'], citiesPerState: 3 });
}

const serverUrl = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin(base: string, statement: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Migrating and seeding a database took most of a small test file's time (about 10 s on PGlite): it is done once
 * per run here, and each file restores the result (a PGlite tarball, or a PostgreSQL template database).
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `rigrest_tpl_${randomBytes(6).toString('hex')}`;
    await admin(base, `create database ${name}`);
    const db = await createDb({ url: serverUrl(base, name) });
    await prepare(db);
    await db.destroy();
    project.provide('postgresTemplate', name);
    return async () => admin(base, `drop database if exists ${name} with (force)`);
  }
  const pglite = await openPglite({});
  const db = kyselyOver(pglite);
  await prepare(db);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rigrest-snapshot-'));
  const file = path.join(dir, 'pglite.tar');
  writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await db.destroy();
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
