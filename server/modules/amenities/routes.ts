import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { amenity, amenityBulkUpdate, bulkDeleteResult, idList } from '@/api/schemas/catalog';
import { bulkResult, dataList } from '@/api/schemas/common';
import { deleteEach } from '@server/plugins/crud';
import { amenities } from './resource';
import { needs, anyone } from '@server/plugins/access';

const list = dataList(amenity);

/** Amenity extras beside the generic CRUD: the bulk actions, the unpaged list for pickers, and the public list. */
export async function amenityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['amenities'];
  const all = () => app.db.selectFrom('amenities').selectAll().orderBy('featured', 'desc').orderBy('name').execute();

  r.get('/admin/amenities/all', { schema: { tags, response: { 200: list } }, config: needs('view_amenity') }, async () => ({ data: await all() }));
  r.get('/amenities', { config: anyone, schema: { tags, response: { 200: list } } }, async () => ({ data: await all() }));

  // Record by record: those still on a hotel stay, and the answer says which and why.
  r.post('/admin/amenities/deleteMultiple', {
    schema: { tags, body: idList, response: { 200: bulkDeleteResult } },
    config: needs('delete_amenity'),
  }, async (req) => deleteEach(app, amenities, req.body.ids, req.messages));

  r.post('/admin/amenities/updateMultiple', {
    schema: { tags, body: amenityBulkUpdate, response: { 200: bulkResult } },
    config: needs('change_amenity'),
  }, async (req) => {
    const res = await app.db
      .updateTable('amenities')
      .set({ featured: req.body.data.featured, updated_at: new Date().toISOString() })
      .where('id', 'in', req.body.ids)
      .executeTakeFirst();
    return { message: req.messages.t('messages.updated'), affected: Number(res.numUpdatedRows) };
  });
}
