import { fork, type ChildProcess } from 'node:child_process';
import type { BookingJob, BookingLoadResult } from './bookingLoad';
import type { ClientReply, ClientRequest, ClientResult } from './client';
import type { LoadJob, LoadResult } from './load';
import type { SearchJob, SearchLoadResult } from './searchLoad';

export type LoadClient = { run(job: LoadJob): Promise<LoadResult>; search(job: SearchJob): Promise<SearchLoadResult>; book(job: BookingJob, maxSeconds: number): Promise<BookingLoadResult>; close(): void; /** The client's process (its CPU is read apart from the server's). */ pid: number | undefined };

/** Starts bench/client.ts in a child process (tsx's loader is inherited through execArgv). */
export function startLoadClient(): LoadClient {
  const child: ChildProcess = fork(new URL('./client.ts', import.meta.url), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let nextId = 1;
  const pending = new Map<number, { resolve(r: ClientResult): void; reject(e: Error): void }>();
  child.on('message', (reply: ClientReply) => {
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if ('error' in reply) waiter.reject(new Error(reply.error));
    else waiter.resolve(reply.result);
  });
  child.on('exit', (code) => {
    for (const w of pending.values()) w.reject(new Error(`load client exited (${code})`));
    pending.clear();
  });
  function ask<R extends ClientResult>(request: ClientRequest, maxSeconds: number): Promise<R> {
    // Warm-up and measurement are each bounded by maxSeconds; a wedged child is given up on after both and a margin.
    const limitMs = (maxSeconds * 2 + 30) * 1000;
    return new Promise<R>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(request.id);
        reject(new Error(`load client gave no answer in ${limitMs / 1000} s`));
      }, limitMs);
      pending.set(request.id, {
        resolve: (r) => (clearTimeout(timer), resolve(r as R)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
      child.send(request);
    });
  }
  return {
    pid: child.pid,
    run: (job) => ask<LoadResult>({ id: nextId++, job }, job.maxSeconds),
    search: (job) => ask<SearchLoadResult>({ id: nextId++, search: job }, job.maxSeconds + job.timeoutMs / 1000),
    book: (job, maxSeconds) => ask<BookingLoadResult>({ id: nextId++, book: job }, maxSeconds),
    close() {
      if (child.connected) child.disconnect();
      if (child.exitCode === null) child.kill();
    },
  };
}
