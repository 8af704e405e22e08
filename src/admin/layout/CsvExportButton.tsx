import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useListContext, useNotify, useResourceContext } from 'react-admin';
import { useAppDataProvider } from '@/dataProvider';

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

export type CsvExportButtonProps = {
  /** The file's name before its date: `<name>-YYYY-MM-DD.csv` (the resource's name by default). */
  name?: string;
};

/**
 * Downloads the list's records as CSV from the resource's declared `exportPath`, with the list's own search, filters
 * and sort, every page of it; a failure is a notice, the list stays.
 */
export function CsvExportButton({ name }: CsvExportButtonProps) {
  const notify = useNotify();
  const resource = useResourceContext();
  const dataProvider = useAppDataProvider();
  const { filterValues, sort } = useListContext();
  const [busy, setBusy] = useState(false);
  if (!resource) return null;
  const onClick = async () => {
    setBusy(true);
    try {
      const blob = await dataProvider.exportCsv(resource, { filter: filterValues, sort });
      saveFile(blob, `${name ?? resource.replace(/\W+/g, '-')}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (err) {
      notify((err as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="exportCsv" onClick={onClick} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
}
