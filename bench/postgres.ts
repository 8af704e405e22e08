import pg from 'pg';

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/rigrest_bench';

/** The server's maintenance database, where databases are created and dropped. */
function adminUrl(url: string) {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

export function databaseName(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`unexpected benchmark database name "${name}" (lower-case letters, digits and _ only)`);
  return name;
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function withAdmin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(url), connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** True when the server answers within two seconds. */
export async function reachable(url: string): Promise<boolean> {
  try {
    await withAdmin(url, (c) => c.query('select 1'));
    return true;
  } catch {
    return false;
  }
}

export async function ensureDatabase(url: string, { fresh }: { fresh: boolean }): Promise<'created' | 'exists'> {
  const name = databaseName(url);
  return withAdmin(url, async (c) => {
    if (fresh) await c.query(`drop database if exists ${name} with (force)`);
    const found = await c.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return 'exists';
    await c.query(`create database ${name}`);
    return 'created';
  });
}

/** Drops the benchmark database (the connections the app left are closed by force). */
export async function dropDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  await withAdmin(url, (c) => c.query(`drop database if exists ${name} with (force)`));
}
