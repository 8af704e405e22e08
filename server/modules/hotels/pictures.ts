import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { idList } from '@/api/schemas/catalog';
import { dataList, idParam, messageBody } from '@/api/schemas/common';
import { picture, pictureChanges } from '@/api/schemas/hotels';
import { HttpError, notFound } from '@server/lib/errors';
import { removeUpload, saveImage, uploadedFile } from '@server/lib/uploads';
import { needs } from '@server/plugins/access';


/** Hotel pictures: upload (multipart, images only), caption, attach to a room, reorder, delete. */
export async function pictureRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['hotels'];

  const hotelExists = async (id: number) => {
    if (!(await app.db.selectFrom('hotels').select('id').where('id', '=', id).executeTakeFirst())) throw notFound();
  };
  const roomBelongs = async (hotelId: number, roomId: number | null | undefined) => {
    if (!roomId) return;
    const found = await app.db.selectFrom('rooms').select('id').where('id', '=', roomId).where('hotel_id', '=', hotelId).executeTakeFirst();
    if (!found) throw new HttpError(422, 'errors.roomNotInHotel', { room_id: ['errors.roomNotInHotel'] });
  };

  r.get('/admin/hotels/:id/pictures', { schema: { tags, params: idParam, response: { 200: dataList(picture) } }, config: needs('view_hotel') }, async (req) => {
    await hotelExists(req.params.id);
    const data = await app.db.selectFrom('hotel_pictures').select(['id', 'url', 'caption', 'caption_i18n', 'position', 'source', 'room_id']).where('hotel_id', '=', req.params.id).orderBy('position').orderBy('id').execute();
    return { data };
  });

  r.post('/admin/hotels/:id/pictures', {
    schema: { tags, params: idParam, consumes: ['multipart/form-data'], response: { 201: picture } },
    config: needs('change_hotel'),
  }, async (req, reply) => {
    await hotelExists(req.params.id);
    const file = await uploadedFile(req);
    const fields = file?.fields as Record<string, { value?: unknown } | undefined> | undefined;
    const meta = pictureChanges.parse({ caption: fields?.caption?.value, room_id: fields?.room_id?.value });
    await roomBelongs(req.params.id, meta.room_id);
    const url = await saveImage(file, app.config.uploadDir, 'hotels');
    const row = await app.db
      .insertInto('hotel_pictures')
      .values({
        hotel_id: req.params.id,
        room_id: meta.room_id ?? null,
        url,
        caption: meta.caption ?? null,
        position: sql<number>`(select coalesce(max(position), -1) + 1 from hotel_pictures where hotel_id = ${req.params.id})`,
        source: 'upload',
        supplier_ref: null,
      })
      .returning(['id', 'url', 'caption', 'caption_i18n', 'position', 'source', 'room_id'])
      .executeTakeFirstOrThrow();
    reply.status(201);
    return row;
  });

  r.patch('/admin/hotel-pictures/:id', {
    schema: { tags, params: idParam, body: pictureChanges, response: { 200: picture } },
    config: needs('change_hotel'),
  }, async (req) => {
    const current = await app.db.selectFrom('hotel_pictures').select(['hotel_id']).where('id', '=', req.params.id).executeTakeFirst();
    if (!current) throw notFound();
    await roomBelongs(current.hotel_id, req.body.room_id);
    const changes = {
      ...(req.body.caption !== undefined ? { caption: req.body.caption } : {}),
      ...(req.body.caption_i18n !== undefined ? { caption_i18n: JSON.stringify(req.body.caption_i18n) } : {}),
      ...(req.body.room_id !== undefined ? { room_id: req.body.room_id } : {}),
    };
    const columns = ['id', 'url', 'caption', 'caption_i18n', 'position', 'source', 'room_id'] as const;
    if (!Object.keys(changes).length) return app.db.selectFrom('hotel_pictures').select(columns).where('id', '=', req.params.id).executeTakeFirstOrThrow();
    return app.db.updateTable('hotel_pictures').set(changes).where('id', '=', req.params.id).returning(columns).executeTakeFirstOrThrow();
  });

  r.post('/admin/hotels/:id/pictures/reorder', {
    schema: { tags, params: idParam, body: idList, response: { 200: messageBody } },
    config: needs('change_hotel'),
  }, async (req) => {
    await hotelExists(req.params.id);
    const ids = req.body.ids;
    const owned = await app.db.selectFrom('hotel_pictures').select('id').where('hotel_id', '=', req.params.id).execute();
    const ownedIds = new Set(owned.map((o) => o.id));
    if (ids.length !== ownedIds.size || ids.some((id) => !ownedIds.has(id)) || new Set(ids).size !== ids.length) {
      throw new HttpError(422, 'errors.pictureOrder', { ids: ['errors.pictureOrder'] });
    }
    await app.db.transaction().execute(async (trx) => {
      for (const [position, id] of ids.entries()) {
        await trx.updateTable('hotel_pictures').set({ position }).where('id', '=', id).execute();
      }
    });
    return { message: req.messages.t('messages.reordered') };
  });

  r.delete('/admin/hotel-pictures/:id', { schema: { tags, params: idParam, response: { 200: messageBody } }, config: needs('change_hotel') }, async (req) => {
    const row = await app.db.deleteFrom('hotel_pictures').where('id', '=', req.params.id).returning(['url']).executeTakeFirst();
    if (!row) throw notFound();
    await removeUpload(app.config.uploadDir, row.url);
    return { message: req.messages.t('messages.deleted') };
  });
}
