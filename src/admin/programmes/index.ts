import LoyaltyIcon from '@mui/icons-material/Loyalty';
import { defineAdminResource } from '../declaration';
import { ProgrammeEdit, ProgrammeList } from './ProgrammeScreens';

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
