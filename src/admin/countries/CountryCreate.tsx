import { Create } from 'react-admin';
import { CountryForm } from './CountryForm';

export function CountryCreate() {
  return (
    <Create redirect="list">
      <CountryForm />
    </Create>
  );
}
