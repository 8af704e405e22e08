import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/rigrest_bench';

/** Where Debian's PostgreSQL listens on its unix socket. */
export const PG_SOCKET_DIR = '/var/run/postgresql';

/**
 * The API bench's database: through PostgreSQL's unix socket when this machine has one, as a server on the same
 * machine as its database should reach it (a statement's send is a system call on the server's one thread, and over
 * TCP loopback it was a tenth of a booking's server CPU); over TCP to 127.0.0.1 otherwise. The anchor and the app
 * share it, so their comparison is unchanged by the choice.
 */
export function defaultPgUrl(socketDir: string | null = fs.existsSync(path.join(PG_SOCKET_DIR, '.s.PGSQL.5432')) ? PG_SOCKET_DIR : null): string {
  return socketDir ? `postgres://postgres@localhost/rigrest_bench?host=${encodeURIComponent(socketDir)}` : DEFAULT_PG_URL;
}

/** Where a connection URL leads: node-postgres takes a `host` parameter over the URL's host (a path is a socket's directory). */
function endpointOf(url: string): { socket: string } | { host: string; port: string } | { elsewhere: string } {
  const u = new URL(url);
  const host = u.searchParams.get('host');
  if (host === null) return { host: u.hostname, port: u.port || '5432' };
  return host.startsWith('/') ? { socket: host } : { elsewhere: host };
}

/** Whether a connection URL stays on this machine: 127.0.0.1 or localhost, or a unix socket's directory. */
export function onThisMachine(url: string): boolean {
  const to = endpointOf(url);
  return 'socket' in to || ('host' in to && (to.host === '127.0.0.1' || to.host === 'localhost'));
}

/** How the bench reaches the server, for its report: "unix socket /var/run/postgresql" or "TCP 127.0.0.1:5432". */
export function transportOf(url: string): string {
  const to = endpointOf(url);
  return 'socket' in to ? `unix socket ${to.socket}` : 'host' in to ? `TCP ${to.host}:${to.port}` : `TCP ${to.elsewhere}`;
}

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
