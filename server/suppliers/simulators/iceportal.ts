import { randomBytes } from 'node:crypto';
import type { IceAsset, IceListing, IceRoomType } from '../iceportal/wire';
import type { Catalogue, SimHotel } from './catalogue';
import { renderPicture } from './images';
import { FaultBook, LATENCY, startSimServer, type Chaos, type Fault, type LatencySetting, type SimContext, type SimReply, type SimRequest } from './server';

export type IcePortalSimOptions = {
  catalogue: Catalogue;
  clientId: string;
  clientSecret: string;
  tokenTtlSeconds?: number;
  /** pageSize above this is silently capped, as large pages are at ICE Portal. */
  maxPageSize?: number;
  /** `totals` answers page, pageSize and totalCount beside results; `bare` only results (the documented part). */
  envelope?: 'totals' | 'bare';
  /** After this page of the first listings walk is served, one already-served listing is edited and a new one added. */
  changeAfterPage?: number;
  faults?: Fault[];
  chaos?: Chaos;
  latency?: LatencySetting;
  seed?: string;
  now?: () => number;
  port?: number;
};

export type IcePortalSim = {
  /** Base URL of both the token service and the API (`{url}/connect/token`, `{url}/v1/...`). */
  url: string;
  requests: SimRequest[];
  inject(f: Fault): void;
  clearFaults(): void;
  /** Every token issued so far stops working (as when ICE Portal rotates keys): the next call gets a 401. */
  expireTokens(): void;
  /** Runs once, right after the listings page `page` has been answered. */
  afterListingsPage(page: number, fn: () => void): void;
  /** Edits a listing's content now (new name or description), as a hotel does in ICE Portal. */
  touch(listingId: string, change?: { name?: string; description?: string }): void;
  setPublished(listingId: string, published: boolean): void;
  remove(listingId: string): void;
  /** Adds a new listing at the end (a copy of an existing one under a new id and code), and answers its id. */
  addListing(): string;
  close(): Promise<void>;
};

const iso = (ms: number) => new Date(ms).toISOString();

