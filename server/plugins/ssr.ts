import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Hotel } from '@/api/schemas/hotels';
import { defaultLocale, isLocale, LOCALE_COOKIE, locales, rtlLocales, withLocale, type Locale } from '@/i18n/locales';
import type { RenderInput, RenderOutput } from '@/entry-server';
import { APP_SHELL_PATH } from '@/pwa/appShell';
import { ADMIN_PRELOAD_ATTRIBUTE, APP_PRELOAD_ATTRIBUTE, STOREFRONT_PRELOAD_ATTRIBUTE } from '@/ssr/payload';
import { hotelBySlug } from '../modules/hotels/queries';
import { escapeHtml } from '@/ssr/htmlSafe';
import { PRIMARY } from '@/brandColour';
import { serverI18n } from '../lib/i18n';
import { contentJsonLd } from '../modules/faq/seo';
import { findPublicHotel, hotelHead } from '../modules/hotels/seo';
import { maintenanceFor, PREVIEW_COOKIE, previewCookieOf } from '../modules/settings/preview';

/**
 * Storefront pages rendered on the server (issue 11): the page's HTML, its language, title, description, canonical
 * and language alternates, its critical CSS and the data it was drawn with, in the first bytes. The browser hydrates
 * the same tree (src/main.tsx). A page that cannot be rendered in time is the client shell with the same head, never
 * a blank page; the admin and the signed-in pages are always the shell (the browser draws them).
 */

export type RenderPage = (input: RenderInput) => Promise<RenderOutput>;

export type SsrOptions = {
  /** The server renderer (dist/server/entry-server.js); null serves the client shell only. */
  render: RenderPage | null;
  /** Longest a page may take to render before the shell is sent instead. */
  timeoutMs?: number;
  /** Longest the page's data may take; the page is then drawn with what arrived (the browser goes on). */
  dataBudgetMs?: number;
};

export const SSR_TIMEOUT_MS = 4000;
export const SSR_DATA_BUDGET_MS = 2500;

/** The renderer a build made (`vite build --ssr`, beside the site as server/entry-server.js), or null. */
export async function loadRenderer(siteDir: string): Promise<RenderPage | null> {
  const file = path.join(siteDir, 'server', 'entry-server.js');
  if (!existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as { render?: RenderPage };
  return typeof mod.render === 'function' ? mod.render : null;
}

const adminPage = /^\/admin(\/|$)/;
/**
 * Pages the browser draws alone: the admin, and pages of a signed-in driver or of signing in (nothing to index); and
 * the shell the service worker keeps for offline use (APP_SHELL_PATH).
 */
const clientOnly = new RegExp(`^/(admin|auth|profile|book|hotels/reservation|${APP_SHELL_PATH.slice(1)})(/|$)`);

/** Splits '/de/x' into de and '/x'; a two-letter first segment that is no language stays part of the path. */
function splitPath(pathname: string): { locale: Locale; path: string; prefix: string | null } {
  const code = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)?.[1];
  if (code && isLocale(code)) return { locale: code, path: pathname.slice(3) || '/', prefix: code };
  return { locale: defaultLocale, path: pathname || '/', prefix: null };
}

function rememberedLocale(request: FastifyRequest): Locale | null {
  const code = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})`).exec(request.headers.cookie ?? '')?.[1];
  return isLocale(code) ? code : null;
}

/** Title as HTML text; null keeps the template's (and so does a null description). */
type Head = { title: string | null; description: string | null; extra: string[] };

/** The shared <head> facts of every storefront page: canonical and one alternate per language. */
function localeLinks(origin: string, locale: Locale, pagePath: string): string[] {
  return [
    `<link rel="canonical" href="${escapeHtml(`${origin}${withLocale(locale, pagePath)}`)}">`,
    ...locales.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(`${origin}${withLocale(l, pagePath)}`)}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${pagePath}`)}">`,
  ];
}

