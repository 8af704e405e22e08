import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { hotelSeoPages } from '../modules/hotels/seo';
import { version } from '../version';

declare module 'fastify' {
  interface FastifyInstance {
    /** index.html with runtime config, answered for client routes (set when the site is served). */
    siteHtml: string | null;
  }
}

/** The built front end: dist/ unless SITE_DIR points elsewhere (parallel builds in development). Read at start-up, not import. */
const siteDir = () => (process.env.SITE_DIR ? path.resolve(process.env.SITE_DIR) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist'));

/** Runtime settings the browser needs, put in a meta tag so no inline script (and no CSP exception) is needed. */
function runtimeConfig(app: FastifyInstance) {
  const c = app.config;
  return {
    version,
    mapTileUrl: c.MAP_TILE_URL,
    mapAttribution: c.MAP_ATTRIBUTION,
    gatewayClientId: c.GATEWAY_CLIENT_ID ?? null,
    gatewayClientSecret: c.GATEWAY_CLIENT_SECRET ?? null,
  };
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Serves the built site (dist/), uploads, and index.html for every client route. */
export const staticSite = fp(async (app: FastifyInstance) => {
  mkdirSync(app.config.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.config.uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders: (res) => {
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
      res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const distDir = siteDir();
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn('dist/ is missing: run `npm run build` (npm start does it for you) to serve the site');
    return;
  }
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const html = template.replace('<!--rigrest-config-->', `<meta name="rigrest-config" content="${escapeAttr(JSON.stringify(runtimeConfig(app)))}">`);
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside each asset (vite.config.ts): sent as they are to clients that take them.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  app.siteHtml = html;
  await app.register(hotelSeoPages, { html });
});
