import { Edit } from 'react-admin';
import { CountryForm } from './CountryForm';

export function CountryEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <CountryForm />
    </Edit>
  );
}
