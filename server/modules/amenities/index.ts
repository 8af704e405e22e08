import { defineArea } from '@server/plugins/areas';
import { amenities } from './resource';
import { amenityRoutes } from './routes';

export default defineArea({ resources: [amenities], routes: [amenityRoutes] });
