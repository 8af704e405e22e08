import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/api/schemas/common';
import {
  hotelSearchRequest,
  liveCheckResponse,
  liveCheckResultsQuery,
  placeSuggestQuery,
  placeSuggestResponse,
  readWaitQuery,
  roomCheckRequest,
  searchMarkersResponse,
  searchResultsQuery,
  searchResultsResponse,
  searchStartQuery,
  searchStartResponse,
  searchToken,
  SEARCH_PAGE_SIZE,
  type SearchResultsResponse,
  type SearchSort,
  tokenResponse,
} from '@/api/schemas/hotelSearch';
import { withLowPriority } from '@server/db';
import { HttpError } from '@server/lib/errors';
import { placeOf, readMarkers, readResultsPage, searchParamsOf, searchWork, type ResultsPage, type SearchStored } from './hotelSearch';
import { liveCheckParamsOf, liveCheckWork, type LiveCheckResult } from './liveCheck';
import { createLookups, type Lookup, type LookupWork } from './lookups';
import { suggestPlaces } from './places';
import { routeOf, routeSummaryOf } from './routePlan';
import { createRouter } from './routing';
import { anyone } from '@server/plugins/access';

const tags = ['hotel search'];

/** Spec section 7: the client's session headers, kept with the search (for support and analytics). */
const sessionHeaders = z.looseObject({
  'session-time': z.string().max(50).optional(),
  'user-id': z.string().max(100).optional(),
  'session-id': z.string().max(100).optional(),
});


