import { defineArea } from '@server/plugins/areas';
import { users } from './resource';
import { userRoutes } from './routes';

export default defineArea({ resources: [users], routes: [userRoutes] });
