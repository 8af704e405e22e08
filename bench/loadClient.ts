import { fork, type ChildProcess } from 'node:child_process';
import type { ClientReply, ClientRequest } from './client';
import type { LoadJob, LoadResult } from './load';

export type LoadClient = { run(job: LoadJob): Promise<LoadResult>; close(): void };

/** Starts bench/client.ts in a child process (tsx's loader is inherited through execArgv). */
export function startLoadClient(): LoadClient {
  const child: ChildProcess = fork(new URL('./client.ts', import.meta.url), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let nextId = 1;
  const pending = new Map<number, { resolve(r: LoadResult): void; reject(e: Error): void }>();
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
  return {
    run(job) {
      const id = nextId++;
      // Warm-up and measurement are each bounded by maxSeconds; a wedged child is given up on after both and a margin.
      const limitMs = (job.maxSeconds * 2 + 30) * 1000;
      return new Promise<LoadResult>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`load client gave no answer in ${limitMs / 1000} s`));
        }, limitMs);
        pending.set(id, {
          resolve: (r) => (clearTimeout(timer), resolve(r)),
          reject: (e) => (clearTimeout(timer), reject(e)),
        });
        child.send({ id, job } satisfies ClientRequest);
      });
    },
    close() {
      if (child.connected) child.disconnect();
      if (child.exitCode === null) child.kill();
    },
  };
}
