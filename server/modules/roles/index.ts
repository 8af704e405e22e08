import { defineArea } from '@server/plugins/areas';
import { permissions, roles } from './resources';

export default defineArea({ resources: [permissions, roles] });
