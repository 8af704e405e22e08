import { useRefreshIdentity } from '../auth/useRefreshIdentity';
import { RecordEdit } from '../form/RecordScreens';
import { Divider } from '@mui/material';
import { UserAddressSection } from './UserAddressSection';
import { UserAvatarSection } from './UserAvatarSection';
import { UserForm } from './UserForm';

/** The account form, then the picture and the address, which the API keeps apart. */
export function UserEdit() {
  const refreshIdentity = useRefreshIdentity();
  return (
    <RecordEdit onSaved={(record) => refreshIdentity(record.id)}>
      <UserForm mode="edit" />
      <Divider />
      <UserAvatarSection />
      <Divider />
      <UserAddressSection />
    </RecordEdit>
  );
}
