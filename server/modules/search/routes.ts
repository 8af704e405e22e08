import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { adminSearchResponse, type AdminSearchGroup } from '../../../src/api/schemas/search';
import { ADMIN_ACCESS, hasPermission } from '../../../src/authProvider/permissions';
import { escapeLike } from '../../plugins/crud';

const PER_GROUP = 5;

/**
 * The toolbar's global search: one group per kind of record the caller may view,
 * each with the few best matches. Queries shorter than 2 characters answer no groups.
 */
export async function adminSearchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/admin/search', {
    schema: { tags: ['search'], querystring: z.object({ q: z.string().max(100).default('') }), response: { 200: adminSearchResponse } },
    onRequest: app.requirePermission(ADMIN_ACCESS),
  }, async (req) => {
    const q = req.query.q.trim();
    if (q.length < 2) return { data: [] };
    const like = `%${escapeLike(q)}%`;
    const prefix = `${escapeLike(q)}%`;
    const db = app.db;
    const can = (codename: string) => hasPermission(req.user, codename);
    const groups: Promise<AdminSearchGroup | null>[] = [];

    if (can('view_country')) {
      groups.push(
        db.selectFrom('countries').select(['id', 'name', 'iso2']).where((eb) => eb.or([eb('name', 'ilike', like), eb('iso2', '=', q.toUpperCase())]))
          .orderBy((eb) => eb.case().when('name', 'ilike', prefix).then(0).else(1).end()).orderBy('name').limit(PER_GROUP).execute()
          .then((data) => ({ name: req.messages.t('search.countries'), slug: 'countries' as const, data })),
      );
    }
    if (can('view_state')) {
      groups.push(
        db.selectFrom('states').innerJoin('countries', 'countries.id', 'states.country_id')
          .select(['states.id', 'states.name', 'countries.name as country']).where('states.name', 'ilike', like)
          .orderBy((eb) => eb.case().when('states.name', 'ilike', prefix).then(0).else(1).end()).orderBy('states.name').limit(PER_GROUP).execute()
          .then((data) => ({ name: req.messages.t('search.states'), slug: 'states' as const, data })),
      );
    }
    if (can('view_city')) {
      groups.push(
        db.selectFrom('cities').innerJoin('states', 'states.id', 'cities.state_id')
          .select(['cities.id', 'cities.name', 'states.name as state']).where('cities.name', 'ilike', like)
          .orderBy((eb) => eb.case().when('cities.name', 'ilike', prefix).then(0).else(1).end()).orderBy('cities.name').limit(PER_GROUP).execute()
          .then((data) => ({ name: req.messages.t('search.cities'), slug: 'cities' as const, data })),
      );
    }
    if (can('view_user')) {
      groups.push(
        db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email'])
          .where(sql<string>`(first_name || ' ' || last_name || ' ' || email)`, 'ilike', like)
          .orderBy('last_name').limit(PER_GROUP).execute()
          .then((rows) => ({ name: req.messages.t('search.users'), slug: 'users' as const, data: rows.map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}`, email: u.email })) })),
      );
    }
    if (can('view_role')) {
      groups.push(
        db.selectFrom('roles').select(['id', 'name']).where('name', 'ilike', like).orderBy('name').limit(PER_GROUP).execute()
          .then((data) => ({ name: req.messages.t('search.roles'), slug: 'roles' as const, data })),
      );
    }
    const results = await Promise.all(groups);
    return { data: results.filter((g): g is AdminSearchGroup => g !== null && g.data.length > 0) };
  });
}
