import { RecordEdit } from '../form/RecordScreens';
import { RoleForm } from './RoleForm';

export function RoleEdit() {
  return (
    <RecordEdit>
      <RoleForm />
    </RecordEdit>
  );
}
