import type { ErrorBody } from './schemas/common';
import { TOKEN_KEY } from './tokenKey';

/**
 * The one HTTP client both front ends use. It adds the bearer token, the
 * gateway client headers and the interface language, and turns non-2xx answers
 * into ApiError carrying the status, the message and the per-field errors.
 */
export const API_VERSION = '1.0.2';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ErrorBody | null,
  ) {
    super(message);
  }
  get errors(): Record<string, string[]> {
    return this.body?.errors ?? {};
  }
  get code(): string | undefined {
    return this.body?.code;
  }
}

/** The spec's catalogue (section 8): what a status means when the body says nothing. */
export const statusMessages: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export type RuntimeConfig = {
  version: string;
  mapTileUrl: string;
  mapAttribution: string;
  gatewayClientId: string | null;
  gatewayClientSecret: string | null;
};

export function readRuntimeConfig(): RuntimeConfig {
  const fallback: RuntimeConfig = {
    version: 'dev',
    mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapAttribution: '&copy; OpenStreetMap contributors',
    gatewayClientId: null,
    gatewayClientSecret: null,
  };
  if (typeof document === 'undefined') return fallback;
  const meta = document.querySelector('meta[name="rigrest-config"]');
  try {
    return { ...fallback, ...(meta ? (JSON.parse(meta.getAttribute('content') ?? '{}') as Partial<RuntimeConfig>) : {}) };
  } catch {
    return fallback;
  }
}

type TokenStore = { get(): string | null; set(token: string | null): void };

export const tokenStore: TokenStore = {
  get: () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY)),
  set: (token) => {
    if (typeof localStorage === 'undefined') return;
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  },
};

export type Query = Record<string, string | number | boolean | null | undefined | Array<string | number>>;

export type RequestOptions = {
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

type Listener = (event: { type: 'start' } | { type: 'end'; error?: ApiError }) => void;

export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * Where a request made while the server renders a page goes (src/entry-server.tsx sets it: the API in-process, in
 * the page's language, for the page's visitor). In the browser it gives nothing and requests use fetch.
 */
export const requestScope: { current: () => { fetch: typeof fetch; language: string } | undefined } = { current: () => undefined };

export function createApiClient(opts: { baseUrl?: string; tokens?: TokenStore; language?: () => string } = {}) {
  const baseUrl = opts.baseUrl ?? '/api';
  const tokens = opts.tokens ?? tokenStore;
  const listeners = new Set<Listener>();
  const runtime = readRuntimeConfig();
  let onUnauthorized: (() => void) | null = null;

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const token = tokens.get();
    if (token) {
      headers.Authorization = `Bearer ${token}`;
    }
    if (runtime.gatewayClientId && runtime.gatewayClientSecret) {
      headers['client-id'] = runtime.gatewayClientId;
      headers['client-secret'] = runtime.gatewayClientSecret;
    }
    const scope = requestScope.current();
    const lang = scope?.language ?? opts.language?.();
    if (lang) headers['Accept-Language'] = lang;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    listeners.forEach((l) => l({ type: 'start' }));
    let error: ApiError | undefined;
    try {
      const res = await (scope?.fetch ?? fetch)(`${baseUrl}${path}${toQueryString(options.query)}`, { method, headers, body, signal: options.signal });
      const type = res.headers.get('content-type') ?? '';
      const payload: unknown = type.includes('application/json') ? await res.json().catch(() => null) : await res.text();
      if (!res.ok) {
        const errBody = payload && typeof payload === 'object' ? (payload as ErrorBody) : null;
        error = new ApiError(res.status, errBody?.message ?? statusMessages[res.status] ?? 'Generic Error', errBody);
        if (res.status === 401 && token) onUnauthorized?.();
        throw error;
      }
      return payload as T;
    } catch (err) {
      if (err instanceof ApiError) throw err;
      if ((err as Error).name === 'AbortError') throw err;
      error = new ApiError(0, 'Generic Error', null);
      throw error;
    } finally {
      listeners.forEach((l) => l({ type: 'end', error }));
    }
  }

  return {
    request,
    get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, { query, signal }),
    post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
    put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
    patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, { body }),
    delete: <T>(path: string) => request<T>('DELETE', path),
    /** Downloads a non-JSON answer (CSV export) with the same headers. */
    async download(path: string, query?: Query): Promise<Blob> {
      const text = await request<string>('GET', path, { query, headers: { Accept: 'text/csv' } });
      return new Blob([text], { type: 'text/csv;charset=utf-8' });
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onUnauthorized(handler: (() => void) | null) {
      onUnauthorized = handler;
    },
    tokens,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
