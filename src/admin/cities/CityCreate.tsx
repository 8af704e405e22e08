import { RecordCreate } from '../form/RecordScreens';
import { CityForm } from './CityForm';

export function CityCreate() {
  return (
    <RecordCreate redirect="list">
      <CityForm />
    </RecordCreate>
  );
}
