import { Edit } from 'react-admin';
import { StateForm } from './StateForm';

export function StateEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <StateForm />
    </Edit>
  );
}
