import { Create } from 'react-admin';
import { HotelForm } from './HotelForm';

/** A new hotel opens with the spec's defaults; rooms and pictures follow on its edit page. */
export function HotelCreate() {
  return (
    <Create redirect="edit">
      <HotelForm mode="create" />
    </Create>
  );
}
