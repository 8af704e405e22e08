import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadDirection } from './DirectionProvider';
import { initI18n, isRtl, rememberedLocale, splitLocale, withLocale } from './i18n';
import { installChunkReloadGuard } from './chunkReload';

/**
 * Reads the language prefix, then mounts the storefront, or loads the admin
 * bundle for /admin/** — so the storefront never downloads react-admin.
 */
async function boot() {
  installChunkReloadGuard();
  const parsed = splitLocale(window.location.pathname);
  const { path } = parsed;
  let { locale } = parsed;
  const remembered = rememberedLocale();
  const hasPrefix = locale !== 'en';
  if (!hasPrefix && remembered && remembered !== 'en') {
    locale = remembered;
    window.history.replaceState(null, '', withLocale(locale, path) + window.location.search + window.location.hash);
  }
  // The app's code downloads while i18n starts (and fetches a non-English language), not after it.
  const app =
    path === '/admin' || path.startsWith('/admin/')
      ? import('./admin/AdminApp').then(({ AdminApp }) => <AdminApp locale={locale} />)
      : import('./storefront/StorefrontApp').then(({ StorefrontApp }) => <StorefrontApp />);
  // Arabic's right-to-left styling arrives with the rest, not one round trip after the first render.
  const direction = isRtl(locale) ? preloadDirection('rtl') : null;
  await initI18n(locale);
  const element = await app;
  await direction;
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React render the first screen in slices that yield to the browser, instead of one long task
  // that blocks input (Lighthouse's Total Blocking Time on a phone).
  startTransition(() => root.render(element));
}

void boot();
