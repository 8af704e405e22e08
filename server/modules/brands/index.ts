import { defineArea } from '@server/plugins/areas';
import { brands } from './resource';
import { brandFrontRoutes } from './routes';

export default defineArea({ resources: [brands], routes: [brandFrontRoutes] });
