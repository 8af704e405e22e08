import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRng, type Rng } from './prng';

/** What can go wrong on the wire, injected by configuration or at runtime. */
export type Fault = {
  /**
   * `503`/`500`/`429`/`401`: answer that status instead of handling the request; `delay`: wait `ms`, then handle;
   * `late`: handle (so a book is made) and answer only after `ms` — the caller has long given up; `reset`: drop the
   * connection without an answer; `malformed`: answer 200 with a body of the wrong shape (`json`, or `text` — an HTML
   * page when neither is given), as a supplier does after an unannounced change or behind a misconfigured proxy.
   */
  kind: '503' | '500' | '429' | '401' | 'delay' | 'late' | 'reset' | 'malformed';
  /** Exact path, or a prefix ending in `*`; every path when absent. */
  path?: string;
  method?: string;
  /** How many matching requests it hits; 1 when absent, Infinity for all. */
  times?: number;
  /** 429: sends `Retry-After` with these seconds; without it, no header. */
  retryAfterSeconds?: number;
  ms?: number;
  /** 500: the supplier error code (DerbySoft `errorCode`), e.g. `System`. */
  errorCode?: string;
  errorMessage?: string;
  /** `malformed`: the JSON body answered instead of the real one. */
  json?: unknown;
  /** `malformed`: a text body answered instead (with `contentType`, text/html by default). */
  text?: string;
  contentType?: string;
};

/** The 200 a `malformed` fault answers: its JSON, its text, or a maintenance page. */
export function malformedReply(f: Fault): SimReply {
  if (f.json !== undefined) return { status: 200, json: f.json };
  return { status: 200, text: f.text ?? '<!DOCTYPE html><html><body><h1>Scheduled maintenance</h1></body></html>', contentType: f.contentType ?? 'text/html; charset=utf-8' };
}

/** Random failures at a steady rate, for a demo that feels like the real thing. Seeded. */
export type Chaos = { rate503?: number; rate429?: number; paths?: string[] };

export type LatencyProfile = { median: number; sigma: number; max: number };
/** `realistic`: the profiles; `none`: answer at once (tests); a number scales the profiles. */
export type LatencySetting = 'realistic' | 'none' | number;

export type SimRequest = {
  /** Arrival order across every simulator in this process. */
  seq: number;
  at: string;
  server: string;
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  body: unknown;
  status: number;
  durationMs: number;
  fault: Fault['kind'] | null;
  /** The caller hung up before the answer was written. */
  abandoned: boolean;
};

export type SimContext = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
  params: Record<string, string>;
  baseUrl: string;
};

export type SimReply = { status: number; json?: unknown; text?: string; binary?: Buffer; contentType?: string; headers?: Record<string, string> };

export type Route = {
  method: 'GET' | 'POST';
  /** `/v1/listings/:id/assets` */
  pattern: string;
  latency?: LatencyProfile;
  /** Checked after faults: a 401 here is the supplier refusing the credential. */
  public?: boolean;
  handle(ctx: SimContext): SimReply | Promise<SimReply>;
};

export class FaultBook {
  private faults: Fault[] = [];
  private readonly rng: Rng;
  constructor(
    initial: Fault[] = [],
    private chaos: Chaos = {},
    seed = 'faults',
  ) {
    this.rng = createRng(seed);
    initial.forEach((f) => this.inject(f));
  }
  inject(f: Fault): void {
    this.faults.push({ ...f, times: f.times ?? 1 });
  }
  setChaos(chaos: Chaos): void {
    this.chaos = chaos;
  }
  clear(): void {
    this.faults = [];
    this.chaos = {};
  }
  get pending(): readonly Fault[] {
    return this.faults;
  }
  /** The fault this request meets, if any; it is used up by one. */
  take(method: string, path: string): Fault | undefined {
    const i = this.faults.findIndex((f) => (!f.method || f.method === method) && matches(f.path, path));
    if (i >= 0) {
      const f = this.faults[i]!;
      f.times = (f.times ?? 1) - 1;
      if (f.times <= 0) this.faults.splice(i, 1);
      return f;
    }
    const { rate503 = 0, rate429 = 0, paths } = this.chaos;
    if ((rate503 || rate429) && (!paths || paths.some((p) => matches(p, path)))) {
      const r = this.rng.next();
      if (r < rate503) return { kind: '503' };
      if (r < rate503 + rate429) return { kind: '429', retryAfterSeconds: 1 };
    }
    return undefined;
  }
}

let arrivals = 0;

const matches = (pattern: string | undefined, path: string) =>
  !pattern || (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path);

export type SimServerOptions = {
  name: string;
  routes: Route[];
  faults: FaultBook;
  log: SimRequest[];
  latency: LatencySetting;
  seed: string;
  /** The supplier's own answer for a fault status (bodies differ between suppliers). */
  faultReply(f: Fault): SimReply;
  /** Requests kept in `log` (oldest dropped first), so a long-running demo does not grow without end. */
  logLimit?: number;
  /** The supplier's credential check for non-public routes; null when the request may pass. */
  authorize(ctx: SimContext): SimReply | null;
  host?: string;
  port?: number;
};

export type SimServer = { url: string; close(): Promise<void> };

type Compiled = Route & { regex: RegExp; keys: string[] };

