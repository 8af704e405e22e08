import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { version } from '../version';
import { anyone } from './access';
import { createPageHandler, loadRenderer, type SsrOptions } from './ssr';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a storefront or admin page (server-rendered, or the client shell); set when the site is served. */
    sitePage: ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | null;
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

/**
 * Serves the built site (dist/), uploads, and every page: server-rendered by the build's renderer
 * (dist/server/entry-server.js; `render` in tests), or the client shell.
 */
export const staticSite = fp(async (app: FastifyInstance, opts: Partial<SsrOptions>) => {
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
    // The server renderer's bundle is the server's, not the browser's.
    allowedPath: (pathName) => !/^\/server(\/|$)/.test(pathName),
    // The build writes .br and .gz beside each asset (vite.config.ts): sent as they are to clients that take them.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  // Browsers and feed readers ask for /favicon.ico whatever the page declares: the icon is the SVG one.
  app.get('/favicon.ico', { config: anyone, schema: { hide: true } }, (_request, reply) => reply.header('Cache-Control', 'public, max-age=86400').redirect('/favicon.svg', 301));
  const render = opts.render !== undefined ? opts.render : await loadRenderer(distDir);
  if (!render) app.log.warn('the server renderer (server/entry-server.js in the built site) is missing: pages are served as the client shell');
  const sitePage = createPageHandler(app, html, { ...opts, render });
  app.sitePage = sitePage;
  // Pages are a route of their own, not only the not-found handler's branch: the compression plugin hooks into each
  // route as it is added, and the not-found handler is none (its pages went out uncompressed, 170 KB of HTML for a
  // search a phone could have had in 25). The API's and the uploads' unknown addresses stay the not-found handler's.
  app.get('/*', { config: anyone, schema: { hide: true } }, (request, reply) =>
    request.url.startsWith('/api/') || request.url.startsWith('/uploads/') ? reply.callNotFound() : sitePage(request, reply),
  );
});
