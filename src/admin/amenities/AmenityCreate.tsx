import { RecordCreate } from '../form/RecordScreens';
import { AmenityForm } from './AmenityForm';

export function AmenityCreate() {
  return (
    <RecordCreate redirect="list">
      <AmenityForm />
    </RecordCreate>
  );
}
