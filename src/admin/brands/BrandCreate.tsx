import { RecordCreate } from '../form/RecordScreens';
import { BrandForm } from './BrandForm';

export function BrandCreate() {
  return (
    <RecordCreate redirect="list">
      <BrandForm />
    </RecordCreate>
  );
}