const preloadsMarked = (attribute: string) => new RegExp(`[ \\t]*<link rel="modulepreload"[^>]*\\s${attribute}[^>]*>\\n?`, 'g');
const appPreloads = preloadsMarked(APP_PRELOAD_ATTRIBUTE);
const storefrontPreloads = preloadsMarked(STOREFRONT_PRELOAD_ATTRIBUTE);
const adminPreloads = preloadsMarked(ADMIN_PRELOAD_ATTRIBUTE);

/**
 * What a back-office page shows until its app has drawn (React's first render replaces it): the loader the app starts
 * with (src/admin/AdminApp.tsx), in the brand colour and the page's language, so a slow link shows it at once instead
 * of a blank page while the app downloads.
 */
function adminLoader(locale: Locale): string {
  const label = escapeHtml(serverI18n.t('loading', { lng: locale, ns: 'common' }));
  return [
    '<div style="min-height:100vh;display:grid;place-items:center">',
    `<svg role="progressbar" aria-label="${label}" width="40" height="40" viewBox="22 22 44 44" style="color:${PRIMARY};animation:rr-spin 1.4s linear infinite">`,
    '<circle cx="44" cy="44" r="20.2" fill="none" stroke="currentColor" stroke-width="3.6" stroke-dasharray="80 200"></circle></svg>',
    // body's margin is the one the app's CssBaseline sets, so the loader does not move when the app takes over.
    '<style>body{margin:0}@keyframes rr-spin{to{transform:rotate(360deg)}}@media (prefers-reduced-motion:reduce){svg{animation:none}}</style>',
    '</div>',
  ].join('');
}

/** The template with the page's language, head and (when rendered) body. Replacer functions: a '$&' stays text. */
function assemble(template: string, locale: Locale, head: Head, body: { html: string; payload: string; styles: string; hydrateOnInteraction: boolean } | null): string {
  // A page that loads the app on the first interaction must not have the browser fetch it all at once.
  let html = (body?.hydrateOnInteraction ? template.replace(appPreloads, '') : template)
    .replace(/<html lang="[^"]*" dir="[^"]*">/, () => `<html lang="${locale}" dir="${rtlLocales.has(locale) ? 'rtl' : 'ltr'}">`);
  if (head.description) html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(head.description!)}" />`);
  if (head.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${head.title}</title>`);
  const extra = [...head.extra, ...(body ? [body.styles] : [])].join('\n    ');
  html = html.replace('</head>', () => `    ${extra}\n  </head>`);
  if (body) html = html.replace('<div id="root"></div>', () => `<div id="root">${body.html}</div>\n    ${body.payload}`);
  return html;
}

/** Runs `work`, or gives up after `ms` (the work is left to finish on its own). */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`render took over ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The API in-process, as a fetch: the page's requests go through every hook a browser's would (limits by the visitor's address). */
function inProcessFetch(app: FastifyInstance, request: FastifyRequest, locale: Locale): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://internal');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    headers['accept-language'] = locale;
    // Only the staff preview cookie: the page draws the storefront, not the maintenance page, for staff (the API
    // reads no other cookie).
    const preview = previewCookieOf(request.headers.cookie);
    if (preview) headers.cookie = `${PREVIEW_COOKIE}=${preview}`;
    if (request.headers['user-agent']) headers['user-agent'] = request.headers['user-agent'];
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: request.ip,
    });
    const noBody = res.statusCode === 204 || res.statusCode === 304;
    const type = res.headers['content-type'];
    return new Response(noBody ? null : res.body, { status: res.statusCode, headers: type ? { 'content-type': String(type) } : {} });
  };
}

/**
 * Answers GET requests for storefront pages (registered as the not-found handler's page branch, so every API and
 * asset route keeps its own answer).
 */
