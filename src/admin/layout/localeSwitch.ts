import { splitLocale, withLocale, type Locale } from '@/i18n/locales';

/** The same page under another language prefix: /admin/users -> /de/admin/users, /de/admin -> /admin. */
export function localeSwitchUrl(target: Locale, location: { pathname: string; search?: string; hash?: string }): string {
  const { path } = splitLocale(location.pathname);
  return `${withLocale(target, path)}${location.search ?? ''}${location.hash ?? ''}`;
}
