import CancelIcon from '@mui/icons-material/CancelScheduleSend';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { MassNotification } from '@/api';
import { useAppDataProvider } from '@/dataProvider';

/** Cancels a draft or scheduled mass notification (the fan-out job finds it cancelled and sends nothing). */
export function CancelMassButton() {
  const record = useRecordContext<MassNotification>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const { canAccess = false } = useCanAccess({ resource: 'notifications', action: 'edit' });
  const [busy, setBusy] = useState(false);
  if (!record || !canAccess || (record.status !== 'scheduled' && record.status !== 'draft')) return null;
  return (
    <Button
      size="small"
      color="warning"
      startIcon={<CancelIcon />}
      disabled={busy}
      onClick={async (e) => {
        e.stopPropagation();
        setBusy(true);
        try {
          await dataProvider.cancelMassNotification(record.id);
          notify('resources.notifications.cancelled', { type: 'success', messageArgs: { name: record.title } });
          refresh();
        } catch (err) {
          notify((err as Error).message || 'ra.notification.http_error', { type: 'error' });
        } finally {
          setBusy(false);
        }
      }}
    >
      {/* A draft is not being sent: it is given up. */}
      {translate(record.status === 'draft' ? 'resources.notifications.discard' : 'resources.notifications.cancel')}
    </Button>
  );
}