export function createPageHandler(app: FastifyInstance, builtTemplate: string, opts: SsrOptions) {
  const timeoutMs = opts.timeoutMs ?? SSR_TIMEOUT_MS;
  const dataBudgetMs = opts.dataBudgetMs ?? Math.min(SSR_DATA_BUDGET_MS, timeoutMs);
  const origin = app.config.publicOrigin;
  // The back office loads the app's start and its own chunks, none of the storefront's; every other page, the reverse.
  const template = builtTemplate.replace(adminPreloads, '');
  const adminShell = builtTemplate.replace(storefrontPreloads, '');
  const adminTemplate = (locale: Locale) => adminShell.replace('<div id="root"></div>', () => `<div id="root">${adminLoader(locale)}</div>`);

  const send = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Cookie').send(body);

  return async function page(request: FastifyRequest, reply: FastifyReply) {
    const [pathname = '/', query = ''] = request.url.split(/\?(.*)/s);
    const search = query ? `?${query}` : '';
    // A missing file (a map tile, an old asset) is no page: a plain 404, not a rendered one.
    if (/\/[^/]*\.[a-zA-Z0-9]{1,8}$/.test(pathname)) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    const { locale, path: pagePath, prefix } = splitPath(pathname);
    const isAdmin = adminPage.test(pagePath);
    // Maintenance mode: every storefront page is the maintenance page, 503 with Retry-After (as the API's writes), so
    // crawlers keep the pages they know; the back office and staff previewing the storefront are let through.
    const down = isAdmin ? null : await maintenanceFor(app, request);
    if (down) reply.header('Retry-After', String(down.retryAfterSeconds));
    if (clientOnly.test(pagePath)) return send(reply, down ? 503 : 200, assemble(isAdmin ? adminTemplate(locale) : template, locale, { title: null, description: null, extra: [] }, null));

    // English has no prefix: /en/x is /x.
    if (prefix === defaultLocale) return reply.redirect(`${pagePath}${search}`, 301);
    // A reader who chose a language gets its pages (the language switcher keeps the cookie).
    const remembered = prefix === null ? rememberedLocale(request) : null;
    if (remembered && remembered !== defaultLocale) return reply.header('Vary', 'Cookie').redirect(`${withLocale(remembered, pagePath)}${search}`, 302);

    // A hotel page: an old slug moves to the current one; an unknown (or inactive) hotel is a 404.
    let hotel: Hotel | null = null;
    let status = down ? 503 : 200;
    const hotelSlug = down ? undefined : /^\/hotels\/([^/]+)$/.exec(pagePath)?.[1];
    if (hotelSlug !== undefined) {
      let slug = hotelSlug;
      try {
        slug = decodeURIComponent(hotelSlug);
      } catch {
        // Not a valid escape: no hotel has it.
      }
      const found = /^\d+$/.test(slug) || slug.length > 300 ? null : await hotelBySlug(app.db, slug);
      if (found?.moved) return reply.redirect(`${withLocale(locale, `/hotels/${encodeURIComponent(found.slug)}`)}${search}`, 301);
      hotel = await findPublicHotel(app.db, found?.slug ?? slug);
      if (!hotel) status = 404;
    }

    const canonicalPath = hotel ? `/hotels/${encodeURIComponent(hotel.slug)}` : pagePath;
    // schema.org data of /faq and /about, in the first bytes whether the page renders or falls back to the shell.
    const structured = down ? [] : await contentJsonLd(app.db, pagePath, locale, origin).catch((error: unknown) => {
      request.log.warn({ err: error, url: request.url }, 'the page’s schema.org data could not be read: the page goes without it');
      return [];
    });
    const headFor = (title: string | null, description: string | null): Head =>
      hotel ? hotelHead(hotel, { origin, locale }) : { title, description, extra: [...localeLinks(origin, locale, canonicalPath), ...structured] };

    if (opts.render) {
      try {
        const out = await within(opts.render({ url: `${pathname}${search}`, locale, fetch: inProcessFetch(app, request, locale), dataBudgetMs }), timeoutMs);
        const finalStatus = status === 200 ? out.status : status;
        return send(reply, finalStatus, assemble(template, locale, headFor(out.title, out.description), out));
      } catch (error) {
        request.log.warn({ err: error, url: request.url }, 'server render failed: the client shell is sent instead');
      }
    }
    return send(reply, status, assemble(template, locale, headFor(null, null), null));
  };
}
