import { Divider } from '@mui/material';
import { Edit } from 'react-admin';
import { UserAddressSection } from './UserAddressSection';
import { UserAvatarSection } from './UserAvatarSection';
import { UserForm } from './UserForm';

/** The account form, then the picture and the address, which the API keeps apart. */
export function UserEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <UserForm mode="edit" />
      <Divider />
      <UserAvatarSection />
      <Divider />
      <UserAddressSection />
    </Edit>
  );
}
