import { Edit } from 'react-admin';
import { CityForm } from './CityForm';

export function CityEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <CityForm />
    </Edit>
  );
}
