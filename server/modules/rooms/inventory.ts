import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { bulkResult, dataList, idParam } from '@/api/schemas/common';
import { addDays, nightsBetween } from '@/api/stay';
import { inventoryBulkEdit, inventoryDay, inventoryQuery } from '@/api/schemas/hotels';
import { HttpError, conflict, fieldError, notFound } from '@server/lib/errors';
import { needs } from '@server/plugins/access';

export const MAX_RANGE_DAYS = 731;

/** Nights from `from` to `to`, both included. */
const daysBetween = (from: string, to: string) => nightsBetween(from, to) + 1;

/** How many nights from `from` to `to` (both included) fall on the given weekdays (0 = Sunday). */
function selectedNights(from: string, to: string, weekdays: number[]) {
  let n = 0;
  for (let i = 0; i < daysBetween(from, to); i++) if (weekdays.includes(new Date(`${addDays(from, i)}T00:00:00Z`).getUTCDay())) n++;
  return n;
}

/**
 * Nightly rates and availability of a room type: read a range, and bulk-edit a
 * range (optionally on some weekdays) in one statement. Allotment can never drop
 * below what is already booked (the CHECK constraint agrees).
 */
export async function inventoryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['rooms'];

  const roomOf = async (id: number) => {
    const room = await app.db.selectFrom('rooms').innerJoin('hotels', 'hotels.id', 'rooms.hotel_id').select(['rooms.id', 'hotels.currency']).where('rooms.id', '=', id).executeTakeFirst();
    if (!room) throw notFound();
    return room;
  };

  r.get('/admin/rooms/:id/inventory', {
    schema: { tags, params: idParam, querystring: inventoryQuery, response: { 200: dataList(inventoryDay) } },
    config: needs('view_room'),
  }, async (req) => {
    await roomOf(req.params.id);
    const { from, to } = req.query;
    if (from > to || daysBetween(from, to) > MAX_RANGE_DAYS) {
      throw new HttpError(400, 'errors.invalidData', { to: [{ key: 'errors.rangeTooLong', values: { count: MAX_RANGE_DAYS } }] });
    }
    const data = await app.db
      .selectFrom('room_inventory')
      .select(['date', 'allotment', 'booked', 'price_minor', 'currency', 'closed'])
      .where('room_id', '=', req.params.id)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .orderBy('date')
      .execute();
    return { data };
  });

  r.put('/admin/rooms/:id/inventory', {
    schema: { tags, params: idParam, body: inventoryBulkEdit, response: { 200: bulkResult } },
    config: needs('change_room'),
  }, async (req) => {
    const room = await roomOf(req.params.id);
    const b = req.body;
    if (daysBetween(b.from, b.to) > MAX_RANGE_DAYS) throw new HttpError(400, 'errors.invalidData', { to: [{ key: 'errors.rangeTooLong', values: { count: MAX_RANGE_DAYS } }] });
    const weekdays = b.weekdays?.length ? b.weekdays : [0, 1, 2, 3, 4, 5, 6];
    const selected = selectedNights(b.from, b.to, weekdays);
    const result = await app.db.transaction().execute(async (trx) => {
      if (b.allotment !== undefined) {
        const below = await trx
          .selectFrom('room_inventory')
          .select(['date', 'booked'])
          .where('room_id', '=', room.id)
          .where('date', '>=', b.from)
          .where('date', '<=', b.to)
          .where('booked', '>', b.allotment)
          .where(sql<number>`extract(dow from date)::int`, 'in', weekdays)
          .orderBy('date')
          .limit(1)
          .executeTakeFirst();
        if (below) {
          const message = { key: 'errors.belowBooked', values: { date: below.date, count: below.booked } };
          throw new HttpError(409, message, { allotment: [message] });
        }
      }
      if (b.price_minor === undefined && b.allotment !== undefined) {
        // Rooms cannot be put on sale for a night without a price: say so rather than skip the night.
        const existing = await trx
          .selectFrom('room_inventory')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('room_id', '=', room.id)
          .where('date', '>=', b.from)
          .where('date', '<=', b.to)
          .where(sql<number>`extract(dow from date)::int`, 'in', weekdays)
          .executeTakeFirstOrThrow();
        if (Number(existing.n) < selected) throw fieldError('price_minor', 'required');
      }
      // Nights that do not exist yet are created with the given values (price required for a new night).
      const insertResult = await sql<{ n: number }>`
        with days as (
          select d::date as date from generate_series(${b.from}::date, ${b.to}::date, interval '1 day') d
          where extract(dow from d)::int = any(${sql.val(weekdays)}::int[])
        ), ins as (
          insert into room_inventory (room_id, date, allotment, price_minor, currency, closed)
          select ${room.id}, date, ${b.allotment ?? 0}, ${b.price_minor ?? 0}, ${b.currency ?? room.currency}, ${b.closed ?? false}
          from days
          where ${b.price_minor !== undefined}
          on conflict (room_id, date) do update set
            allotment = coalesce(${b.allotment ?? null}::int, room_inventory.allotment),
            price_minor = coalesce(${b.price_minor ?? null}::int, room_inventory.price_minor),
            currency = coalesce(${b.currency ?? null}::varchar, room_inventory.currency),
            closed = coalesce(${b.closed ?? null}::boolean, room_inventory.closed),
            updated_at = now()
          returning 1
        ) select count(*)::int as n from ins`.execute(trx);
      let affected = Number(insertResult.rows[0]?.n ?? 0);
      if (b.price_minor === undefined) {
        // Without a price only existing nights can change.
        const res = await trx
          .updateTable('room_inventory')
          .set({
            ...(b.allotment !== undefined ? { allotment: b.allotment } : {}),
            ...(b.closed !== undefined ? { closed: b.closed } : {}),
            ...(b.currency !== undefined ? { currency: b.currency } : {}),
            updated_at: new Date().toISOString(),
          })
          .where('room_id', '=', room.id)
          .where('date', '>=', b.from)
          .where('date', '<=', b.to)
          .where(sql<number>`extract(dow from date)::int`, 'in', weekdays)
          .executeTakeFirst();
        affected = Number(res.numUpdatedRows);
      }
      return affected;
    }).catch((err: unknown) => {
      // A booking that took a night while this edit ran: the CHECK (booked <= allotment) refused the edit.
      if ((err as { code?: string }).code === '23514') throw conflict('errors.conflict');
      throw err;
    });
    return { message: req.messages.t('messages.updated'), affected: result };
  });
}
