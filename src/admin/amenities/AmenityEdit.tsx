import { Edit } from 'react-admin';
import { AmenityForm } from './AmenityForm';

export function AmenityEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <AmenityForm />
    </Edit>
  );
}
