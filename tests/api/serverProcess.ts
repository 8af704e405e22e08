import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs `node --import tsx server/main.ts` with the given environment (and little else), collecting its output. */
export function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', SUPPLIER_SIM_LATENCY: 'none', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    /** Waits for a line of output, failing at once if the process ends. */
    async waitFor(text: string, ms: number) {
      const until = Date.now() + ms;
      while (!output.includes(text)) {
        if (Date.now() > until || child.exitCode !== null) throw new Error(`"${text}" did not appear:\n${output}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    /** Polls GET `url` until `accept` holds for its answer, failing if the process ends or `ms` passes. */
    async poll(url: string, accept: (res: Response, body: string) => boolean, ms: number, headers: Record<string, string> = {}) {
      const until = Date.now() + ms;
      let last = 'no answer';
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) while polling ${url}:\n${output}`);
        try {
          const res = await fetch(url, { headers, signal: AbortSignal.timeout(5000) });
          const body = await res.text();
          if (accept(res, body)) return { res, body };
          last = `${res.status} ${body.slice(0, 200)}`;
        } catch (err) {
          last = String(err);
        }
        if (Date.now() > until) throw new Error(`${url} did not answer as expected within ${ms} ms (last: ${last}):\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
