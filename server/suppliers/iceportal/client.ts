import { classifyByStatus, createHttpClient, type HttpOptions, type HttpRequest, type HttpResponse } from '../http';
import { SupplierError, type ContentRoomType, type ContentSupplier, type ListPropertiesOptions, type MediaItem } from '../types';
import { mapAssets, mapListing, mapRoomTypes } from './mapping';
import { decodeCursor, encodeCursor, nextPage, type PageCursor } from './paging';
import type { IceAsset, IceListing, IcePage, IceRoomType, IceTokenResponse } from './wire';

export type IcePortalConfig = {
  /** e.g. https://auth.iceportal.com — the token is at {authUrl}/connect/token. */
  authUrl: string;
  /** e.g. https://api.iceportal.com */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  http?: Partial<HttpOptions>;
  /** The largest page ICE Portal is known to serve. */
  maxPageSize?: number;
  now?: () => number;
};

const ASSET_PAGE_SIZE = 100;
const MAX_PAGES = 10_000;

function errorText(res: HttpResponse): string {
  const b = res.body as { error?: unknown; error_description?: unknown; message?: unknown; ErrorMessage?: unknown } | undefined;
  const parts = [b?.error, b?.error_description ?? b?.message ?? b?.ErrorMessage].filter((p) => typeof p === 'string' && p);
  return parts.length ? parts.join(': ') : `HTTP ${res.status}`;
}

const classify = (res: HttpResponse, req: HttpRequest): SupplierError => {
  // The token endpoint answers a bad client with 400 invalid_client (OAuth 2): that is an auth problem, not ours to retry.
  if (req.operation === 'ice_portal.token' && res.status === 400) {
    return new SupplierError('ice_portal', 'auth', `${req.operation}: ${errorText(res)}`, { status: 400, operation: req.operation });
  }
  return classifyByStatus('ice_portal', res, req, errorText(res));
};

export type IcePortalClient = ContentSupplier & {
  /** Drops the cached token (tests; credential rotation). */
  resetToken(): void;
};

export function createIcePortalClient(cfg: IcePortalConfig): IcePortalClient {
  const http = createHttpClient('ice_portal', classify, cfg.http);
  const now = cfg.now ?? Date.now;
  const maxPageSize = cfg.maxPageSize ?? 500;
  const apiUrl = cfg.apiUrl.replace(/\/+$/, '');
  let token: { value: string; refreshAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const res = await http.send({
      operation: 'ice_portal.token',
      method: 'POST',
      url: `${cfg.authUrl.replace(/\/+$/, '')}/connect/token`,
      form: { grant_type: 'client_credentials', client_id: cfg.clientId, client_secret: cfg.clientSecret },
      safe: true,
    });
    const body = res.body as IceTokenResponse | undefined;
    if (!body?.access_token) throw new SupplierError('ice_portal', 'auth', 'ice_portal.token: no access_token in the answer', { status: res.status });
    const ttlMs = (typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 3600) * 1000;
    // Refresh a little before expiry so a request never leaves with a token about to lapse.
    token = { value: body.access_token, refreshAt: now() + ttlMs - Math.min(60_000, ttlMs / 10) };
    return body.access_token;
  }

  function currentToken(): Promise<string> {
    if (token && now() < token.refreshAt) return Promise.resolve(token.value);
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function get<T>(operation: string, path: string, query: Record<string, string | number | boolean> = {}): Promise<T> {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    const url = `${apiUrl}${path}${qs ? `?${qs}` : ''}`;
    const send = async (bearer: string) =>
      (await http.send({ operation, method: 'GET', url, headers: { authorization: `Bearer ${bearer}` }, safe: true })).body as T;
    const used = await currentToken();
    try {
      return await send(used);
    } catch (err) {
      if (!(err instanceof SupplierError) || err.kind !== 'auth') throw err;
      // The token expired or was revoked early: get a new one, once.
      if (token?.value === used) token = null;
      return send(await currentToken());
    }
  }

  async function allPages<T>(operation: string, path: string, query: Record<string, string | number | boolean>, size: number): Promise<T[]> {
    const out: T[] = [];
    let c: PageCursor = { page: 1, size, seen: 0 };
    for (let i = 0; i < MAX_PAGES; i++) {
      const body = await get<IcePage<T> | T[] | undefined>(operation, path, { ...query, page: c.page, pageSize: size });
      const results = pageResults(body);
      out.push(...results);
      const next = nextPage(Array.isArray(body) ? {} : body, results.length, c);
      if (!next.more) break;
      c = { ...c, page: c.page + 1, seen: next.seen };
    }
    return out;
  }

  return {
    resetToken() {
      token = null;
    },

    async listProperties(opts: ListPropertiesOptions) {
      const c: PageCursor = opts.cursor
        ? decodeCursor(opts.cursor)
        : { page: 1, size: Math.max(1, Math.min(maxPageSize, opts.pageSize ?? maxPageSize)), seen: 0, ...(opts.since ? { since: opts.since } : {}) };
      const since = c.since ? Date.parse(c.since) : NaN;
      if (c.since && Number.isNaN(since)) throw new SupplierError('ice_portal', 'validation', 'ice_portal.listings: since is not a date', { retryable: false });
      const body = await get<IcePage<IceListing> | IceListing[] | undefined>('ice_portal.listings', '/v1/listings', { info: 'full', page: c.page, pageSize: c.size });
      const results = pageResults(body);
      // The API has no documented "modified since" filter: filter here, so an incremental walk still reads every page.
      const items = results
        .map(mapListing)
        .filter((p) => p !== null)
        .filter((p) => Number.isNaN(since) || (p.lastModified !== null && Date.parse(p.lastModified) > since));
      const next = nextPage(Array.isArray(body) ? {} : body, results.length, c);
      return next.more ? { items, nextCursor: encodeCursor({ ...c, page: c.page + 1, seen: next.seen }) } : { items };
    },

    async getProperty(id) {
      try {
        const body = await get<IceListing>('ice_portal.listing', `/v1/listings/${encodeURIComponent(id)}/`);
        return body ? mapListing(body) : null;
      } catch (err) {
        if (err instanceof SupplierError && err.kind === 'not_found') return null;
        throw err;
      }
    },

    async getRoomTypes(id): Promise<ContentRoomType[]> {
      const body = await get<IcePage<IceRoomType> | IceRoomType[] | undefined>('ice_portal.roomtypes', `/v1/listings/${encodeURIComponent(id)}/roomtypes`);
      return mapRoomTypes(pageResults(body));
    },

    async getPropertyMedia(id): Promise<MediaItem[]> {
      const assets = await allPages<IceAsset>('ice_portal.assets', `/v1/listings/${encodeURIComponent(id)}/assets`, {}, ASSET_PAGE_SIZE);
      return mapAssets(assets);
    },
  };
}

function pageResults<T>(body: IcePage<T> | T[] | undefined): T[] {
  if (Array.isArray(body)) return body;
  return Array.isArray(body?.results) ? body.results : [];
}
