import PersonIcon from '@mui/icons-material/Person';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { Logout, UserMenu, useBasename, useGetIdentity, useNavigate, useTranslate, useUserMenu } from 'react-admin';

const ProfileItem = forwardRef<HTMLLIElement>(function ProfileItem(props, ref) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const { identity } = useGetIdentity();
  const userMenu = useUserMenu();
  if (!identity) return null;
  return (
    <MenuItem
      ref={ref}
      {...props}
      onClick={() => {
        userMenu?.onClose();
        navigate(`${basename}/users/${identity.id}/edit`);
      }}
    >
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('toolbar.profile')}</ListItemText>
    </MenuItem>
  );
});

/** The signed-in user's name, with Profile (their own edit page) and Logout. */
export function AdminUserMenu() {
  return (
    <UserMenu>
      <ProfileItem />
      <Logout />
    </UserMenu>
  );
}
