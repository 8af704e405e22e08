import { RecordEdit } from '../form/RecordScreens';
import { CountryForm } from './CountryForm';

export function CountryEdit() {
  return (
    <RecordEdit>
      <CountryForm />
    </RecordEdit>
  );
}
