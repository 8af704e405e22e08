import EventNoteIcon from '@mui/icons-material/EventNote';
import { defineAdminResource } from '../declaration';
import { lazyScreen } from '../lazyScreen';

const BookingListRoutes = lazyScreen(() => import('./BookingListRoutes'), 'BookingListRoutes');
const BookingShow = lazyScreen(() => import('./BookingShow'), 'BookingShow');

/**
 * Bookings: made by drivers, seen and cancelled by staff (GET /admin/bookings, /admin/bookings/{id},
 * POST /admin/bookings/{id}/cancel). The list screen also answers /bookings/{id}/view, the spec's address of the show page.
 */
export const bookings = defineAdminResource({
  name: 'bookings',
  apiPath: '/admin/bookings',
  model: 'booking',
  list: BookingListRoutes,
  show: BookingShow,
  icon: EventNoteIcon,
  recordRepresentation: 'confirmation_code',
  options: { label: 'menu.bookings', menu: 'hotel', order: 20 },
});
