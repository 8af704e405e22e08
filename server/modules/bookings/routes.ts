import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { numeral } from '@/api/schemas/numeral';
import { booking, bookingCancelRequest, bookingListWhen, bookingRequest, idempotencyKey } from '@/api/schemas/bookings';
import { idParam, listResponse } from '@/api/schemas/common';
import { HttpError } from '@server/lib/errors';
import { bookingBaseQuery, toBookings, type BookingRow } from './records';
import { cancelBooking, createBooking, type BookingDeps } from './service';
import { anySignedIn, needs } from '@server/plugins/access';

const tags = ['bookings'];
const ownListQuery = z.object({
  page: numeral(z.number().int().min(1)).default(1),
  limit: numeral(z.number().int().min(1).max(100)).default(10),
  /**
   * Upcoming stays (pending or confirmed, check-out today or later, soonest first), past ones (pending or confirmed,
   * latest first) or cancelled ones (cancelled or failed, whatever their dates, latest first); all when absent.
   */
  when: z.enum(bookingListWhen).optional(),
});

export async function bookingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = (): BookingDeps => ({
    db: app.db,
    inventory: app.suppliers?.inventory ?? null,
    log: app.log,
    jobs: app.jobs,
    poke: () => app.worker?.poke(),
    supplierDeadlineMs: app.config.BOOKING_SUPPLIER_DEADLINE_MS,
  });

  /** A driver's own booking; anyone else's id answers 404, as if it did not exist. */
  const ownBooking = async (id: number, userId: number) => {
    const row = (await bookingBaseQuery(app.db).where('bookings.id', '=', id).where('bookings.user_id', '=', userId).executeTakeFirst()) as BookingRow | undefined;
    if (!row) throw new HttpError(404, 'errors.notFound');
    return (await toBookings(app.db, [row]))[0]!;
  };

  r.post('/bookings/:hotelId/:roomId', {
    schema: {
      tags,
      params: z.object({ hotelId: numeral(z.number().int().positive()), roomId: numeral(z.number().int().positive()) }),
      headers: z.looseObject({ 'idempotency-key': idempotencyKey }),
      body: bookingRequest,
      response: { 200: booking, 201: booking, 202: booking },
    },
    // Per account, not per address: a driver on a truck stop's shared network is not held back by the others.
    config: { ...anySignedIn, rateLimit: { max: app.config.BOOKING_RATE_LIMIT, timeWindow: 3_600_000, keyGenerator: (req: FastifyRequest) => `booking:${req.user?.id ?? req.ip}` } },
  }, async (req, reply) => {
    const outcome = await createBooking(deps(), {
      userId: req.user!.id,
      account: req.user!,
      locale: req.messages.locale,
      hotelId: req.params.hotelId,
      roomId: req.params.roomId,
      key: req.headers['idempotency-key'],
      input: req.body,
    }).catch((err: unknown) => {
      // "Try again later" says when, in the header clients and proxies read.
      const retryAfter = err instanceof HttpError ? err.extra?.retry_after : undefined;
      if (typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
      throw err;
    });
    if (outcome.status === 200) reply.header('Idempotent-Replayed', 'true');
    return reply.code(outcome.status).send(outcome.booking);
  });

  r.get('/bookings', { schema: { tags, querystring: ownListQuery, response: { 200: listResponse(booking) } }, config: anySignedIn }, async (req) => {
    const { page, limit, when } = req.query;
    const today = new Date().toISOString().slice(0, 10);
    // A cancelled or failed booking is neither a stay ahead nor one behind: it has a tab of its own.
    const live = ['pending', 'confirmed'] as const;
    const over = ['cancelled', 'failed'] as const;
    let q = bookingBaseQuery(app.db).where('bookings.user_id', '=', req.user!.id);
    let count = app.db.selectFrom('bookings').where('user_id', '=', req.user!.id);
    if (when === 'upcoming') {
      q = q.where('bookings.checkout_date', '>=', today).where('bookings.status', 'in', live);
      count = count.where('checkout_date', '>=', today).where('status', 'in', live);
    } else if (when === 'past') {
      q = q.where('bookings.checkout_date', '<', today).where('bookings.status', 'in', live);
      count = count.where('checkout_date', '<', today).where('status', 'in', live);
    } else if (when === 'cancelled') {
      q = q.where('bookings.status', 'in', over);
      count = count.where('status', 'in', over);
    }
    const ordered = when === 'upcoming' ? q.orderBy('bookings.checkin_date', 'asc').orderBy('bookings.id', 'asc') : q.orderBy('bookings.checkin_date', 'desc').orderBy('bookings.id', 'desc');
    const [rows, { total }] = await Promise.all([
      ordered.limit(limit).offset((page - 1) * limit).execute(),
      count.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const n = Number(total);
    return { data: await toBookings(app.db, rows as BookingRow[]), meta: { total: n, page, limit, last_page: Math.max(1, Math.ceil(n / limit)) } };
  });

  r.get('/bookings/:id', { schema: { tags, params: idParam, response: { 200: booking } }, config: anySignedIn }, async (req) => ownBooking(req.params.id, req.user!.id));

  r.post('/bookings/:id/cancel', {
    schema: { tags, params: idParam, body: bookingCancelRequest.optional(), response: { 200: booking } },
    config: anySignedIn,
  }, async (req) => {
    return cancelBooking(deps(), req.params.id, { id: req.user!.id, staff: false, locale: req.messages.locale }, req.body?.reason ?? null);
  });

  r.post('/admin/bookings/:id/cancel', {
    schema: { tags, params: idParam, body: bookingCancelRequest.optional(), response: { 200: booking } },
    config: needs('change_booking'),
  }, async (req) => cancelBooking(deps(), req.params.id, { id: req.user!.id, staff: true }, req.body?.reason ?? null));
}
