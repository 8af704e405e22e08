import { defineArea } from '@server/plugins/areas';
import { demoMediaRoutes } from './demoMedia';
import { pictureRoutes } from './pictures';
import { hotels } from './resource';
import { hotelRoutes } from './routes';
import { sitemapRoutes } from './sitemap';

export default defineArea({ resources: [hotels], routes: [hotelRoutes, pictureRoutes], siteRoutes: [demoMediaRoutes, sitemapRoutes] });
