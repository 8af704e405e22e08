import { SimpleForm, TextInput } from 'react-admin';
import { roleInput } from '@/api/schemas';
import { FormColumn } from '../form/FormColumn';
import { useZodResolver } from '../form/useZodResolver';
import { PermissionsInput } from './PermissionsInput';

export function RoleForm() {
  const resolver = useZodResolver(roleInput);
  return (
    <SimpleForm resolver={resolver} defaultValues={{ permission_ids: [] }}>
      <FormColumn>
        <TextInput source="name" />
        <TextInput source="description" multiline minRows={2} />
      </FormColumn>
      <PermissionsInput source="permission_ids" />
    </SimpleForm>
  );
}
