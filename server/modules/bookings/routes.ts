import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { booking, bookingCancelRequest, bookingRequest, idempotencyKey } from '../../../src/api/schemas/bookings';
import { idParam, listResponse } from '../../../src/api/schemas/common';
import { HttpError } from '../../lib/errors';
import { pickLocale } from '../../lib/i18n';
import { bookingBaseQuery, toBookings, type BookingRow } from './records';
import { cancelBooking, createBooking, type BookingDeps } from './service';

const tags = ['bookings'];
const ownListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  /** Upcoming stays (check-out today or later, soonest first) or past ones (latest first); all when absent. */
  when: z.enum(['upcoming', 'past']).optional(),
});

export async function bookingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = (): BookingDeps => ({
    db: app.db,
    inventory: app.suppliers?.inventory ?? null,
    mailer: app.mailer,
    log: app.log,
    jobs: app.jobs,
    poke: () => app.worker?.poke(),
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
      params: z.object({ hotelId: z.coerce.number().int().positive(), roomId: z.coerce.number().int().positive() }),
      headers: z.looseObject({ 'idempotency-key': idempotencyKey }),
      body: bookingRequest,
      response: { 200: booking, 201: booking, 202: booking },
    },
    onRequest: app.authenticate,
  }, async (req, reply) => {
    const outcome = await createBooking(deps(), {
      userId: req.user!.id,
      locale: pickLocale(req.headers['accept-language']),
      hotelId: req.params.hotelId,
      roomId: req.params.roomId,
      key: req.headers['idempotency-key'],
      input: req.body,
    });
    if (outcome.status === 200) reply.header('Idempotent-Replayed', 'true');
    return reply.code(outcome.status).send(outcome.booking);
  });

  r.get('/bookings', { schema: { tags, querystring: ownListQuery, response: { 200: listResponse(booking) } }, onRequest: app.authenticate }, async (req) => {
    const { page, limit, when } = req.query;
    const today = new Date().toISOString().slice(0, 10);
    let q = bookingBaseQuery(app.db).where('bookings.user_id', '=', req.user!.id);
    if (when === 'upcoming') q = q.where('bookings.checkout_date', '>=', today);
    if (when === 'past') q = q.where('bookings.checkout_date', '<', today);
    const ordered = when === 'upcoming' ? q.orderBy('bookings.checkin_date', 'asc').orderBy('bookings.id', 'asc') : q.orderBy('bookings.checkin_date', 'desc').orderBy('bookings.id', 'desc');
    let count = app.db.selectFrom('bookings').where('user_id', '=', req.user!.id);
    if (when === 'upcoming') count = count.where('checkout_date', '>=', today);
    if (when === 'past') count = count.where('checkout_date', '<', today);
    const [rows, { total }] = await Promise.all([
      ordered.limit(limit).offset((page - 1) * limit).execute(),
      count.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const n = Number(total);
    return { data: await toBookings(app.db, rows as BookingRow[]), meta: { total: n, page, limit, last_page: Math.max(1, Math.ceil(n / limit)) } };
  });

  r.get('/bookings/:id', { schema: { tags, params: idParam, response: { 200: booking } }, onRequest: app.authenticate }, async (req) => ownBooking(req.params.id, req.user!.id));

  r.post('/bookings/:id/cancel', {
    schema: { tags, params: idParam, body: bookingCancelRequest.optional(), response: { 200: booking } },
    onRequest: app.authenticate,
  }, async (req) => {
    return cancelBooking(deps(), req.params.id, { id: req.user!.id, staff: false }, req.body?.reason ?? null);
  });

  r.post('/admin/bookings/:id/cancel', {
    schema: { tags, params: idParam, body: bookingCancelRequest.optional(), response: { 200: booking } },
    onRequest: app.requirePermission('change_booking'),
  }, async (req) => cancelBooking(deps(), req.params.id, { id: req.user!.id, staff: true }, req.body?.reason ?? null));
}
