import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ColumnType, Generated } from 'kysely';
import { idParam } from '@/api/schemas/common';
import { testimonial, testimonialInput, type Translations } from '@/api/schemas/siteContent';
import { hasPermission } from '@/authProvider/permissions';
import { notFound } from '@server/lib/errors';
import { removeUpload, saveImage, uploadedFile } from '@server/lib/uploads';
import { needs } from '@server/plugins/access';
import { defineArea } from '@server/plugins/areas';
import { defineResource } from '@server/plugins/crud';

type TestimonialsTable = {
  id: Generated<number>;
  name: string;
  home_base: string | null;
  photo: string | null;
  rating: ColumnType<number, number | undefined, number>;
  text: string;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  position: ColumnType<number, number | undefined, number>;
  translations: ColumnType<Translations, string | undefined, string>;
  created_at: ColumnType<string, string | undefined, never>;
  updated_at: ColumnType<string, string | undefined, string>;
};

declare module '@server/db/types' {
  interface Database {
    testimonials: TestimonialsTable;
  }
}

/**
 * Drivers' testimonials (spec section 7: GET /testimonials with paging, GET /testimonials/{id}, POST, PUT and DELETE
 * /admin/testimonials). The public sees published ones only, in staff's order; staff with view_testimonial see all.
 */
export const testimonials = defineResource({
  name: 'testimonials',
  mounts: [{ path: '/admin/testimonials' }, { path: '/testimonials', operations: ['list', 'get'], public: ['list', 'get'] }],
  scope: (q, user) => (hasPermission(user, 'view_testimonial') ? q : q.where('testimonials.published', '=', true)),
  table: 'testimonials',
  model: 'testimonial',
  record: testimonial,
  create: testimonialInput,
  update: testimonialInput,
  search: ['testimonials.name', 'testimonials.home_base', 'testimonials.text'],
  ordering: { id: 'testimonials.id', position: 'testimonials.position', name: 'testimonials.name', rating: 'testimonials.rating', created_at: 'testimonials.created_at', published: 'testimonials.published' },
  defaultOrdering: 'position,-created_at',
  filters: {
    published: {
      schema: testimonialInput.shape.published.unwrap(),
      apply: (q, v: boolean) => q.where('testimonials.published', '=', v),
    },
  },
  adminSearch: {
    slug: 'testimonials',
    title: 'search.testimonials',
    match: ['testimonials.name', 'testimonials.home_base', 'testimonials.text'],
    prefix: 'testimonials.name',
    orderBy: 'testimonials.name',
    select: (q) => q.clearSelect().select(['testimonials.id', 'testimonials.name', 'testimonials.home_base']),
  },
  remove: async (db, id, { uploadDir }) => {
    const row = await db.deleteFrom('testimonials').where('id', '=', id).returning('photo').executeTakeFirst();
    await removeUpload(uploadDir, row?.photo ?? null);
  },
});

/** The photo, uploaded (PUT /admin/testimonials/{id}/photo, multipart `file`): stored under /uploads/testimonials/. */
async function testimonialPhotoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put('/admin/testimonials/:id/photo', {
    schema: { tags: ['testimonials'], params: idParam, consumes: ['multipart/form-data'], response: { 200: testimonial } },
    config: needs('change_testimonial'),
  }, async (req) => {
    const current = await app.db.selectFrom('testimonials').select('photo').where('id', '=', req.params.id).executeTakeFirst();
    if (!current) throw notFound();
    const photo = await saveImage(await uploadedFile(req), app.config.uploadDir, 'testimonials');
    await app.db.updateTable('testimonials').set({ photo, updated_at: new Date().toISOString() }).where('id', '=', req.params.id).execute();
    await removeUpload(app.config.uploadDir, current.photo);
    return app.db.selectFrom('testimonials').selectAll().where('id', '=', req.params.id).executeTakeFirstOrThrow();
  });
}

export default defineArea({ resources: [testimonials], routes: [testimonialPhotoRoutes] });
