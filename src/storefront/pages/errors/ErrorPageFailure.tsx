import i18next from 'i18next';
import { localeOfPath, localizePath } from '@/storefront/i18n/localePath';
import { PRIMARY } from '@/brandColour';

/**
 * The last resort when the error page itself broke: no theme, no router, no
 * hooks, nothing that could fail again.
 */
export function ErrorPageFailure() {
  const home = typeof window === 'undefined' ? '/' : localizePath(localeOfPath(window.location.pathname), '/');
  return (
    <div role="alert" style={{ fontFamily: 'system-ui, sans-serif', padding: '64px 16px', textAlign: 'center', color: '#1a2733' }}>
      <h1 style={{ fontSize: 24, fontWeight: 600 }}>{i18next.t('storefront:errorPage.failed', { defaultValue: 'An error occurred while showing the error page' })}</h1>
      <a href={home} style={{ color: PRIMARY }}>
        {i18next.t('storefront:errorPage.failedHome', { defaultValue: 'Back to the home page' })}
      </a>
    </div>
  );
}
