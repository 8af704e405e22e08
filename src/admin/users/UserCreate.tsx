import { RecordCreate } from '../form/RecordScreens';
import { UserForm } from './UserForm';

export function UserCreate() {
  return (
    <RecordCreate redirect="edit">
      <UserForm mode="create" />
    </RecordCreate>
  );
}
