import { Link } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { NotificationsBell as Bell } from '@/notifications/NotificationsBell';

/** The toolbar's bell: the staff member's own notifications, as the storefront's bell shows a driver's. */
export function NotificationsBell() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Bell
      locale={locale}
      texts={{
        title: translate('toolbar.notifications'),
        empty: translate('toolbar.noNotifications'),
        loadMore: translate('toolbar.bellLoadMore'),
        failed: translate('toolbar.bellFailed'),
        retry: translate('retry'),
        open: translate('toolbar.bellOpen'),
        button: (unread) => translate('toolbar.notificationsCount', { smart_count: unread }),
      }}
      renderInternalLink={(to, label) => (
        <Link href={to} variant="caption">
          {label}
        </Link>
      )}
    />
  );
}
