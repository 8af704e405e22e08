import PersonIcon from '@mui/icons-material/Person';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { Logout, UserMenu, useBasename, useCanAccess, useGetIdentity, useNavigate, useTranslate, useUserMenu } from 'react-admin';

const ProfileItem = forwardRef<HTMLLIElement>(function ProfileItem(props, ref) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const { identity } = useGetIdentity();
  const userMenu = useUserMenu();
  // Staff who may edit users get their whole record (roles, avatar); everyone else their profile on Account Settings.
  const { canAccess: canEditUsers } = useCanAccess({ resource: 'users', action: 'edit' });
  if (!identity) return null;
  return (
    <MenuItem
      ref={ref}
      {...props}
      onClick={() => {
        userMenu?.onClose();
        navigate(canEditUsers ? `${basename}/users/${identity.id}/edit` : `${basename}/settings#profile`);
      }}
    >
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('toolbar.profile')}</ListItemText>
    </MenuItem>
  );
});

/** The signed-in user's name, with Profile (their own user page, or their profile on Account Settings) and Logout. */
export function AdminUserMenu() {
  return (
    <UserMenu>
      <ProfileItem />
      <Logout />
    </UserMenu>
  );
}
