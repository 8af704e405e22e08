import { useAppDataProvider } from '@/dataProvider';
import { CsvExportButton } from '../layout/CsvExportButton';

export type ExportUsersButtonProps = { role?: string };

/** Downloads the users matching the list's search and role as CSV (GET /admin/export/users). */
export function ExportUsersButton({ role }: ExportUsersButtonProps) {
  const dataProvider = useAppDataProvider();
  return (
    <CsvExportButton
      label="resources.users.export"
      name="users"
      download={(filter) =>
        dataProvider.exportUsers({
          role: role ?? (filter.role !== undefined ? String(filter.role) : undefined),
          search: (filter.q as string | undefined) || undefined,
        })
      }
    />
  );
}
