import CloseIcon from '@mui/icons-material/Close';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { Badge, Box, Button, Divider, ListItemIcon, Drawer, IconButton, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { User } from '@/api';
import { useNotificationsFeed } from '@/notifications/NotificationsBell';
import { LocaleLink } from '../i18n/LocaleLink';
import { pathWithoutLocale } from '../i18n/localePath';
import { useLocalePath } from '../i18n/useLocale';
import { CurrencySwitcher } from './CurrencySwitcher';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { accountEntries, isActivePath, navItems, navTarget } from './navItems';

export type NavDrawerProps = {
  open: boolean;
  onClose: () => void;
  user: User | null;
  onLogout: () => void;
  onComingSoon: () => void;
  /** Opens the notifications bell (a signed-in user's). */
  onNotifications?: () => void;
};

/** The small-screen menu: the navbar's entries, the account links (Join included), language and currency. */
export function NavDrawer({ open, onClose, user, onLogout, onComingSoon, onNotifications }: NavDrawerProps) {
  const { t } = useTranslation();
  // The bell's own query (shared cache): the drawer shows the same unread count.
  const unread = useNotificationsFeed(Boolean(user)).data?.pages[0]?.unread_notifications ?? 0;
  const localize = useLocalePath();
  const path = pathWithoutLocale(useLocation().pathname);

  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', bgcolor: 'primary.main', color: '#fff', px: 2, py: 1.5 }}>
        <Logo />
        <IconButton color="inherit" onClick={onClose} aria-label={t('nav.closeMenu')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={t('nav.label')}>
        <List>
          {navItems.map((item) => (
            <ListItemButton
              key={item.key}
              component={LocaleLink}
              to={navTarget(item)}
              selected={isActivePath(item.to, path)}
              aria-current={isActivePath(item.to, path) ? 'page' : undefined}
              onClick={(e: React.MouseEvent) => {
                if (item.comingSoon === 'dialog') {
                  e.preventDefault();
                  onComingSoon();
                }
                onClose();
              }}
            >
              <ListItemText primary={t(`nav.${item.key}`)} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Divider />
      {user ? (
        <List aria-label={t('nav.account')}>
          <Typography variant="overline" sx={{ px: 2, color: 'text.secondary' }}>
            {user.first_name} {user.last_name}
          </Typography>
          <ListItemButton
            data-testid="drawer-notifications"
            onClick={() => {
              onClose();
              onNotifications?.();
            }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <Badge badgeContent={unread} color="error" max={99}>
                <NotificationsIcon />
              </Badge>
            </ListItemIcon>
            <ListItemText primary={t('bell.title')} secondary={unread ? t('bell.unread', { count: unread }) : undefined} />
          </ListItemButton>
          {accountEntries(user).map((entry) =>
            entry.key === 'logout' ? (
              <ListItemButton
                key={entry.key}
                onClick={() => {
                  onClose();
                  onLogout();
                }}
              >
                <ListItemText primary={t('nav.logout')} />
              </ListItemButton>
            ) : entry.external ? (
              <ListItemButton key={entry.key} component="a" href={localize(entry.to ?? '/')}>
                <ListItemText primary={t(`nav.${entry.key}`)} />
              </ListItemButton>
            ) : (
              <ListItemButton key={entry.key} component={LocaleLink} to={entry.to ?? '/'} onClick={onClose}>
                <ListItemText primary={t(`nav.${entry.key}`)} />
              </ListItemButton>
            ),
          )}
        </List>
      ) : (
        <Stack spacing={1} sx={{ p: 2 }}>
          <Button component={LocaleLink} to="/auth/register" variant="contained" color="secondary" disableElevation onClick={onClose}>
            {t('nav.join')}
          </Button>
          <Button component={LocaleLink} to="/auth/login" variant="outlined" onClick={onClose}>
            {t('nav.signIn')}
          </Button>
        </Stack>
      )}
      <Divider />
      <Stack direction="row" spacing={1} sx={{ p: 2, color: 'primary.main' }}>
        <LanguageSwitcher showName onSwitched={onClose} />
        <CurrencySwitcher />
      </Stack>
    </Drawer>
  );
}
