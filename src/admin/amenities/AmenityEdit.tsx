import { RecordEdit } from '../form/RecordScreens';
import { AmenityForm } from './AmenityForm';

export function AmenityEdit() {
  return (
    <RecordEdit>
      <AmenityForm />
    </RecordEdit>
  );
}
