import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { idParam, listQuery, listResponse } from '@/api/schemas/common';
import { brand } from '@/api/schemas/catalog';
import { hotelSummary } from '@/api/schemas/hotels';
import { notFound } from '@server/lib/errors';
import { paginate } from '@server/plugins/crud';
import { forViewer, toHotelSummary, type HotelRow } from '../hotels/mapping';
import { hotelBaseQuery } from '../hotels/queries';
import { anyone } from '@server/plugins/access';

const brandWithCount = () => (db: FastifyInstance['db']) =>
  db
    .selectFrom('brands')
    .selectAll('brands')
    .select(sql<number>`(select count(*) from hotels h where h.brand_id = brands.id and h.status = 'active')`.as('hotels_count'));

/** The storefront's brand pages: every brand with its active hotel count, one brand with its hotels, and promotions. */
export async function brandFrontRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['brands'];
  const withCount = brandWithCount();

  r.get('/brands/front', { config: anyone, schema: { tags, response: { 200: z.object({ data: z.array(brand) }) } } }, async () => ({
    data: await withCount(app.db).orderBy('featured', 'desc').orderBy('name').execute(),
  }));

  r.get('/brands/front/:id', {
    config: anyone,
    schema: { tags, params: idParam, querystring: listQuery.pick({ limit: true, page: true }), response: { 200: z.object({ brand, hotels: listResponse(hotelSummary) }) } },
  }, async (req) => {
    const found = await withCount(app.db).where('brands.id', '=', req.params.id).executeTakeFirst();
    if (!found) throw notFound();
    const q = hotelBaseQuery(app.db).where('hotels.brand_id', '=', req.params.id).where('hotels.status', '=', 'active').orderBy('hotels.hotel_name').orderBy('hotels.id');
    const hotels = await paginate(q, req.query, async (rows) => rows.map((row) => forViewer(toHotelSummary(row as HotelRow), req.user)), 'hotels.id');
    return { brand: found, hotels };
  });

  r.get('/brands/promotion', { config: anyone, schema: { tags, response: { 200: z.object({ data: z.array(brand) }) } } }, async () => ({
    data: await withCount(app.db).where('promotion_text', 'is not', null).where('promotion_text', '!=', '').orderBy('featured', 'desc').orderBy('name').execute(),
  }));
}