function compile(r: Route): Compiled {
  const keys: string[] = [];
  const source = r.pattern.replace(/\/+$/, '').replace(/:([A-Za-z]+)/g, (_m, k: string) => {
    keys.push(k);
    return '([^/]+)';
  });
  return { ...r, regex: new RegExp(`^${source}/?$`), keys };
}

async function readBody(req: IncomingMessage): Promise<{ body: unknown; bad: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > 2_000_000) return { body: undefined, bad: true };
    chunks.push(c as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return { body: undefined, bad: false };
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return { body: Object.fromEntries(new URLSearchParams(text)), bad: false };
  try {
    return { body: JSON.parse(text) as unknown, bad: false };
  } catch {
    return { body: text, bad: true };
  }
}

export async function startSimServer(o: SimServerOptions): Promise<SimServer> {
  const routes = o.routes.map(compile);
  const rng = createRng(`${o.seed}:${o.name}:latency`);
  const timers = new Set<NodeJS.Timeout>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      if (ms <= 0) return resolve();
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });
  const latencyOf = (p: LatencyProfile | undefined) => {
    if (!p || o.latency === 'none' || o.latency === 0) return 0;
    const scale = typeof o.latency === 'number' ? o.latency : 1;
    return Math.min(p.max, rng.logNormal(p.median, p.sigma)) * scale;
  };
  let baseUrl = '';
  const logLimit = o.logLimit ?? 5_000;
  const record = (entry: SimRequest) => {
    o.log.push(entry);
    if (o.log.length > logLimit) o.log.splice(0, o.log.length - logLimit);
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void handle(req, res).catch((err: unknown) => {
      if (!res.headersSent && !res.destroyed) {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(`simulator error: ${String(err)}`);
      }
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = Date.now();
    const url = new URL(req.url ?? '/', baseUrl);
    const method = req.method ?? 'GET';
    const path = url.pathname;
    const { body, bad } = await readBody(req);
    let abandoned = false;
    res.on('close', () => {
      if (!res.writableFinished) abandoned = true;
    });
    const entry: SimRequest = {
      seq: ++arrivals,
      at: new Date(started).toISOString(),
      server: o.name,
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization ?? null,
      body,
      status: 0,
      durationMs: 0,
      fault: null,
      abandoned: false,
    };
    const send = (reply: SimReply) => {
      entry.status = reply.status;
      entry.durationMs = Date.now() - started;
      entry.abandoned = abandoned;
      record(entry);
      if (abandoned || res.destroyed) return;
      const headers: Record<string, string> = { ...reply.headers };
      let payload: Buffer | string = '';
      if (reply.binary) {
        payload = reply.binary;
        headers['content-type'] = reply.contentType ?? 'application/octet-stream';
      } else if (reply.json !== undefined) {
        payload = JSON.stringify(reply.json);
        headers['content-type'] = 'application/json; charset=utf-8';
      } else if (reply.text !== undefined) {
        payload = reply.text;
        headers['content-type'] = reply.contentType ?? 'text/plain; charset=utf-8';
      }
      res.writeHead(reply.status, headers);
      res.end(payload);
    };

    const route = routes.find((r) => r.method === method && r.regex.test(path));
    await wait(latencyOf(route?.latency));
    const fault = o.faults.take(method, path);
    entry.fault = fault?.kind ?? null;
    if (fault?.kind === 'reset') {
      entry.durationMs = Date.now() - started;
      record(entry);
      req.socket.destroy();
      return;
    }
    if (fault?.kind === 'malformed') return send(malformedReply(fault));
    if (fault && fault.kind !== 'delay' && fault.kind !== 'late') return send(o.faultReply(fault));
    if (fault?.kind === 'delay') await wait(fault.ms ?? 0);
    if (!route) return send({ status: 404, json: { error: 'Not Found' } });
    const m = route.regex.exec(path)!;
    const params = Object.fromEntries(route.keys.map((k, i) => [k, decodeURIComponent(m[i + 1]!)]));
    const ctx: SimContext = { method, path, query: url.searchParams, headers: req.headers, body, params, baseUrl };
    if (!route.public) {
      const denied = o.authorize(ctx);
      if (denied) return send(denied);
    }
    if (bad) return send({ status: 400, json: { error: 'Malformed request body' } });
    const reply = await route.handle(ctx);
    if (fault?.kind === 'late') await wait(fault.ms ?? 0);
    send(reply);
  }

  await new Promise<void>((resolve) => server.listen(o.port ?? 0, o.host ?? '127.0.0.1', resolve));
  const addr = server.address() as AddressInfo;
  baseUrl = `http://${addr.address}:${addr.port}`;
  return {
    url: baseUrl,
    close: () =>
      new Promise<void>((resolve) => {
        timers.forEach((t) => clearTimeout(t));
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export const LATENCY = {
  content: { median: 120, sigma: 0.5, max: 2_000 },
  images: { median: 40, sigma: 0.4, max: 500 },
  shopping: { median: 90, sigma: 0.5, max: 1_500 },
  // Booking calls are slow, with a long tail (p99 about 3 s).
  booking: { median: 450, sigma: 0.85, max: 8_000 },
} satisfies Record<string, LatencyProfile>;
