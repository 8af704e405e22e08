import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useListContext, useNotify, type SortPayload } from 'react-admin';

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
  /** Translation key of the button. */
  label: string;
  /** The file's name before its date: `<name>-YYYY-MM-DD.csv`. */
  name: string;
  /** Fetches the CSV of what the list shows (its filters and sort). */
  download: (filter: Record<string, unknown>, sort: SortPayload | undefined) => Promise<Blob>;
};

/** Downloads a list's records as CSV, with the list's own filters; a failure is a notice, the list stays. */
export function CsvExportButton({ label, name, download }: CsvExportButtonProps) {
  const notify = useNotify();
  const { filterValues, sort } = useListContext();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const blob = await download(filterValues as Record<string, unknown>, sort);
      saveFile(blob, `${name}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (err) {
      notify((err as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={label} onClick={onClick} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
}
