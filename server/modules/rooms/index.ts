import { defineArea } from '@server/plugins/areas';
import { inventoryRoutes } from './inventory';
import { rooms } from './resource';

export default defineArea({ resources: [rooms], routes: [inventoryRoutes] });
