import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for (a mail whose sending would tell an observer, by the answer's
 * timing, that an account exists). Failures are logged; `idle()` waits for everything started so far (shutdown,
 * tests).
 */
export type Background = {
  run(name: string, work: () => Promise<unknown>): void;
  idle(): Promise<void>;
  /** Waits also for these (long work a module keeps itself, e.g. searches in progress) in `settled()`. */
  alsoAwait(drain: () => Promise<void>): void;
  /** Everything started so far and everything registered with alsoAwait (shutdown, tests). */
  settled(): Promise<void>;
};

export function createBackground(log: FastifyBaseLogger): Background {
  const running = new Set<Promise<unknown>>();
  const drains: (() => Promise<void>)[] = [];
  return {
    run(name, work) {
      const task = (async () => {
        try {
          await work();
        } catch (err) {
          log.error({ err, task: name }, 'background task failed');
        }
      })();
      running.add(task);
      void task.finally(() => running.delete(task));
    },
    async idle() {
      while (running.size) await Promise.all([...running]);
    },
    alsoAwait(drain) {
      drains.push(drain);
    },
    async settled() {
      await this.idle();
      await Promise.all(drains.map((d) => d()));
    },
  };
}
