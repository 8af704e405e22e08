import { Box, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  BooleanInput,
  PasswordInput,
  ReferenceArrayInput,
  SimpleForm,
  TextInput,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { User } from '@/api';
import { ASSIGN_ROLE, codename } from '@/api/permissions';
import { userCreate, userUpdate } from '@/api/schemas';
import { hasPermission } from '@/authProvider/permissions';
import { FormColumn } from '../form/FormColumn';
import { useZodResolver } from '../form/useZodResolver';
import { userLabel } from './userRecord';
import { CountryInput } from '../form/CountryInput';

export type UserFormProps = { mode: 'create' | 'edit' };

const createDefaults = { is_active: true, is_superuser: false, role_ids: [] as number[], password: '' };

/** Name, contact, password (required on create, optional on edit), roles and flags. */
export function UserForm({ mode }: UserFormProps) {
  const translate = useTranslate();
  const { permissions } = usePermissions<User | null>();
  const record = useRecordContext<User>();
  // The role choices come from the roles API (view_role); granting needs assign_role, and nobody edits their own
  // roles (the API refuses it too): otherwise the roles stay as they are.
  const canChooseRoles =
    hasPermission(permissions, codename('view', 'role')) && hasPermission(permissions, ASSIGN_ROLE) && (!record || record.id !== permissions?.id);
  const resolver = useZodResolver(mode === 'create' ? userCreate : userUpdate, { resource: 'users' });
  return (
    <SimpleForm resolver={resolver} defaultValues={mode === 'create' ? createDefaults : undefined}>
      <FormColumn>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
          <TextInput source="first_name" label={userLabel('first_name')} autoComplete="off" />
          <TextInput source="last_name" label={userLabel('last_name')} autoComplete="off" />
          <TextInput source="email" type="email" label={userLabel('email')} autoComplete="off" />
          <TextInput source="phone" label={userLabel('phone')} autoComplete="off" />
          <CountryInput source="country_id" label={userLabel('country_id')} />
          <PasswordInput
            source="password"
            label={userLabel('password')}
            autoComplete="new-password"
            helperText={mode === 'edit' ? translate('resources.users.passwordHelp') : false}
          />
        </Box>
        {canChooseRoles ? (
          <ReferenceArrayInput source="role_ids" reference="roles" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
            <AutocompleteArrayInput optionText="name" label={userLabel('role_ids')} filterToQuery={(q) => ({ q })} />
          </ReferenceArrayInput>
        ) : null}
        <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('resources.users.access')}
        </Typography>
        <BooleanInput source="is_active" label={userLabel('is_active')} />
        <BooleanInput source="is_superuser" label={userLabel('is_superuser')} helperText={translate('resources.users.superuserHelp')} />
      </FormColumn>
    </SimpleForm>
  );
}
