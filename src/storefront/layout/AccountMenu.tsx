import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import HistoryIcon from '@mui/icons-material/History';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { Avatar, Box, Divider, IconButton, ListItemIcon, Menu, MenuItem, Tooltip, Typography, useTheme } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../api';
import { LocaleLink } from '../i18n/LocaleLink';
import { useLocalePath } from '../i18n/useLocale';
import { accountEntries, type AccountEntry } from './navItems';

const icons: Partial<Record<AccountEntry['key'], ReactElement>> = {
  profile: <PersonIcon fontSize="small" />,
  bookingHistory: <HistoryIcon fontSize="small" />,
  admin: <AdminPanelSettingsIcon fontSize="small" />,
  logout: <LogoutIcon fontSize="small" />,
};

export function initials(user: Pick<User, 'first_name' | 'last_name'>): string {
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
}

export type AccountMenuProps = { user: User; onLogout: () => void };

/** The avatar menu: Profile, Booking History, Logout — or Admin and Logout for site admins. */
export function AccountMenu({ user, onLogout }: AccountMenuProps) {
  const { t } = useTranslation();
  const localize = useLocalePath();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  // The menu hangs from the avatar's outer edge, which is the left one right-to-left.
  const edge = useTheme().direction === 'rtl' ? 'left' : 'right';
  const name = `${user.first_name} ${user.last_name}`;

  return (
    <>
      <Tooltip title={name}>
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={t('nav.accountMenu', { name })}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? 'account-menu' : undefined}
          sx={{ p: 0.5 }}
        >
          <Avatar src={user.avatar ?? undefined} alt="" sx={{ width: 36, height: 36, bgcolor: 'secondary.main', fontSize: 15, border: '2px solid #fff' }}>
            {initials(user)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: edge }}
        transformOrigin={{ vertical: 'top', horizontal: edge }}
        slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1 }} role="presentation">
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        {accountEntries(user).map((entry) => {
          const content = (
            <>
              <ListItemIcon>{icons[entry.key]}</ListItemIcon>
              {t(`nav.${entry.key}`)}
            </>
          );
          if (entry.key === 'logout') {
            return (
              <MenuItem
                key={entry.key}
                onClick={() => {
                  close();
                  onLogout();
                }}
              >
                {content}
              </MenuItem>
            );
          }
          if (entry.external) {
            return (
              <MenuItem key={entry.key} component="a" href={localize(entry.to ?? '/')} onClick={close}>
                {content}
              </MenuItem>
            );
          }
          return (
            <MenuItem key={entry.key} component={LocaleLink} to={entry.to ?? '/'} onClick={close}>
              {content}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
