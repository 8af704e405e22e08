import { useTranslation } from 'react-i18next';
import { NotificationsBell } from '@/notifications/NotificationsBell';
import { useLocale } from '../i18n/useLocale';

/** The driver's bell in the navbar; the phone drawer's entry opens it through `openRequest`. */
export function StorefrontBell({ openRequest }: { openRequest?: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <NotificationsBell
      locale={locale}
      side="site"
      openRequest={openRequest}
      texts={{
        title: t('bell.title'),
        empty: t('bell.empty'),
        loadMore: t('bell.loadMore'),
        failed: t('bell.failed'),
        retry: t('common:retry'),
        open: t('bell.open'),
        button: (unread) => t('bell.button', { count: unread }),
      }}
    />
  );
}
