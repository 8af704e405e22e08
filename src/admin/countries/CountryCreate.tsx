import { RecordCreate } from '../form/RecordScreens';
import { CountryForm } from './CountryForm';

export function CountryCreate() {
  return (
    <RecordCreate redirect="list">
      <CountryForm />
    </RecordCreate>
  );
}
