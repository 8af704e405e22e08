import http from 'node:http';
import { performance } from 'node:perf_hooks';

export type LoadJob = {
  /** http://127.0.0.1:<port>; anything else is refused. */
  baseUrl: string;
  /** Request paths, taken in turn (one path, or e.g. many hotel slugs). */
  paths: string[];
  concurrency: number;
  warmup: number;
  requests: number;
  /** The measured phase stops issuing requests after this long, whatever is left. */
  maxSeconds: number;
  acceptEncoding: string;
  timeoutMs: number;
  /** Headers sent with the path of the same index (e.g. each driver's own bearer token); none when absent. */
  headers?: Record<string, string>[];
};

export type LoadResult = {
  latenciesMs: number[];
  wallMs: number;
  errors: number;
  /** The first few failures, to say why. */
  failures: string[];
  bytes: number;
  timedOut: boolean;
};

/** Loopback only: the benchmark must never send traffic elsewhere. */
export function assertLoopback(baseUrl: string) {
  const url = new URL(baseUrl);
  if (url.protocol !== 'http:' || url.hostname !== '127.0.0.1') throw new Error(`refusing to load ${baseUrl}: the benchmark only calls http://127.0.0.1`);
}

function requestOnce(agent: http.Agent, url: URL, acceptEncoding: string, timeoutMs: number, extra: Record<string, string> = {}): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { accept: 'application/json', 'accept-encoding': acceptEncoding, ...extra } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on('error', reject);
  });
}

/**
 * Sends `warmup` then `requests` GETs with at most `concurrency` in flight over keep-alive
 * connections, and times each from sending to the last byte of the body.
 */
export async function runLoad(job: LoadJob): Promise<LoadResult> {
  assertLoopback(job.baseUrl);
  if (!job.paths.length) throw new Error('no paths to request');
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.concurrency });
  let next = 0;
  const take = () => {
    const i = next++ % job.paths.length;
    return { url: new URL(job.paths[i]!, job.baseUrl), headers: job.headers?.[i] };
  };

  const phase = async (count: number, deadline: number, record: (ms: number, status: number, bytes: number) => void, fail: (why: string) => void) => {
    let issued = 0;
    const worker = async () => {
      while (issued < count && performance.now() < deadline) {
        issued++;
        const { url, headers } = take();
        const started = performance.now();
        try {
          const { status, bytes } = await requestOnce(agent, url, job.acceptEncoding, job.timeoutMs, headers);
          record(performance.now() - started, status, bytes);
          if (status !== 200) fail(`${status} ${url.pathname}${url.search}`);
        } catch (err) {
          fail(`${err instanceof Error ? err.message : String(err)} ${url.pathname}${url.search}`);
        }
      }
    };
    await Promise.all(Array.from({ length: job.concurrency }, worker));
    return issued;
  };

  const result: LoadResult = { latenciesMs: [], wallMs: 0, errors: 0, failures: [], bytes: 0, timedOut: false };
  const fail = (why: string) => {
    result.errors++;
    if (result.failures.length < 5) result.failures.push(why);
  };
  try {
    await phase(job.warmup, performance.now() + job.maxSeconds * 1000, () => undefined, fail);
    const started = performance.now();
    const deadline = started + job.maxSeconds * 1000;
    await phase(job.requests, deadline, (ms, status, bytes) => {
      if (status === 200) result.latenciesMs.push(ms);
      result.bytes += bytes;
    }, fail);
    result.wallMs = performance.now() - started;
    result.timedOut = result.latenciesMs.length + result.errors < job.requests;
  } finally {
    agent.destroy();
  }
  return result;
}
