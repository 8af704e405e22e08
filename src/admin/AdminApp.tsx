import type { Locale } from '../i18n/locales';

export type AdminAppProps = { locale: Locale };

export function AdminApp({ locale }: AdminAppProps) {
  return <div>Admin {locale}</div>;
}