export async function hotelSearchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cfg = app.config;
  const inventory = app.suppliers?.inventory ?? null;
  const lookups = createLookups(app.db, {
    ttlMs: (kind) => (kind === 'search' ? cfg.SEARCH_TTL_MINUTES : Math.max(1, Math.round(cfg.SEARCH_TTL_MINUTES / 2))) * 60_000,
    sweepEveryMs: cfg.SEARCH_SWEEP_EVERY_SECONDS * 1000,
    log: app.log,
  });
  const router = createRouter({ url: cfg.ROUTING_URL, timeoutMs: cfg.ROUTING_TIMEOUT_MS, log: app.log });
  const search = searchWork({ db: app.db, inventory, supplierBudgetMs: cfg.SEARCH_SUPPLIER_BUDGET_MS, router, log: app.log });
  // On the embedded database a search's statements wait behind bookings and page reads (DESIGN: fair queueing); the
  // pages of its results, read by the driver waiting for them, do not. Among searches, each keeps its place by when it
  // started, so one that has waited for its place's name is not sent to the back again for its search statement.
  const asSearch = <T>(work: () => Promise<T>) => withLowPriority(work, { keepPlace: true });
  const searching: LookupWork = (lookup, lease) => asSearch(() => search(lookup, lease));
  const checking = liveCheckWork({ db: app.db, inventory, budgetMs: cfg.LIVE_CHECK_BUDGET_MS, log: app.log });
  // Searches and live checks in progress are waited for at shutdown (and by tests) through the app's background.
  app.background.alsoAwait(() => lookups.drain());
  const startLimit = { ...anyone, rateLimit: { max: cfg.SEARCH_RATE_LIMIT, timeWindow: 60_000 } };

  const searchOf = async (token: string, wait: number) => lookups.read(token, 'search', searching, wait);
  const searchingOf = (lookup: Lookup) => lookup.status === 'running';

  type PageQuery = { page: number; limit: number; sort_by?: SearchSort; beyond_reach: boolean };

  /** A page of a search's results as GET /hotels/search/results answers it. */
  async function resultsOf(lookup: Lookup, q: PageQuery): Promise<SearchResultsResponse> {
    const params = searchParamsOf(lookup);
    const page = await readResultsPage(app.db, lookup.token, params, q.sort_by ?? params.sortBy, q.page, q.limit, { showBeyondReach: q.beyond_reach, departAt: lookup.created_at });
    return answerOf(lookup, q, page);
  }

  function answerOf(lookup: Lookup, q: PageQuery, { total, data }: ResultsPage): SearchResultsResponse {
    const sort = q.sort_by ?? searchParamsOf(lookup).sortBy;
    return {
      data,
      meta: { total, page: q.page, limit: q.limit, last_page: Math.max(1, Math.ceil(total / q.limit)) },
      status: lookup.status,
      searching: searchingOf(lookup),
      sort_by: sort,
      place: placeOf(lookup),
      capped: lookup.capped,
      route: routeSummaryOf(lookup),
      expires_at: lookup.expires_at,
    };
  }

  r.post('/hotels/search', {
    schema: { tags, headers: sessionHeaders, querystring: searchStartQuery, body: hotelSearchRequest, response: { 201: searchStartResponse } },
    config: startLimit,
  }, async (req, reply) => {
    app.background.run('expired lookups sweep', () => withLowPriority(() => lookups.sweep()));
    const extras = { user_id: req.user?.id ?? null, session_id: req.headers['session-id'] ?? null, session_time: req.headers['session-time'] ?? null };
    if (!req.query.wait) {
      const lookup = await lookups.create('search', req.body, extras, searching);
      return reply.code(201).send({ token: lookup.token });
    }
    // Waited for: the search stores its lookup and cuts its first page in its own statement.
    const firstPage = { page: 1, limit: SEARCH_PAGE_SIZE, sort_by: req.query.sort_by ?? req.body.sortBy, beyond_reach: false };
    const { lookup, answer } = await lookups.createStored<SearchStored>('search', req.body, extras, (l, lease, stored) =>
      asSearch(() => search(l, lease, stored, { sort: firstPage.sort_by, limit: firstPage.limit })),
    );
    const results = answer.firstPage
      ? answerOf(answer.lookup, firstPage, answer.firstPage)
      : await resultsOf(await searchOf(lookup.token, req.query.wait), firstPage);
    return reply.code(201).send({ token: lookup.token, results });
  });

  r.get('/hotels/search/results', {
    config: anyone,
    schema: { tags, querystring: searchResultsQuery.extend(readWaitQuery.shape), response: { 200: searchResultsResponse } },
  }, async (req) => resultsOf(await searchOf(req.query.token, req.query.wait), req.query));

  r.get('/hotels/search/markers', {
    config: anyone,
    schema: { tags, querystring: searchResultsQuery.pick({ token: true, sort_by: true, beyond_reach: true }).extend(readWaitQuery.shape), response: { 200: searchMarkersResponse } },
  }, async (req) => {
    const lookup = await searchOf(req.query.token, req.query.wait);
    const params = searchParamsOf(lookup);
    return { data: await readMarkers(app.db, lookup.token, params, req.query.sort_by ?? params.sortBy, req.query.beyond_reach), searching: searchingOf(lookup), place: placeOf(lookup), route: routeOf(lookup) };
  });

  r.post('/hotels/:id/check', {
    schema: { tags, params: idParam, body: roomCheckRequest, response: { 201: tokenResponse } },
    config: startLimit,
  }, async (req, reply) => {
    const hotel = await app.db.selectFrom('hotels').select(['id', 'status']).where('id', '=', req.params.id).executeTakeFirst();
    if (!hotel || hotel.status !== 'active') throw new HttpError(404, 'errors.notFound');
    app.background.run('expired lookups sweep', () => withLowPriority(() => lookups.sweep()));
    const lookup = await lookups.create('live_check', req.body, { hotel_id: hotel.id, user_id: req.user?.id ?? null }, checking);
    return reply.code(201).send({ token: lookup.token });
  });

  r.get('/bookings/live-check/results', {
    config: anyone,
    schema: { tags, querystring: liveCheckResultsQuery.extend({ token: searchToken }).extend(readWaitQuery.shape), response: { 200: liveCheckResponse } },
  }, async (req) => {
    const lookup = await lookups.read(req.query.token, 'live_check', checking, req.query.wait);
    const params = liveCheckParamsOf(lookup);
    const result = (lookup.result as LiveCheckResult | null) ?? { nights: 0, rates_unavailable: false, rooms: [] };
    return {
      status: lookup.status,
      searching: lookup.status === 'running',
      hotel_id: lookup.hotel_id!,
      checkin_date: params.checkin_date,
      checkout_date: params.checkout_date,
      nights: result.nights,
      // A check that failed outright could not price anything.
      rates_unavailable: lookup.status === 'failed' || result.rates_unavailable,
      rooms: result.rooms,
      expires_at: lookup.expires_at,
    };
  });

  r.get('/places/suggest', { config: anyone, schema: { tags, querystring: placeSuggestQuery, response: { 200: placeSuggestResponse } } }, async (req) => ({
    data: await suggestPlaces(app.db, req.query.q, req.query.limit),
  }));
}
