import { Box } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { useAdminSettings } from '../AdminContext';
import { AdminUserMenu } from './AdminUserMenu';
import { AppsGrid } from './AppsGrid';
import { CurrencySwitcher } from './CurrencySwitcher';
import { GlobalSearch } from './GlobalSearch';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NotificationsBell } from './NotificationsBell';

/** Title, global search, language, currency, notifications and the user menu (spec: Admin toolbar). */
export function AdminAppBar() {
  const { locale, resources } = useAdminSettings();
  return (
    <AppBar
      color="primary"
      userMenu={<AdminUserMenu />}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 }, flexShrink: 0 }}>
          <AppsGrid locale={locale} />
          <LanguageSwitcher locale={locale} />
          <CurrencySwitcher />
          <NotificationsBell />
          <LoadingIndicator />
        </Box>
      }
    >
      <TitlePortal variant="h6" sx={{ flex: '0 1 auto', minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', justifyContent: 'center' }}>
        <GlobalSearch resources={resources} />
      </Box>
    </AppBar>
  );
}
