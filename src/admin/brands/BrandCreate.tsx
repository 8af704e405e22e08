import { Create } from 'react-admin';
import { BrandForm } from './BrandForm';

export function BrandCreate() {
  return (
    <Create redirect="list">
      <BrandForm />
    </Create>
  );
}
