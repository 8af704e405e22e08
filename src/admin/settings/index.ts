import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { ADMIN_ACCESS } from '@/authProvider/permissions';
import { defineAdminResource } from '../declaration';
import { lazyScreen } from '../lazyScreen';

const SettingsPage = lazyScreen(() => import('./SettingsPage'), 'SettingsPage');

/**
 * "Account Settings" (spec: Admin side menu): every staff member's own settings, and for those with change_setting the
 * site's settings (footer contacts and links, tag manager, maintenance mode). A page, not a list of records.
 */
export const settings = defineAdminResource({
  name: 'settings',
  apiPath: '/admin/settings/site',
  model: 'setting',
  access: ADMIN_ACCESS,
  list: SettingsPage,
  icon: ManageAccountsIcon,
  options: { label: 'menu.accountSettings', menu: 'settings', order: 1, page: true },
});
