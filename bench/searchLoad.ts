import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { HotelSearchRequest } from '../src/api/schemas/hotelSearch';
import { SEARCH_READ_WAIT_MS } from '../src/api/searchOptions';
import { assertLoopback } from './load';

export type SearchJob = {
  /** http://127.0.0.1:<port>; anything else is refused. */
  baseUrl: string;
  /** Search bodies, taken in turn. */
  searches: HotelSearchRequest[];
  concurrency: number;
  warmup: number;
  /** Searches to time. */
  count: number;
  maxSeconds: number;
  /** Pause between two polls of a running search. */
  pollMs: number;
  /** A search not complete after this long counts as an error. */
  timeoutMs: number;
  acceptEncoding: string;
};

/** One timed search, from sending the POST. */
export type SearchTiming = {
  postMs: number;
  /** The first results page answered, complete or not. */
  firstPageMs: number;
  /** The first page answered with `searching: false`. */
  completeMs: number;
  polls: number;
  total: number;
  status: string;
  /** Hits of the complete page per rate status (available, sold_out, unavailable, pending). */
  rates: Record<string, number>;
};

export type SearchLoadResult = {
  timings: SearchTiming[];
  wallMs: number;
  errors: number;
  failures: string[];
  timedOut: boolean;
};

type Answer = { status: number; body: string };

function send(agent: http.Agent, method: 'GET' | 'POST', url: URL, job: SearchJob, body?: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          accept: 'application/json',
          // Bodies are read as text here, so the answer is asked for uncompressed; the server's compression is
          // the same for every scenario and the list scenarios measure it.
          'accept-encoding': 'identity',
          ...(body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.setTimeout(job.timeoutMs, () => req.destroy(new Error(`no answer in ${job.timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type ResultsPage = { data: { rate?: { status?: string } }[]; meta: { total: number }; status: string; searching: boolean };

/** POST /api/hotels/search (answered with page 1 when the search ends within the wait), else GET page 1 every `pollMs` until the search says it is no longer searching. */
async function searchOnce(agent: http.Agent, job: SearchJob, body: HotelSearchRequest, sessionId: string): Promise<SearchTiming> {
  const started = performance.now();
  // As the storefront asks: the first page comes with the token when the search finishes within the wait.
  const post = await send(agent, 'POST', new URL(`/api/hotels/search?wait=${SEARCH_READ_WAIT_MS}`, job.baseUrl), job, JSON.stringify(body), {
    'Session-Time': new Date().toISOString(),
    'User-Id': 'bench',
    'Session-Id': sessionId,
  });
  const postMs = performance.now() - started;
  if (post.status !== 201 && post.status !== 200) throw new Error(`POST /api/hotels/search answered ${post.status}: ${post.body.slice(0, 200)}`);
  const { token, results } = JSON.parse(post.body) as { token: string; results?: ResultsPage };
  const url = new URL(`/api/hotels/search/results?token=${encodeURIComponent(token)}&page=1`, job.baseUrl);
  const complete = (page: ResultsPage, firstPageMs: number, now: number, polls: number): SearchTiming => {
    const rates: Record<string, number> = {};
    for (const hit of page.data) rates[hit.rate?.status ?? 'none'] = (rates[hit.rate?.status ?? 'none'] ?? 0) + 1;
    return { postMs, firstPageMs, completeMs: now, polls, total: page.meta.total, status: page.status, rates };
  };
  if (results && !results.searching) return complete(results, postMs, postMs, 0);
  let firstPageMs = results ? postMs : Number.NaN;
  for (let polls = 1; ; polls++) {
    const res = await send(agent, 'GET', url, job);
    const now = performance.now() - started;
    if (res.status !== 200) throw new Error(`GET /api/hotels/search/results answered ${res.status}: ${res.body.slice(0, 200)}`);
    if (Number.isNaN(firstPageMs)) firstPageMs = now;
    const page = JSON.parse(res.body) as ResultsPage;
    if (!page.searching) return complete(page, firstPageMs, now, polls);
    if (now + job.pollMs > job.timeoutMs) throw new Error(`search still running after ${Math.round(now)} ms`);
    await sleep(job.pollMs);
  }
}

/**
 * `warmup` then `count` searches with at most `concurrency` searchers at once, each one a different driver
 * (its own Session-Id) posting a search and polling its first page until complete.
 */
export async function runSearchLoad(job: SearchJob): Promise<SearchLoadResult> {
  assertLoopback(job.baseUrl);
  if (!job.searches.length) throw new Error('no searches to send');
  // Each searcher polls over its own connection, as each browser would.
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.concurrency });
  let next = 0;
  const result: SearchLoadResult = { timings: [], wallMs: 0, errors: 0, failures: [], timedOut: false };
  const fail = (why: string) => {
    result.errors++;
    if (result.failures.length < 5) result.failures.push(why);
  };
  const phase = async (count: number, deadline: number, record: (t: SearchTiming) => void) => {
    let issued = 0;
    const searcher = async () => {
      const sessionId = randomUUID();
      while (issued < count && performance.now() < deadline) {
        issued++;
        const body = job.searches[next++ % job.searches.length]!;
        try {
          record(await searchOnce(agent, job, body, sessionId));
        } catch (err) {
          fail(err instanceof Error ? err.message : String(err));
        }
      }
    };
    await Promise.all(Array.from({ length: job.concurrency }, searcher));
  };
  try {
    await phase(job.warmup, performance.now() + job.maxSeconds * 1000, () => undefined);
    const started = performance.now();
    await phase(job.count, started + job.maxSeconds * 1000, (t) => result.timings.push(t));
    result.wallMs = performance.now() - started;
    result.timedOut = result.timings.length + result.errors < job.count;
  } finally {
    agent.destroy();
  }
  return result;
}
