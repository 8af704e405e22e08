import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ColumnType, Generated } from 'kysely';
import { z } from 'zod';
import { faqEntry, faqEntryInput, faqTopics, page, pageInput, pageSlugs, type Translations } from '@/api/schemas/siteContent';
import { hasPermission } from '@/authProvider/permissions';
import { notFound } from '@server/lib/errors';
import { cleanedInsert, cleanedWrite } from '@server/lib/richText';
import { anyone } from '@server/plugins/access';
import { defineArea } from '@server/plugins/areas';
import { defineResource } from '@server/plugins/crud';

type Json<T> = ColumnType<T, string | undefined, string>;

type FaqEntriesTable = {
  id: Generated<number>;
  topic: string;
  question: string;
  answer: string;
  position: ColumnType<number, number | undefined, number>;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  translations: Json<Translations>;
  created_at: ColumnType<string, string | undefined, never>;
  updated_at: ColumnType<string, string | undefined, string>;
};

type PagesTable = {
  id: Generated<number>;
  slug: string;
  title: string;
  body: string;
  translations: Json<Translations>;
  created_at: ColumnType<string, string | undefined, never>;
  updated_at: ColumnType<string, string | undefined, string>;
};

declare module '@server/db/types' {
  interface Database {
    faq_entries: FaqEntriesTable;
    pages: PagesTable;
  }
}


/** FAQ entries (issue 14): grouped by topic, ordered by staff; the public sees published ones (GET /faq). */
export const faq = defineResource({
  name: 'faq',
  mounts: [{ path: '/admin/faq' }, { path: '/faq', operations: ['list'], public: ['list'] }],
  scope: (q, user) => (hasPermission(user, 'view_faq') ? q : q.where('faq_entries.published', '=', true)),
  table: 'faq_entries',
  model: 'faq',
  record: faqEntry,
  create: faqEntryInput,
  update: faqEntryInput,
  search: ['faq_entries.question', 'faq_entries.answer'],
  ordering: { id: 'faq_entries.id', topic: 'faq_entries.topic', position: 'faq_entries.position', question: 'faq_entries.question', created_at: 'faq_entries.created_at' },
  defaultOrdering: 'topic,position',
  filters: { topic: { schema: z.enum(faqTopics), apply: (q, v: string) => q.where('faq_entries.topic', '=', v) } },
  insert: cleanedInsert('faq_entries', ['answer']),
  write: cleanedWrite('faq_entries', ['answer']),
  // The question is what staff look for (the answer's HTML would match its own markup).
  adminSearch: {
    slug: 'faq',
    title: 'search.faq',
    match: ['faq_entries.question'],
    prefix: 'faq_entries.question',
    orderBy: 'faq_entries.question',
    select: (q) => q.clearSelect().select(['faq_entries.id', 'faq_entries.question as name', 'faq_entries.topic']),
  },
});

/** /about, /terms and /privacy: staff edit their text (change_page); no create or delete. */
export const pages = defineResource({
  name: 'pages',
  mounts: [{ path: '/admin/pages', operations: ['list', 'get', 'update', 'patch'] }],
  table: 'pages',
  model: 'page',
  record: page,
  create: pageInput,
  update: pageInput,
  search: ['pages.title', 'pages.slug'],
  ordering: { id: 'pages.id', slug: 'pages.slug', title: 'pages.title' },
  defaultOrdering: 'slug',
  write: cleanedWrite('pages', ['body']),
  adminSearch: {
    slug: 'pages',
    title: 'search.pages',
    match: ['pages.title', 'pages.slug'],
    prefix: 'pages.title',
    orderBy: 'pages.title',
    select: (q) => q.clearSelect().select(['pages.id', 'pages.title as name', 'pages.slug']),
  },
});

async function pageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/pages/:slug', { config: anyone, schema: { tags: ['pages'], params: z.object({ slug: z.enum(pageSlugs) }), response: { 200: page } } }, async (req) => {
    const found = await app.db.selectFrom('pages').selectAll().where('slug', '=', req.params.slug).executeTakeFirst();
    if (!found) throw notFound();
    return found;
  });
}

export default defineArea({ resources: [faq, pages], routes: [pageRoutes] });
