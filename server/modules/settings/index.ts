import { defineArea } from '@server/plugins/areas';
import { settingsRoutes } from './routes';
import { siteSettingsRoutes } from './siteRoutes';

export default defineArea({ routes: [settingsRoutes, siteSettingsRoutes] });
