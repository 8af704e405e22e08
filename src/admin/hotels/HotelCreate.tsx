import { RecordCreate } from '../form/RecordScreens';
import { HotelForm } from './HotelForm';

/** A new hotel opens with the spec's defaults; rooms and pictures follow on its edit page. */
export function HotelCreate() {
  return (
    <RecordCreate redirect="edit">
      <HotelForm mode="create" />
    </RecordCreate>
  );
}