export async function startIcePortalSimulator(o: IcePortalSimOptions): Promise<IcePortalSim> {
  const now = o.now ?? Date.now;
  const ttl = o.tokenTtlSeconds ?? 86_400;
  const maxPageSize = o.maxPageSize ?? 500;
  const envelope = o.envelope ?? 'totals';
  const cat = o.catalogue;
  const tokens = new Map<string, number>();
  const pageHooks = new Map<number, (() => void)[]>();
  const images = new Map<string, Buffer>();
  const faults = new FaultBook(o.faults, o.chaos, `${o.seed ?? 'sim'}:ice`);
  const requests: SimRequest[] = [];
  let baseUrl = '';
  let changedOnce = false;

  const listing = (id: string): SimHotel | undefined => {
    const h = cat.byListing.get(Number(id));
    return h && !h.removed ? h : undefined;
  };
  const mustFind = (id: string) => {
    const h = cat.byListing.get(Number(id));
    if (!h) throw new Error(`no listing ${id}`);
    return h;
  };

  const imageUrl = (h: SimHotel, assetID: number) => `${baseUrl}/media/${h.listingID}/${assetID}.png`;

  const roomTypeWire = (h: SimHotel): IceRoomType[] =>
    h.roomTypes.map((r) => ({ roomID: r.roomID, roomCode: r.roomCode, description: r.description }));

  const listingWire = (h: SimHotel): IceListing & Record<string, unknown> => ({
    listingID: h.listingID,
    mappedID: h.hotelCode,
    name: h.name,
    type: h.type,
    supplierId: h.brand.parent.toUpperCase().replace(/[^A-Z0-9]+/g, ''),
    supplierChainCode: h.brand.code,
    supplierMappedID: h.hotelCode,
    address: {
      addressLine1: h.addressLine1,
      city: h.place.city,
      state: h.place.state,
      country: h.place.country,
      postalCode: h.postalCode,
      latitude: h.latitude,
      longitude: h.longitude,
    },
    phone: h.phone,
    publicationStatus: h.publicationStatus,
    createdOn: h.createdOn,
    propertyLastModified: h.propertyLastModified,
    contentLastModified: h.contentLastModified,
    roomTypes: roomTypeWire(h),
    descriptions: Object.entries(h.descriptions).map(([languageCode, text]) => ({ type: 'General', languageCode, text })),
    policies: [
      { type: 'CheckIn', text: '3:00 PM' },
      { type: 'CheckOut', text: '11:00 AM' },
    ],
    fees: h.truckParking.fee ? [{ name: 'Truck parking', amount: h.truckParking.fee, currency: 'USD', per: 'night' }] : [],
  });

  const assetWire = (h: SimHotel, a: SimHotel['assets'][number]): IceAsset & Record<string, unknown> => ({
    assetID: a.assetID,
    mediaType: 'PH',
    width: a.width,
    height: a.height,
    ordinal: a.ordinal,
    links: { cdnLinks: [imageUrl(h, a.assetID)], mediaLinkURL: imageUrl(h, a.assetID) },
    category: [{ expediaCategory: { id: a.category.length, name: a.category } }],
    rooms: a.roomIDs.map((roomID) => ({ roomID })),
    iceTags: [{ tags: [{ name: a.category }] }],
    keywords: [a.category.toLowerCase(), 'truck parking'],
    caption: a.captions.en ?? null,
    captions: Object.entries(a.captions).map(([languageCode, text]) => ({ languageCode, text })),
    isDisabled: a.disabled,
  });

  const pageOf = <T>(items: T[], q: URLSearchParams, cap: number) => {
    const page = Math.max(1, Number(q.get('page') ?? q.get('pageNo') ?? 1) || 1);
    const pageSize = Math.min(cap, Math.max(1, Number(q.get('pageSize') ?? cap) || cap));
    const results = items.slice((page - 1) * pageSize, page * pageSize);
    return { page, pageSize, results, json: envelope === 'totals' ? { page, pageSize, totalCount: items.length, results } : { results } };
  };

  const unauthorized = (description: string): SimReply => ({
    status: 401,
    json: { error: 'invalid_token', error_description: description },
    headers: { 'www-authenticate': `Bearer error="invalid_token", error_description="${description}"` },
  });

  function authorize(ctx: SimContext): SimReply | null {
    const m = /^Bearer (.+)$/.exec(ctx.headers.authorization ?? '');
    if (!m) return unauthorized('No bearer token');
    const expires = tokens.get(m[1]!);
    if (expires === undefined) return unauthorized('Unknown token');
    if (now() >= expires) return unauthorized('The access token expired');
    return null;
  }

  function faultReply(f: Fault): SimReply {
    switch (f.kind) {
      case '401':
        return unauthorized('Token revoked');
      case '429':
        return { status: 429, json: { message: 'Rate limit exceeded' }, headers: f.retryAfterSeconds !== undefined ? { 'retry-after': String(f.retryAfterSeconds) } : {} };
      case '500':
        return { status: 500, json: { message: f.errorMessage ?? 'An error has occurred.' } };
      default:
        return { status: 503, text: 'Service Unavailable' };
    }
  }

  function matchesFilters(h: SimHotel, q: URLSearchParams): boolean {
    const eq = (a: string, b: string | null) => b === null || a.toLowerCase() === b.toLowerCase();
    const published = q.get('isPublished');
    return (
      eq(h.place.country, q.get('countryCode')) &&
      eq(h.place.city, q.get('city')) &&
      eq(h.brand.code, q.get('chainCode')) &&
      eq(h.type, q.get('propertyType')) &&
      (published === null || (published === 'true') === (h.publicationStatus === 'Published'))
    );
  }

  function changeCatalogue(): void {
    const first = cat.hotels.find((h) => !h.removed);
    if (first) first.contentLastModified = iso(now());
    addListing();
  }

  function addListing(): string {
    const template = cat.hotels[cat.hotels.length % 17]!;
    const last = cat.hotels.reduce((m, h) => Math.max(m, h.listingID), 0);
    const listingID = last + 7;
    const stamp = iso(now());
    const copy: SimHotel = {
      ...template,
      listingID,
      hotelCode: `${template.brand.code}${String(90_000 + cat.hotels.length).padStart(5, '0')}`,
      name: `${template.brand.name} ${template.place.city} New Build ${cat.hotels.length}`,
      publicationStatus: 'Published',
      removed: false,
      createdOn: stamp,
      propertyLastModified: stamp,
      contentLastModified: stamp,
      roomTypes: template.roomTypes.map((r, j) => ({ ...r, roomID: listingID * 10 + j + 1 })),
      assets: template.assets.map((a, k) => ({ ...a, assetID: listingID * 100 + k + 1, roomIDs: a.roomIDs.map((id) => listingID * 10 + (id % 10)) })),
      derby: null,
    };
    cat.hotels.push(copy);
    cat.byListing.set(listingID, copy);
    cat.byCode.set(copy.hotelCode, copy);
    return String(listingID);
  }

  const server = await startSimServer({
    name: 'ice_portal',
    seed: o.seed ?? 'sim',
    latency: o.latency ?? 'realistic',
    faults,
    log: requests,
    faultReply,
    authorize,
    port: o.port,
    routes: [
      {
        method: 'POST',
        pattern: '/connect/token',
        public: true,
        latency: LATENCY.content,
        handle({ body }) {
          const f = (body ?? {}) as Record<string, string>;
          if (f.grant_type !== 'client_credentials') return { status: 400, json: { error: 'unsupported_grant_type' } };
          if (f.client_id !== o.clientId || f.client_secret !== o.clientSecret) return { status: 400, json: { error: 'invalid_client' } };
          for (const [t, expires] of tokens) if (expires <= now()) tokens.delete(t);
          const token = randomBytes(24).toString('base64url');
          tokens.set(token, now() + ttl * 1000);
          return { status: 200, json: { access_token: token, expires_in: ttl, token_type: 'Bearer', scope: 'api' } };
        },
      },
      {
        method: 'GET',
        pattern: '/v1/listings',
        latency: LATENCY.content,
        handle({ query }) {
          const live = cat.hotels.filter((h) => !h.removed && matchesFilters(h, query)).sort((a, b) => a.listingID - b.listingID);
          const p = pageOf(live, query, maxPageSize);
          const reply: SimReply = { status: 200, json: { ...p.json, results: p.results.map(listingWire) } };
          // Hooks run after the page is built: the change shows on later pages, as it would in a live system.
          const hooks = pageHooks.get(p.page) ?? [];
          pageHooks.delete(p.page);
          if (o.changeAfterPage === p.page && !changedOnce) {
            changedOnce = true;
            hooks.push(changeCatalogue);
          }
          hooks.forEach((fn) => fn());
          return reply;
        },
      },
      {
        method: 'GET',
        pattern: '/v1/listings/:id',
        latency: LATENCY.content,
        handle({ params }) {
          const h = listing(params.id!);
          return h ? { status: 200, json: listingWire(h) } : { status: 404, json: { message: `Listing ${params.id} not found` } };
        },
      },
      {
        method: 'GET',
        pattern: '/v1/listings/:id/assets',
        latency: LATENCY.content,
        handle({ params, query }) {
          const h = listing(params.id!);
          if (!h) return { status: 404, json: { message: `Listing ${params.id} not found` } };
          const assets = h.assets.filter((a) => !a.disabled || query.get('includeDisabledAssets') === 'true');
          const p = pageOf(assets, query, 100);
          return { status: 200, json: { ...p.json, results: p.results.map((a) => assetWire(h, a)) } };
        },
      },
      {
        method: 'GET',
        pattern: '/v1/listings/:id/roomtypes',
        latency: LATENCY.content,
        handle({ params }) {
          const h = listing(params.id!);
          if (!h) return { status: 404, json: { message: `Listing ${params.id} not found` } };
          const results = h.roomTypes.map((r) => ({
            roomID: r.roomID,
            roomCode: r.roomCode,
            name: r.name,
            description: r.description,
            roomTypeAssets: h.assets.filter((a) => a.roomIDs.includes(r.roomID)).map((a) => ({ links: { cdnLinks: [imageUrl(h, a.assetID)], mediaLinkURL: imageUrl(h, a.assetID) } })),
          }));
          return { status: 200, json: { results } };
        },
      },
      {
        // The CDN: public, like real image links.
        method: 'GET',
        pattern: '/media/:listing/:file',
        public: true,
        latency: LATENCY.images,
        handle({ params, query }) {
          const h = cat.byListing.get(Number(params.listing));
          const assetID = Number(/^(\d+)\.png$/.exec(params.file!)?.[1]);
          const a = h?.assets.find((x) => x.assetID === assetID);
          if (!h || !a) return { status: 404, text: 'Not Found' };
          const width = Math.min(1600, Math.max(16, Number(query.get('w')) || 640));
          const height = Math.round((width * a.height) / a.width);
          const key = `${assetID}:${width}`;
          let png = images.get(key);
          if (!png) {
            png = renderPicture({ width, height, category: a.category, color: h.brand.color, seed: key });
            if (images.size > 300) images.delete(images.keys().next().value!);
            images.set(key, png);
          }
          return { status: 200, binary: png, contentType: 'image/png', headers: { 'cache-control': 'public, max-age=86400' } };
        },
      },
    ],
  });
  baseUrl = server.url;

  return {
    url: server.url,
    requests,
    inject: (f) => faults.inject(f),
    clearFaults: () => faults.clear(),
    expireTokens: () => tokens.clear(),
    afterListingsPage(page, fn) {
      pageHooks.set(page, [...(pageHooks.get(page) ?? []), fn]);
    },
    touch(id, change = {}) {
      const h = mustFind(id);
      if (change.name) h.name = change.name;
      if (change.description) h.descriptions = { ...h.descriptions, en: change.description };
      h.contentLastModified = iso(now());
    },
    setPublished(id, published) {
      const h = mustFind(id);
      h.publicationStatus = published ? 'Published' : 'Unpublished';
      h.propertyLastModified = iso(now());
    },
    remove(id) {
      mustFind(id).removed = true;
    },
    addListing,
    close: () => server.close(),
  };
}
