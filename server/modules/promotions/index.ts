import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type ColumnType, type Generated } from 'kysely';
import { z } from 'zod';
import { numeral } from '@/api/schemas/numeral';
import { brand } from '@/api/schemas/catalog';
import { programme, programmeInput, programmeKeys, promotion, promotionInput, type Translations } from '@/api/schemas/siteContent';
import { hasPermission } from '@/authProvider/permissions';
import { notFound } from '@server/lib/errors';
import { cleanedInsert, cleanedWrite } from '@server/lib/richText';
import { anyone } from '@server/plugins/access';
import { defineArea } from '@server/plugins/areas';
import { defineResource } from '@server/plugins/crud';

type Json<T> = ColumnType<T, string | undefined, string>;
type CreatedAt = ColumnType<string, string | undefined, never>;
type UpdatedAt = ColumnType<string, string | undefined, string>;

type PromotionsTable = {
  id: Generated<number>;
  title: string;
  summary: string | null;
  body: string | null;
  image: string | null;
  brand_id: number | null;
  valid_from: string | null;
  valid_until: string | null;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  demo: ColumnType<boolean, boolean | undefined, boolean>;
  translations: Json<Translations>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

type ProgrammesTable = {
  id: Generated<number>;
  key: string;
  title: string;
  summary: string | null;
  benefits: string | null;
  how_to_join: string | null;
  website: string | null;
  brand_ids: Json<number[]>;
  demo: ColumnType<boolean, boolean | undefined, boolean>;
  translations: Json<Translations>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

declare module '@server/db/types' {
  interface Database {
    promotions: PromotionsTable;
    programmes: ProgrammesTable;
  }
}

const today = sql<string>`current_date`;

/** Promotions (issue 14): the public sees published ones inside their validity, newest first; staff see all. */
export const promotions = defineResource({
  name: 'promotions',
  mounts: [{ path: '/admin/promotions' }, { path: '/promotions', operations: ['list', 'get'], public: ['list', 'get'] }],
  scope: (q, user) =>
    hasPermission(user, 'view_promotion')
      ? q
      : q
          .where('promotions.published', '=', true)
          .where((eb) => eb.or([eb('promotions.valid_until', 'is', null), eb('promotions.valid_until', '>=', today)]))
          .where((eb) => eb.or([eb('promotions.valid_from', 'is', null), eb('promotions.valid_from', '<=', today)])),
  table: 'promotions',
  model: 'promotion',
  record: promotion,
  create: promotionInput,
  update: promotionInput,
  baseQuery: (db) => db.selectFrom('promotions').leftJoin('brands', 'brands.id', 'promotions.brand_id').selectAll('promotions').select('brands.name as brand_name'),
  search: ['promotions.title', 'promotions.summary'],
  ordering: { id: 'promotions.id', created_at: 'promotions.created_at', title: 'promotions.title', valid_until: 'promotions.valid_until', valid_from: 'promotions.valid_from' },
  defaultOrdering: '-created_at',
  filters: {
    brand_id: { schema: numeral(z.number().int().positive()), apply: (q, v: number) => q.where('promotions.brand_id', '=', v) },
    published: { schema: z.enum(['true', 'false']).transform((v) => v === 'true'), apply: (q, v: boolean) => q.where('promotions.published', '=', v) },
  },
  insert: cleanedInsert('promotions', ['body']),
  write: cleanedWrite('promotions', ['body']),
  adminSearch: {
    slug: 'promotions',
    title: 'search.promotions',
    match: ['promotions.title', 'promotions.summary'],
    prefix: 'promotions.title',
    orderBy: 'promotions.title',
    select: (q) =>
      q
        .clearSelect()
        .select(['promotions.id', 'promotions.title as name'])
        .select((eb) => eb.selectFrom('brands').select('brands.name').whereRef('brands.id', '=', 'promotions.brand_id').as('brand_name')),
  },
});

/** The four partner programme pages' text (staff edit; no create or delete: their addresses are fixed). */
export const programmes = defineResource({
  name: 'programmes',
  mounts: [{ path: '/admin/programmes', operations: ['list', 'get', 'update', 'patch'] }],
  table: 'programmes',
  model: 'promotion',
  record: programme,
  create: programmeInput,
  update: programmeInput,
  search: ['programmes.title', 'programmes.key'],
  ordering: { id: 'programmes.id', key: 'programmes.key', title: 'programmes.title' },
  defaultOrdering: 'key',
  write: cleanedWrite('programmes', ['benefits', 'how_to_join']),
});

export const programmePage = z.object({ programme, brands: z.array(brand) });

/** GET /programmes/{key}: a partner programme's page with its participating brands (and their active hotel counts). */
async function programmeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/programmes/:key', {
    config: anyone,
    schema: { tags: ['programmes'], params: z.object({ key: z.enum(programmeKeys) }), response: { 200: programmePage } },
  }, async (req) => {
    const found = await app.db.selectFrom('programmes').selectAll().where('key', '=', req.params.key).executeTakeFirst();
    if (!found) throw notFound();
    const ids = (found.brand_ids ?? []).map(Number).filter(Number.isSafeInteger);
    const brands = ids.length
      ? await app.db
          .selectFrom('brands')
          .selectAll('brands')
          .select(sql<number>`(select count(*) from hotels h where h.brand_id = brands.id and h.status = 'active')`.as('hotels_count'))
          .where('brands.id', 'in', ids)
          .orderBy('brands.name')
          .execute()
      : [];
    return { programme: found, brands };
  });
}

export default defineArea({ resources: [promotions, programmes], routes: [programmeRoutes] });
