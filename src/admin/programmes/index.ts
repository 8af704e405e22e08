import LoyaltyIcon from '@mui/icons-material/Loyalty';
import { defineAdminResource } from '../declaration';
import { lazyScreen } from '../lazyScreen';

const ProgrammeEdit = lazyScreen(() => import('./ProgrammeScreens'), 'ProgrammeEdit');
const ProgrammeList = lazyScreen(() => import('./ProgrammeScreens'), 'ProgrammeList');

/** The four partner programme pages' text and brands (their addresses are fixed: no create, no delete). */
export const programmes = defineAdminResource({
  name: 'programmes',
  apiPath: '/admin/programmes',
  model: 'promotion',
  list: ProgrammeList,
  edit: ProgrammeEdit,
  icon: LoyaltyIcon,
  recordRepresentation: 'title',
  options: { label: 'menu.programmes', menu: 'settings', order: 13 },
});
