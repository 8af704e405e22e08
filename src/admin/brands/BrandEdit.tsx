import { RecordEdit } from '../form/RecordScreens';
import { BrandForm } from './BrandForm';

export function BrandEdit() {
  return (
    <RecordEdit>
      <BrandForm />
    </RecordEdit>
  );
}
