// The app's start (src/main.tsx loads it).
// First: zod's JIT is switched off before any schema is built (a CSP violation otherwise; see the module).
import './api/zodConfig';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadDirection } from './DirectionProvider';
import { initI18n, isRtl, rememberedLocale, splitLocale, withLocale } from './i18n';
import { hydration } from './ssr/context';
import { readSsrPayload } from './ssr/payload';

/**
 * A server page React could not take over as it was (a mismatch: it drew that part again) is a bug: it is reported
 * as React would (the window's error event), and marked on <html> for the end-to-end tests (tests/e2e/hydration.ts).
 */
function noteHydrationError(error: unknown) {
  const root = document.documentElement;
  root.dataset.hydrationErrors = String(Number(root.dataset.hydrationErrors ?? 0) + 1);
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
}

/**
 * The app's start, loaded by the entry (src/main.tsx). Reads the language prefix, then mounts the storefront, or
 * loads the admin bundle for /admin/** — so the storefront never downloads react-admin.
 * A page the server rendered (it carries its payload) is hydrated: the same tree, with the server's words and data.
 */
export async function boot() {
  const parsed = splitLocale(window.location.pathname);
  const { path } = parsed;
  const admin = path === '/admin' || path.startsWith('/admin/');
  const payload = admin ? null : readSsrPayload();
  let { locale } = parsed;
  const remembered = rememberedLocale();
  const hasPrefix = locale !== 'en';
  // The server already sent a reader with a remembered language to its prefix; a client-only page does it here.
  if (!payload && !hasPrefix && remembered && remembered !== 'en') {
    locale = remembered;
    window.history.replaceState(null, '', withLocale(locale, path) + window.location.search + window.location.hash);
  }
  // The app's code downloads while i18n starts (and fetches a non-English language), not after it.
  const app = admin
    ? import('./admin/AdminApp').then(({ AdminApp }) => <AdminApp locale={locale} />)
    : import('./storefront/StorefrontApp').then(({ createStorefront }) => createStorefront(payload?.queries));
  // Arabic's right-to-left styling arrives with the rest, not one round trip after the first render.
  const direction = isRtl(locale) ? preloadDirection('rtl') : null;
  await initI18n(locale, payload?.resources);
  const element = await app;
  await direction;
  const container = document.getElementById('root')!;
  if (payload) {
    // Read by state that starts as the server saw it (the sign-in); it stays set for the page's life (mounted once).
    hydration.active = true;
    hydration.today = payload.today ?? null;
    // A transition lets React hydrate in slices that yield to the browser (Total Blocking Time on a phone).
    startTransition(() => {
      hydrateRoot(container, element, { onRecoverableError: noteHydrationError });
    });
    return;
  }
  const root = createRoot(container);
  // A transition lets React render the first screen in slices that yield to the browser, instead of one long task
  // that blocks input (Lighthouse's Total Blocking Time on a phone).
  startTransition(() => root.render(element));
}
