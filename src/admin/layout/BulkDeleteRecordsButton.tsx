import { BulkDeleteButton, useCanAccess, useListContext, useNotify, useRefresh, useResourceContext } from 'react-admin';
import { refusedIds } from '@/dataProvider';

/**
 * Deletes the selection record by record (the dataProvider's deleteMany), after a confirmation: the records still in
 * use are kept, named with the reason in one notification, and stay selected; the list drops exactly those deleted.
 */
export function BulkDeleteRecordsButton() {
  const { data = [], selectedIds, onSelect } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  // The list's records, so the notification can name the ones kept (recordRepresentation).
  const records = data.filter((record) => selectedIds.includes(record.id));
  return (
    <BulkDeleteButton
      mutationMode="pessimistic"
      mutationOptions={{
        meta: { records },
        // Replaces react-admin's own error handling (a call-time onError does), so it notifies and refreshes as that does.
        onError: (error) => {
          const message = (error as Error | undefined)?.message || 'ra.notification.http_error';
          notify(message, { type: 'error', messageArgs: { _: message } });
          const kept = refusedIds(error);
          if (kept) onSelect(kept);
          refresh();
        },
      }}
    />
  );
}

/** A list's bulk actions: the record-by-record delete for staff who may delete; none (so no selection boxes) for others. */
export function useBulkDeleteActions() {
  const resource = useResourceContext();
  const { canAccess = false } = useCanAccess({ resource, action: 'delete' });
  return canAccess ? <BulkDeleteRecordsButton /> : false;
}
