import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { defaultLocale, isLocale, LOCALE_COOKIE, rtlLocales, splitLocale, type Locale } from '@/i18n/locales';
import { pickLocale, serverI18n } from '../lib/i18n';
import type { Readiness } from '../lib/readiness';
import { escapeHtml } from '@/ssr/htmlSafe';
import { PRIMARY } from '@/brandColour';

/** Seconds a client is told to wait, and the page's reload period. */
export const PREPARING_RETRY_SECONDS = 5;

/** Paths that answer while preparing: liveness, readiness, and the API docs (none of them reads the database). */
const alwaysServed = /^\/api\/(health|ready|docs)(\/|\?|$)/;


/** The page's language: the URL's prefix (/de/…), else the language cookie the site keeps, else Accept-Language. */
export function pageLocale(request: FastifyRequest): Locale {
  const prefixed = splitLocale(request.url.split('?')[0] ?? '/').locale;
  if (prefixed !== defaultLocale) return prefixed;
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})`).exec(request.headers.cookie ?? '')?.[1];
  if (isLocale(cookie)) return cookie;
  return pickLocale(request.headers['accept-language']);
}

/** A small page with everything inline (no script, no other request), reloaded by the browser until the site is up. */
function waitingPage(locale: Locale, keys: { title: string; heading: string; lines: string[] }): string {
  const t = serverI18n.getFixedT(locale, 'api');
  const text = (key: string) => escapeHtml(t(`preparing.${key}`));
  return `<!doctype html>
<html lang="${locale}" dir="${rtlLocales.has(locale) ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${PREPARING_RETRY_SECONDS}">
<meta name="robots" content="noindex">
<title>${text(keys.title)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6f8;color:#1c2731}
main{max-width:32rem;margin:1rem;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12);text-align:center}
h1{margin:0 0 .5rem;font-size:1.4rem;color:${PRIMARY}}
p{margin:.5rem 0;line-height:1.5}
.spin{width:2.5rem;height:2.5rem;margin:0 auto 1.25rem;border:4px solid #d5e3ee;border-top-color:${PRIMARY};border-radius:50%;animation:spin 1s linear infinite}
@keyframes spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.spin{animation:none}}
</style>
</head>
<body>
<main role="status" aria-live="polite">
<div class="spin" aria-hidden="true"></div>
<h1>${text(keys.heading)}</h1>
${[...keys.lines, 'reload'].map((key) => `<p>${text(key)}</p>`).join('\n')}
</main>
</body>
</html>
`;
}

/** While the database is migrated and seeded. */
export const preparingPage = (locale: Locale, phase: Readiness['phase']) =>
  waitingPage(locale, { title: 'title', heading: phase, lines: phase === 'seeding' ? ['firstStart'] : [] });

/** A page that could not be made because the database does not answer (plugins/errors.ts). */
export const unavailablePage = (locale: Locale) => waitingPage(locale, { title: 'unavailableTitle', heading: 'unavailableTitle', lines: ['unavailable'] });

/**
 * Until `readiness` is ready (main.ts migrating and seeding after it started listening), every request but health,
 * ready and docs answers 503 with Retry-After: API calls `{ message, code: 'preparing' }`, everything else the page.
 */
export const preparingGate = fp<{ readiness: Readiness }>(async (app, { readiness }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (readiness.ready || alwaysServed.test(request.url)) return;
    reply.header('Retry-After', String(PREPARING_RETRY_SECONDS)).header('Cache-Control', 'no-store').status(503);
    if (/^\/api(\/|\?|$)/.test(request.url)) {
      return reply.send({ message: request.messages.t('errors.preparing'), code: 'preparing' });
    }
    const locale = pageLocale(request);
    return reply.header('Content-Language', locale).type('text/html; charset=utf-8').send(preparingPage(locale, readiness.phase));
  });
});
