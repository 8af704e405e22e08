import { RecordList } from '../layout/RecordList';
import { Avatar, Box, Chip, Stack } from '@mui/material';
import { BooleanField, CreateButton, DataTable, FilterButton, ReferenceInput, SearchInput, SelectInput, TopToolbar, usePermissions, useTranslate } from 'react-admin';
import type { User } from '@/api';
import { codename } from '@/api/permissions';
import { hasPermission } from '@/authProvider/permissions';
import { CsvExportButton } from '../layout/CsvExportButton';
import { userLabel, userName } from './userRecord';
import { useBulkDeleteActions } from '../layout/BulkDeleteRecordsButton';
import { InstantField } from '../form/InstantField';

export type UserListProps = {
  /** Truckers are the same users API with role=Trucker fixed, so no role filter there. */
  fixedRole?: string;
};

function NameCell({ record }: { record: Partial<User> }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Avatar src={record.avatar ?? undefined} sx={{ width: 28, height: 28, fontSize: '0.8rem' }}>
        {String(record.first_name ?? '?').charAt(0)}
      </Avatar>
      <span>{userName(record)}</span>
    </Stack>
  );
}

function RoleChips({ record }: { record: Partial<User> }) {
  const roles = record.roles ?? [];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {record.is_superuser ? <SuperuserChip /> : null}
      {roles.map((r) => (
        <Chip key={r.id} label={r.name} size="small" />
      ))}
    </Box>
  );
}

function SuperuserChip() {
  const translate = useTranslate();
  return <Chip label={translate(userLabel('is_superuser'))} size="small" color="primary" variant="outlined" />;
}

/** Admin Users (staff) and Truckers: one list over /admin/users, each with its fixed filter. */
export function UserList({ fixedRole }: UserListProps) {
  const bulkActions = useBulkDeleteActions();
  const { permissions } = usePermissions<User | null>();
  // The role choices come from the roles API, which needs view_role.
  const roleFilter = !fixedRole && hasPermission(permissions, codename('view', 'role'));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    ...(!roleFilter
      ? []
      : [
          <ReferenceInput key="role" source="role" reference="roles" alwaysOn sort={{ field: 'name', order: 'ASC' }}>
            <SelectInput optionText="name" label="resources.users.filters.role" emptyText="resources.users.filters.anyRole" />
          </ReferenceInput>,
        ]),
    <SelectInput
      key="is_active"
      source="is_active"
      label={userLabel('is_active')}
      choices={[
        { id: 'true', name: 'resources.users.filters.active' },
        { id: 'false', name: 'resources.users.filters.inactive' },
      ]}
    />,
  ];
  return (
    <RecordList
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={
        <TopToolbar>
          <FilterButton />
          <CreateButton />
          <CsvExportButton />
        </TopToolbar>
      }
    >
      <DataTable rowClick="edit" bulkActionButtons={bulkActions}>
        <DataTable.Col source="last_name" label={userLabel('name')} render={(record) => <NameCell record={record} />} />
        <DataTable.Col source="email" label={userLabel('email')} />
        <DataTable.Col label={userLabel('roles')} disableSort render={(record) => <RoleChips record={record} />} />
        <DataTable.Col source="is_active" label={userLabel('is_active')} disableSort field={BooleanField} />
        <DataTable.Col source="last_login_at" label={userLabel('last_login_at')} render={() => <InstantField source="last_login_at" emptyText="—" />} />
      </DataTable>
    </RecordList>
  );
}
