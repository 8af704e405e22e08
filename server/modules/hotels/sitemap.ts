import type { FastifyInstance } from 'fastify';
import { locales, withLocale } from '@/i18n/locales';
import { escapeHtml } from '@/ssr/htmlSafe';
import { siteOrigin } from './seo';
import { anyone } from '@server/plugins/access';

/** The most URLs one sitemap file may list (sitemaps.org). */
const MAX_URLS = 50_000;
const PAGES = ['/', '/hotels', '/truck-parking', '/brands'];

/**
 * /robots.txt and /sitemap.xml: search engines may read the public pages and every active hotel's page (in each
 * language), never the back office or the API.
 */
export async function sitemapRoutes(app: FastifyInstance) {
  app.get('/robots.txt', { config: anyone, schema: { hide: true } }, async (_request, reply) => {
    const origin = siteOrigin(app);
    return reply
      .type('text/plain; charset=utf-8')
      .send(['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', ...locales.filter((l) => l !== 'en').map((l) => `Disallow: /${l}/admin`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n'));
  });

  app.get('/sitemap.xml', { config: anyone, schema: { hide: true } }, async (_request, reply) => {
    const origin = siteOrigin(app);
    const perHotel = locales.length;
    const hotels = await app.db
      .selectFrom('hotels')
      .select(['slug', 'updated_at'])
      .where('status', '=', 'active')
      .orderBy('id')
      .limit(Math.floor((MAX_URLS - PAGES.length) / perHotel))
      .execute();
    const url = (path: string, lastmod?: string) =>
      `<url><loc>${escapeHtml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...PAGES.map((p) => url(p)),
      ...hotels.flatMap((h) => locales.map((l) => url(withLocale(l, `/hotels/${encodeURIComponent(h.slug)}`), h.updated_at))),
      '</urlset>',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(body);
  });
}
