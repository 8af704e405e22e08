import { useTranslate } from 'react-admin';
import { NotificationsBell as Bell } from '@/notifications/NotificationsBell';
import { useAdminSettings } from '../AdminContext';

/** The toolbar's bell: the staff member's own notifications, as the storefront's bell shows a driver's. */
export function NotificationsBell() {
  const translate = useTranslate();
  const { locale } = useAdminSettings();
  return (
    <Bell
      locale={locale}
      side="admin"
      texts={{
        title: translate('toolbar.notifications'),
        empty: translate('toolbar.noNotifications'),
        loadMore: translate('toolbar.bellLoadMore'),
        failed: translate('toolbar.bellFailed'),
        retry: translate('retry'),
        open: translate('toolbar.bellOpen'),
        button: (unread) => translate('toolbar.notificationsCount', { smart_count: unread }),
      }}
    />
  );
}
