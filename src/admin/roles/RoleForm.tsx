import { Box } from '@mui/material';
import { useMemo } from 'react';
import { SimpleForm, TextInput } from 'react-admin';
import { roleInput } from '../../api/schemas';
import { zodResolver } from '../form/zodResolver';
import { PermissionsInput } from './PermissionsInput';

export function RoleForm() {
  const resolver = useMemo(() => zodResolver(roleInput), []);
  return (
    <SimpleForm resolver={resolver} defaultValues={{ permission_ids: [] }}>
      <Box sx={{ width: '100%', maxWidth: 760 }}>
        <TextInput fullWidth source="name" />
        <TextInput fullWidth source="description" multiline minRows={2} />
      </Box>
      <PermissionsInput source="permission_ids" />
    </SimpleForm>
  );
}
