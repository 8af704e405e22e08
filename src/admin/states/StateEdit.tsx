import { RecordEdit } from '../form/RecordScreens';
import { StateForm } from './StateForm';

export function StateEdit() {
  return (
    <RecordEdit>
      <StateForm />
    </RecordEdit>
  );
}
