import { SupplierError, type SupplierName } from './types';

/** How an adapter talks HTTP: per-call timeout, and retries with backoff for calls that are safe to repeat. */
export type HttpOptions = {
  timeoutMs: number;
  /** Extra attempts after the first, for safe calls only. */
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the error goes to the caller. */
  maxRetryAfterMs: number;
  fetch: typeof fetch;
  /** Waits between attempts; should end early when `signal` aborts (the caller's deadline passed). */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  random: () => number;
  onEvent?: (e: HttpEvent) => void;
};

export type HttpEvent =
  | { type: 'retry'; operation: string; attempt: number; delayMs: number; error: SupplierError }
  | { type: 'failed'; operation: string; attempts: number; error: SupplierError };

export const defaultHttpOptions: HttpOptions = {
  timeoutMs: 15_000,
  retries: 3,
  baseDelayMs: 250,
  maxDelayMs: 5_000,
  maxRetryAfterMs: 30_000,
  fetch: (...args) => fetch(...args),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done, { once: true });
      function done() {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      }
    }),
  random: Math.random,
};

export type HttpRequest = {
  /** Names the call in errors and events, e.g. `derbysoft.book`. */
  operation: string;
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  /** Repeating the call cannot change anything at the supplier: it may be retried. */
  safe: boolean;
  /** The call changes state at the supplier (a book): an answer we did not get is an `unknown_outcome`. */
  commits?: boolean;
  timeoutMs?: number;
  /**
   * The caller's deadline, shared by every attempt: when it aborts, the call in flight is given up (a committing
   * call then has an unknown outcome) and no retry starts. A call not yet sent when it aborts is never sent.
   */
  signal?: AbortSignal;
};

export type HttpResponse = { status: number; headers: Headers; text: string; body: unknown };

/** Turns a non-2xx answer into the supplier's error; supplier-specific because error bodies differ. */
export type ErrorClassifier = (res: HttpResponse, req: HttpRequest) => SupplierError;

export type HttpClient = { send(req: HttpRequest): Promise<HttpResponse> };

// Errors raised before a request left this machine: nothing can have happened at the supplier.
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ERR_INVALID_URL']);

export function createHttpClient(supplier: SupplierName, classify: ErrorClassifier, options: Partial<HttpOptions> = {}): HttpClient {
  const o: HttpOptions = { ...defaultHttpOptions, ...options };

  const fail = (req: HttpRequest, kind: SupplierError['kind'], message: string, extra: SupplierError['details'] = {}) =>
    new SupplierError(supplier, kind, `${req.operation}: ${message}`, { operation: req.operation, ...extra });

  async function attempt(req: HttpRequest): Promise<HttpResponse> {
    // Nothing left the machine: even a book is simply not made.
    if (req.signal?.aborted) throw fail(req, 'timeout', 'deadline passed before the call', { retryable: false });
    const controller = new AbortController();
    const timeoutMs = req.timeoutMs ?? o.timeoutMs;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onDeadline = () => controller.abort();
    req.signal?.addEventListener('abort', onDeadline, { once: true });
    const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
    let body: string | undefined;
    if (req.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(req.json);
    } else if (req.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(req.form).toString();
    }
    try {
      const res = await o.fetch(req.url, { method: req.method, headers, body, signal: controller.signal });
      const text = await res.text();
      const parsed = parseJson(text);
      const out: HttpResponse = { status: res.status, headers: res.headers, text, body: parsed };
      if (res.status >= 200 && res.status < 300) {
        if (parsed === undefined && text.trim() !== '') {
          // An HTML page or a truncated body: a proxy or a changed API, not a passing glitch — the same comes back.
          const what = `answer is not JSON (${res.headers.get('content-type')?.split(';')[0] ?? 'no content type'})`;
          throw req.commits
            ? fail(req, 'unknown_outcome', what, { status: res.status, retryable: false })
            : fail(req, 'bad_answer', what, { status: res.status, retryable: false });
        }
        return out;
      }
      throw classify(out, req);
    } catch (err) {
      if (err instanceof SupplierError) throw err;
      if (controller.signal.aborted) {
        const why = timedOut ? `no answer within ${timeoutMs} ms` : 'no answer before the deadline';
        return Promise.reject(
          req.commits
            ? fail(req, 'unknown_outcome', why, { retryable: false })
            : fail(req, 'timeout', why, timedOut ? {} : { retryable: false }),
        );
      }
      const code = networkCode(err);
      if (code && NOT_SENT_CODES.has(code)) throw fail(req, 'unavailable', `cannot connect (${code})`);
      throw req.commits
        ? fail(req, 'unknown_outcome', `connection lost (${code ?? String(err)})`, { retryable: false })
        : fail(req, 'unavailable', `connection lost (${code ?? String(err)})`);
    } finally {
      clearTimeout(timer);
      req.signal?.removeEventListener('abort', onDeadline);
    }
  }

  return {
    async send(req) {
      for (let n = 0; ; n++) {
        try {
          return await attempt(req);
        } catch (err) {
          const error = err as SupplierError;
          const canRetry = req.safe && error.retryable && n < o.retries && !req.signal?.aborted;
          const wait = error.details.retryAfterMs ?? backoffDelay(n, o);
          if (!canRetry || wait > o.maxRetryAfterMs) {
            o.onEvent?.({ type: 'failed', operation: req.operation, attempts: n + 1, error });
            throw error;
          }
          o.onEvent?.({ type: 'retry', operation: req.operation, attempt: n + 1, delayMs: wait, error });
          await o.sleep(wait, req.signal);
          if (req.signal?.aborted) {
            // The deadline passed while waiting: the last answer is the one to report.
            o.onEvent?.({ type: 'failed', operation: req.operation, attempts: n + 1, error });
            throw error;
          }
        }
      }
    },
  };
}

/** Exponential backoff with "equal jitter": half fixed, half random, so retries spread but never bunch at zero. */
export function backoffDelay(attempt: number, o: Pick<HttpOptions, 'baseDelayMs' | 'maxDelayMs' | 'random'>): number {
  const ceiling = Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** attempt);
  return Math.round(ceiling / 2 + o.random() * (ceiling / 2));
}

/** Retry-After as seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function parseJson(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function networkCode(err: unknown): string | undefined {
  const cause = (err as { cause?: { code?: unknown } } | null)?.cause;
  if (cause && typeof cause.code === 'string') return cause.code;
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  if (err instanceof TypeError && /invalid url/i.test(err.message)) return 'ERR_INVALID_URL';
  return undefined;
}

/** Status-based defaults shared by both suppliers' classifiers. */
export function classifyByStatus(supplier: SupplierName, res: HttpResponse, req: HttpRequest, message: string): SupplierError {
  const details = { status: res.status, operation: req.operation };
  const msg = `${req.operation}: ${message}`;
  const s = res.status;
  if (s === 401 || s === 403) return new SupplierError(supplier, 'auth', msg, details);
  if (s === 429) {
    return new SupplierError(supplier, 'rate_limited', msg, { ...details, retryAfterMs: parseRetryAfter(res.headers.get('retry-after')) });
  }
  if (s === 404) return new SupplierError(supplier, 'not_found', msg, details);
  if (s === 400 || s === 409 || s === 422) return new SupplierError(supplier, 'validation', msg, details);
  if (s >= 500 && req.commits) return new SupplierError(supplier, 'unknown_outcome', msg, { ...details, retryable: false });
  if (s >= 500) return new SupplierError(supplier, 'unavailable', msg, details);
  return new SupplierError(supplier, 'unavailable', msg, { ...details, retryable: false });
}
