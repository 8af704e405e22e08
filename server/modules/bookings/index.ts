import { defineArea } from '@server/plugins/areas';
import { bookings } from './resource';
import { bookingRoutes } from './routes';

export default defineArea({ resources: [bookings], routes: [bookingRoutes] });
