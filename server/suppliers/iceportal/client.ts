import type { z } from 'zod';
import { parseAnswer } from '../answer';
import { classifyByStatus, createHttpClient, type HttpOptions, type HttpRequest, type HttpResponse } from '../http';
import { SupplierError, type ContentRoomType, type ContentSupplier, type ListPropertiesOptions, type MediaItem } from '../types';
import { mapAssets, mapListing, mapRoomTypes } from './mapping';
import { decodeCursor, encodeCursor, nextPage, type PageCursor } from './paging';
import { iceAsset, iceErrorBody, iceListing, icePage, iceRoomType, iceTokenAnswer } from './wire';

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

const listingsPage = icePage(iceListing);
const assetsPage = icePage(iceAsset);
const roomTypesPage = icePage(iceRoomType);

function errorText(res: HttpResponse): string {
  const parsed = iceErrorBody.safeParse(res.body);
  const b = parsed.success ? parsed.data : {};
  const parts = [b.error, b.error_description ?? b.message ?? b.ErrorMessage].filter((p): p is string => typeof p === 'string' && p !== '');
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
    const body = parseAnswer('ice_portal', 'ice_portal.token', iceTokenAnswer, res.body, { status: res.status });
    const ttlMs = (body.expires_in !== undefined && body.expires_in > 0 ? body.expires_in : 3600) * 1000;
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

  /** One GET, its answer read through `schema`. */
  async function get<S extends z.ZodType>(operation: string, path: string, schema: S, query: Record<string, string | number | boolean> = {}): Promise<z.output<S>> {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    const url = `${apiUrl}${path}${qs ? `?${qs}` : ''}`;
    const send = async (bearer: string) => {
      const res = await http.send({ operation, method: 'GET', url, headers: { authorization: `Bearer ${bearer}` }, safe: true });
      return parseAnswer('ice_portal', operation, schema, res.body, { status: res.status });
    };
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

  async function allAssets(operation: string, path: string, size: number) {
    const out: z.output<typeof iceAsset>[] = [];
    let c: PageCursor = { page: 1, size, seen: 0 };
    for (let i = 0; i < MAX_PAGES; i++) {
      const body = await get(operation, path, assetsPage, { page: c.page, pageSize: size });
      out.push(...body.results);
      const next = nextPage(body, body.results.length, c);
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
      const body = await get('ice_portal.listings', '/v1/listings', listingsPage, { info: 'full', page: c.page, pageSize: c.size });
      const results = body.results;
      // The API has no documented "modified since" filter: filter here, so an incremental walk still reads every page.
      const items = results
        .map(mapListing)
        .filter((p) => p !== null)
        .filter((p) => Number.isNaN(since) || (p.lastModified !== null && Date.parse(p.lastModified) > since));
      const next = nextPage(body, results.length, c);
      return next.more ? { items, nextCursor: encodeCursor({ ...c, page: c.page + 1, seen: next.seen }) } : { items };
    },

    async getProperty(id) {
      try {
        return mapListing(await get('ice_portal.listing', `/v1/listings/${encodeURIComponent(id)}/`, iceListing));
      } catch (err) {
        if (err instanceof SupplierError && err.kind === 'not_found') return null;
        throw err;
      }
    },

    async getRoomTypes(id): Promise<ContentRoomType[]> {
      const body = await get('ice_portal.roomtypes', `/v1/listings/${encodeURIComponent(id)}/roomtypes`, roomTypesPage);
      return mapRoomTypes(body.results);
    },

    async getPropertyMedia(id): Promise<MediaItem[]> {
      return mapAssets(await allAssets('ice_portal.assets', `/v1/listings/${encodeURIComponent(id)}/assets`, ASSET_PAGE_SIZE));
    },
  };
}
