import { defineArea } from '@server/plugins/areas';
import { syncRoutes } from './routes';

export default defineArea({ routes: [syncRoutes] });
