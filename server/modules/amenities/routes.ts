import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { amenity, amenityBulkUpdate, idList } from '../../../src/api/schemas/catalog';

const list = z.object({ data: z.array(amenity) });
const affected = z.object({ message: z.string(), affected: z.number() });

/** Amenity extras beside the generic CRUD: the bulk actions, the unpaged list for pickers, and the public list. */
export async function amenityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['amenities'];
  const all = () => app.db.selectFrom('amenities').selectAll().orderBy('featured', 'desc').orderBy('name').execute();

  r.get('/admin/amenities/all', { schema: { tags, response: { 200: list } }, onRequest: app.requirePermission('view_amenity') }, async () => ({ data: await all() }));
  r.get('/amenities', { schema: { tags, response: { 200: list } } }, async () => ({ data: await all() }));

  r.post('/admin/amenities/deleteMultiple', {
    schema: { tags, body: idList, response: { 200: affected } },
    onRequest: app.requirePermission('delete_amenity'),
  }, async (req) => {
    const res = await app.db.deleteFrom('amenities').where('id', 'in', req.body.ids).executeTakeFirst();
    return { message: req.messages.t('messages.deleted'), affected: Number(res.numDeletedRows) };
  });

  r.post('/admin/amenities/updateMultiple', {
    schema: { tags, body: amenityBulkUpdate, response: { 200: affected } },
    onRequest: app.requirePermission('change_amenity'),
  }, async (req) => {
    const res = await app.db
      .updateTable('amenities')
      .set({ featured: req.body.data.featured, updated_at: new Date().toISOString() })
      .where('id', 'in', req.body.ids)
      .executeTakeFirst();
    return { message: req.messages.t('messages.updated'), affected: Number(res.numUpdatedRows) };
  });
}
