import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import { defineAdminResource } from '../declaration';

/** Room types, managed on their hotel's page (Rooms tab); no menu entry of their own. */
export const rooms = defineAdminResource({
  name: 'rooms',
  apiPath: '/admin/rooms',
  model: 'room',
  icon: MeetingRoomIcon,
  recordRepresentation: 'name',
  options: { label: 'menu.rooms', order: 15 },
});
