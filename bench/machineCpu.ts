import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports process times in clock ticks; 100 a second on every kernel this runs on (USER_HZ). */
const TICK_MS = 10;

/**
 * CPU time (ms, user + system) of the PostgreSQL server's processes on this machine, read from /proc; null where
 * there is no /proc or no postgres process (PGlite runs inside this process). The pool's connections live through a
 * run, so the difference of two readings is what the database spent on the statements sent between them.
 */
export const postgresCpuMs = () => procCpuMs((_pid, comm) => comm === 'postgres');

/** CPU time (ms) of one process by its pid, from /proc; null where it cannot be read. */
export const pidCpuMs = (pid: number) => procCpuMs((p) => p === pid);

function procCpuMs(match: (pid: number, comm: string) => boolean): number | null {
  let dirs: string[];
  try {
    dirs = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  let ticks = 0;
  let found = false;
  for (const pid of dirs) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // "pid (comm) state ppid …": comm may hold spaces, so fields are counted after its closing parenthesis.
    const close = stat.lastIndexOf(')');
    if (!match(Number(pid), stat.slice(stat.indexOf('(') + 1, close))) continue;
    const fields = stat.slice(close + 2).split(' ');
    // After the state (field 3), utime and stime are fields 14 and 15 of the whole line.
    ticks += Number(fields[11]) + Number(fields[12]);
    found = true;
  }
  return found ? ticks * TICK_MS : null;
}

/** This process's CPU time (ms, user + system). */
export const processCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

export type CpuSpent = { processMs: number; postgresMs: number | null; otherMs: number | null };

/** CPU spent by this process, by PostgreSQL and by another process (the load client) while `run` ran. */
export async function cpuWhile<T>(run: () => Promise<T>, otherPid?: number): Promise<{ result: T } & CpuSpent> {
  const other = () => (otherPid === undefined ? null : pidCpuMs(otherPid));
  const [pgBefore, otherBefore, before] = [postgresCpuMs(), other(), processCpuMs()];
  const result = await run();
  const processMs = processCpuMs() - before;
  const [pgAfter, otherAfter] = [postgresCpuMs(), other()];
  const diff = (a: number | null, b: number | null) => (a === null || b === null ? null : b - a);
  return { result, processMs, postgresMs: diff(pgBefore, pgAfter), otherMs: diff(otherBefore, otherAfter) };
}
