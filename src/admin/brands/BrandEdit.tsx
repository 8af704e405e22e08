import { Edit } from 'react-admin';
import { BrandForm } from './BrandForm';

export function BrandEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <BrandForm />
    </Edit>
  );
}
