import { defineArea } from '@server/plugins/areas';
import { parkingReports } from './resource';
import { parkingReportRoutes } from './routes';

export default defineArea({ resources: [parkingReports], routes: [parkingReportRoutes] });
