import { Create } from 'react-admin';
import { UserForm } from './UserForm';

export function UserCreate() {
  return (
    <Create redirect="edit">
      <UserForm mode="create" />
    </Create>
  );
}
