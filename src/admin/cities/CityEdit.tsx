import { RecordEdit } from '../form/RecordScreens';
import { CityForm } from './CityForm';

export function CityEdit() {
  return (
    <RecordEdit>
      <CityForm />
    </RecordEdit>
  );
}
