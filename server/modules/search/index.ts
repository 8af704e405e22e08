import { defineArea } from '@server/plugins/areas';
import { hotelSearchRoutes } from './hotelSearchRoutes';

export default defineArea({ routes: [hotelSearchRoutes] });
