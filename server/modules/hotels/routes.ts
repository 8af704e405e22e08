import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { dashboardCounts, supplierSummaryResponse } from '@/api/schemas/admin';
import { hotel } from '@/api/schemas/hotels';
import { hasPermission } from '@/authProvider/permissions';
import { notFound } from '@server/lib/errors';
import { forViewer, supplierSql, type HotelRow } from './mapping';
import { hotelBaseQuery, hotelBySlug, hydrateHotels } from './queries';
import { needs, anyone } from '@server/plugins/access';

export async function hotelRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['hotels'];

  /** A hotel by id or slug; the public sees active hotels only. */
  r.get('/hotel/:idOrSlug', {
    config: anyone,
    schema: { tags, params: z.object({ idOrSlug: z.string().min(1).max(300) }), response: { 200: hotel } },
  }, async (req) => {
    const key = req.params.idOrSlug;
    // Slugs are never digits alone, so digits are an id (and too many digits for one are no hotel). A slug the
    // hotel had before answers too: the record carries its current slug, for the page to redirect to.
    const numeric = /^\d+$/.test(key);
    if (numeric && !Number.isSafeInteger(Number(key))) throw notFound();
    const id = numeric ? Number(key) : (await hotelBySlug(app.db, key))?.id;
    if (id === undefined) throw notFound();
    let q = hotelBaseQuery(app.db).where('hotels.id', '=', id);
    if (!hasPermission(req.user, 'view_hotel')) q = q.where('hotels.status', '=', 'active');
    const row = await q.executeTakeFirst();
    if (!row) throw notFound();
    const [full] = await hydrateHotels(app.db, [row as HotelRow]);
    return forViewer(full!, req.user);
  });

  /** Hotels per supplier and each supplier's last sync, for the admin's sync panel. */
  r.get('/admin/hotels/suppliers', { schema: { tags, response: { 200: supplierSummaryResponse } }, config: needs('view_hotel') }, async () => {
    const counts = await app.db
      .selectFrom('hotels')
      .select([
        supplierSql.as('code'),
        sql<number>`count(*)`.as('hotels'),
        sql<number>`count(*) filter (where status = 'active')`.as('active'),
      ])
      .groupBy(sql`1`)
      .execute();
    const lastJobs = await app.db
      .selectFrom('jobs')
      .select(['id', 'kind', 'status', 'finished_at', 'result'])
      .where('kind', 'in', ['sync:ice_portal', 'sync:derbysoft'])
      .orderBy('id', 'desc')
      .limit(20)
      .execute();
    const names = { local: 'Local inventory', ice_portal: 'ICE Portal', derbysoft: 'DerbySoft' } as const;
    return {
      data: (['local', 'ice_portal', 'derbysoft'] as const).map((code) => {
        const c = counts.find((x) => x.code === code);
        const job = lastJobs.find((j) => j.kind === `sync:${code}`);
        return {
          code,
          name: names[code],
          hotels: Number(c?.hotels ?? 0),
          active: Number(c?.active ?? 0),
          last_sync: job ? { id: job.id, status: job.status, finished_at: job.finished_at, result: job.result } : null,
        };
      }),
    };
  });

  /** Counts for the admin dashboard. */
  r.get('/admin/dashboard', {
    schema: {
      tags,
      response: {
        200: dashboardCounts,
      },
    },
    config: needs('access_admin_dashboard'),
  }, async () => {
    const h = await app.db
      .selectFrom('hotels')
      .select([
        sql<number>`count(*)`.as('hotels'),
        sql<number>`count(*) filter (where status = 'active')`.as('active'),
        sql<number>`count(*) filter (where commercial_parking_available)`.as('with_truck_parking'),
        sql<number>`count(*) filter (where commercial_parking_available and parking_fit = 'full_rig')`.as('full_rig_parking'),
        sql<number>`count(*) filter (where ${supplierSql} = 'derbysoft')`.as('derbysoft'),
        sql<number>`count(*) filter (where ${supplierSql} = 'ice_portal')`.as('ice_portal'),
        sql<number>`count(*) filter (where ${supplierSql} = 'local')`.as('local'),
      ])
      .executeTakeFirstOrThrow();
    const u = await app.db
      .selectFrom('users')
      .select([
        sql<number>`count(*)`.as('users'),
        sql<number>`count(*) filter (where exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = users.id and r.name = 'Trucker'))`.as('truckers'),
      ])
      .executeTakeFirstOrThrow();
    const b = await app.db.selectFrom('brands').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    return {
      hotels: Number(h.hotels),
      active: Number(h.active),
      with_truck_parking: Number(h.with_truck_parking),
      full_rig_parking: Number(h.full_rig_parking),
      by_supplier: { local: Number(h.local), ice_portal: Number(h.ice_portal), derbysoft: Number(h.derbysoft) },
      brands: Number(b.n),
      users: Number(u.users),
      truckers: Number(u.truckers),
    };
  });
}
