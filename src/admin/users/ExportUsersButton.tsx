import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

export type ExportUsersButtonProps = { role?: string };

function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the users matching the list's search and role as CSV (GET /admin/export/users). */
export function ExportUsersButton({ role }: ExportUsersButtonProps) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { filterValues } = useListContext();
  const [busy, setBusy] = useState(false);
  const handleClick = async () => {
    setBusy(true);
    try {
      const filter = filterValues as { q?: string; role?: string | number };
      const blob = await dataProvider.exportUsers({
        role: role ?? (filter.role !== undefined ? String(filter.role) : undefined),
        search: filter.q || undefined,
      });
      saveFile(blob, `users-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (err) {
      notify((err as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="resources.users.export" onClick={handleClick} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
}
