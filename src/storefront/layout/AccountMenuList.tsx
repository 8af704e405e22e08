import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import HistoryIcon from '@mui/icons-material/History';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { Box, Divider, ListItemIcon, Menu, MenuItem, Typography, useTheme } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/api';
import { LocaleLink } from '../i18n/LocaleLink';
import { useLocalePath } from '../i18n/useLocale';
import { accountEntries, type AccountEntry } from './navItems';

const icons: Partial<Record<AccountEntry['key'], ReactElement>> = {
  profile: <PersonIcon fontSize="small" />,
  bookingHistory: <HistoryIcon fontSize="small" />,
  admin: <AdminPanelSettingsIcon fontSize="small" />,
  logout: <LogoutIcon fontSize="small" />,
};

/** Who is signed in, above the entries: not an entry, so the menu's keyboard focus starts on the first one. */
function AccountHeading({ name, email }: { name: string; email: string }) {
  return (
    <Box sx={{ px: 2, py: 1 }} role="presentation">
      <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {email}
      </Typography>
    </Box>
  );
}
// Read by MUI's MenuList: the opened menu focuses, and the arrow keys move between, the entries only (as its Divider).
AccountHeading.muiSkipListHighlight = true;

export type AccountMenuListProps = { user: User; anchor: HTMLElement | null; onClose(): void; onLogout(): void };

/** The avatar menu's entries, loaded the first time it is opened. */
export function AccountMenuList({ user, anchor, onClose, onLogout }: AccountMenuListProps) {
  const { t } = useTranslation();
  const localize = useLocalePath();
  // The menu hangs from the avatar's outer edge, which is the left one right-to-left.
  const edge = useTheme().direction === 'rtl' ? 'left' : 'right';
  const name = `${user.first_name} ${user.last_name}`;

  return (
    <Menu
      id="account-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: edge }}
      transformOrigin={{ vertical: 'top', horizontal: edge }}
      slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
    >
      <AccountHeading name={name} email={user.email} />
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
                onClose();
                onLogout();
              }}
            >
              {content}
            </MenuItem>
          );
        }
        if (entry.external) {
          return (
            <MenuItem key={entry.key} component="a" href={localize(entry.to ?? '/')} onClick={onClose}>
              {content}
            </MenuItem>
          );
        }
        return (
          <MenuItem key={entry.key} component={LocaleLink} to={entry.to ?? '/'} onClick={onClose}>
            {content}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
