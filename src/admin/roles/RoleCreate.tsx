import { RecordCreate } from '../form/RecordScreens';
import { RoleForm } from './RoleForm';

export function RoleCreate() {
  return (
    <RecordCreate redirect="list">
      <RoleForm />
    </RecordCreate>
  );
}
