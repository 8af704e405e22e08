import { defineArea } from '@server/plugins/areas';
import { authRoutes } from './routes';

export default defineArea({ routes: [authRoutes] });
