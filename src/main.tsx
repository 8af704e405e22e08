import { createRoot } from 'react-dom/client';
import { initI18n, rememberedLocale, splitLocale, withLocale } from './i18n';
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
  await initI18n(locale);
  const root = createRoot(document.getElementById('root')!);
  if (path === '/admin' || path.startsWith('/admin/')) {
    const { AdminApp } = await import('./admin/AdminApp');
    root.render(<AdminApp locale={locale} />);
  } else {
    const { StorefrontApp } = await import('./storefront/StorefrontApp');
    root.render(<StorefrontApp />);
  }
}

void boot();
