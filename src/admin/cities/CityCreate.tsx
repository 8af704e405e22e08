import { Create } from 'react-admin';
import { CityForm } from './CityForm';

export function CityCreate() {
  return (
    <Create redirect="list">
      <CityForm />
    </Create>
  );
}
