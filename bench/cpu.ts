import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Db } from '../server/db';

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ: 100 on every Linux build we run). */
const TICKS_PER_SECOND = 100;

/** User + system CPU ms one process has used so far, or null when it is gone (or this is not Linux). */
export async function procCpuMs(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * CPU ms used so far by the PostgreSQL backends serving this database (the app's pool), read from /proc: the server is
 * on this machine (the bench refuses any other host). Null on PGlite, whose "backend" is the bench process itself.
 */
export async function backendsCpuMs(db: Db): Promise<Map<number, number> | null> {
  let pids: number[];
  try {
    const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`.execute(db);
    pids = rows.map((r) => Number(r.pid));
  } catch {
    return null;
  }
  const out = new Map<number, number>();
  for (const pid of pids) {
    const ms = await procCpuMs(pid);
    if (ms !== null) out.set(pid, ms);
  }
  return out.size ? out : null;
}

/** CPU ms the backends used between two readings (a backend that appeared in between counts from zero). */
export function backendsDelta(before: Map<number, number> | null, after: Map<number, number> | null): number | null {
  if (!after) return null;
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before?.get(pid) ?? 0);
  return sum;
}

/** This process's CPU ms (user + system) since `since`. */
export const processCpuMs = (since: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
};

/** CPU ms spent while a run ran: by this process, by the database's backends, and by another process (the load client). */
export type CpuSpent = { processMs: number; backendsMs: number | null; otherMs: number | null };

export async function cpuWhile<T>(db: Db, run: () => Promise<T>, otherPid?: number): Promise<{ result: T } & CpuSpent> {
  const other = () => (otherPid === undefined ? Promise.resolve(null) : procCpuMs(otherPid));
  const [backendsBefore, otherBefore] = [await backendsCpuMs(db), await other()];
  const before = process.cpuUsage();
  const result = await run();
  const processMs = processCpuMs(before);
  const [backendsAfter, otherAfter] = [await backendsCpuMs(db), await other()];
  return { result, processMs, backendsMs: backendsDelta(backendsBefore, backendsAfter), otherMs: otherBefore === null || otherAfter === null ? null : otherAfter - otherBefore };
}
