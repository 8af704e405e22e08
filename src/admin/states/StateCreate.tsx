import { RecordCreate } from '../form/RecordScreens';
import { StateForm } from './StateForm';

export function StateCreate() {
  return (
    <RecordCreate redirect="list">
      <StateForm />
    </RecordCreate>
  );
}
