import { Create } from 'react-admin';
import { AmenityForm } from './AmenityForm';

export function AmenityCreate() {
  return (
    <Create redirect="list">
      <AmenityForm />
    </Create>
  );
}
