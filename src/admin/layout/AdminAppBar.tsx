import { Box } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { useAdminSettings } from '../AdminContext';
import { AdminUserMenu } from './AdminUserMenu';
import { AppsGrid } from './AppsGrid';
import { CurrencySwitcher } from './CurrencySwitcher';
import { GlobalSearch } from './GlobalSearch';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NotificationsBell } from './NotificationsBell';

/**
 * One line cut with an ellipsis; on a phone, where the toolbar's buttons leave the title a few letters ("Questic"),
 * a smaller type on up to two lines.
 */
const titleSx = {
  flex: '0 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: { xs: 'normal', sm: 'nowrap' },
  fontSize: { xs: '0.9rem', sm: undefined },
  lineHeight: { xs: 1.2, sm: undefined },
  maxHeight: { xs: '2.4em', sm: 'none' },
  overflowWrap: 'anywhere',
} as const;

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
      <TitlePortal variant="h6" sx={titleSx} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', justifyContent: 'center' }}>
        <GlobalSearch resources={resources} />
      </Box>
    </AppBar>
  );
}
