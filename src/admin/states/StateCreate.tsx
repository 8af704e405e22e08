import { Create } from 'react-admin';
import { StateForm } from './StateForm';

export function StateCreate() {
  return (
    <Create redirect="list">
      <StateForm />
    </Create>
  );
}
