import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { codename } from '@/api/permissions';
import { adminSearchResponse, adminSearchSlugs, type AdminSearchGroup } from '@/api/schemas/search';
import { ADMIN_ACCESS, hasPermission } from '@/authProvider/permissions';
import { needs } from './access';
import { escapeLike, type AnyDeclaration, type OrderRef, type SearchExpr } from './crud';

const PER_GROUP = 5;
const expr = (e: SearchExpr | OrderRef) => (typeof e === 'string' ? sql.ref(e) : e);

/**
 * The toolbar's global search (GET /admin/search?q): one group per declaration with `adminSearch` whose records the
 * caller may view, each with its few best matches (those starting with the query first). Shorter than 2 characters:
 * no groups.
 */
export function adminSearchRoutes(resources: AnyDeclaration[]) {
  // Groups in the spec's order of slugs, whatever the order the areas were found in.
  const rank = (d: AnyDeclaration) => adminSearchSlugs.indexOf(d.adminSearch!.slug);
  const searchable = resources.filter((d) => d.adminSearch).sort((a, b) => rank(a) - rank(b));
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const db = app.db as unknown as Kysely<any>;
    r.get('/admin/search', {
      schema: { tags: ['search'], querystring: z.object({ q: z.string().max(100).default('') }), response: { 200: adminSearchResponse } },
      config: needs(ADMIN_ACCESS),
    }, async (req) => {
      const q = req.query.q.trim();
      if (q.length < 2) return { data: [] };
      const like = `%${escapeLike(q)}%`;
      const prefix = `${escapeLike(q)}%`;
      const groups = await Promise.all(
        searchable
          .filter((d) => hasPermission(req.user, codename('view', d.model)))
          .map(async (d): Promise<AdminSearchGroup> => {
            const s = d.adminSearch!;
            let query = s.select(d.baseQuery ? d.baseQuery(app.db) : db.selectFrom(d.table)).where((eb: any) => eb.or(s.match.map((m) => eb(expr(m), 'ilike', like))));
            if (s.prefix) query = query.orderBy((eb: any) => eb.case().when(expr(s.prefix!), 'ilike', prefix).then(0).else(1).end());
            const data = await query.orderBy(expr(s.orderBy)).limit(PER_GROUP).execute();
            return { name: req.messages.t(s.title), slug: s.slug, data: data as AdminSearchGroup['data'] };
          }),
      );
      return { data: groups.filter((g) => g.data.length > 0) };
    });
  };
}
