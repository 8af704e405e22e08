/**
 * The schemas the back office's own calls read their answers through (src/dataProvider/answers.ts). A module of its
 * own, loaded with the first such answer: zod and these schemas are not part of the back office's first download.
 */
export { analyticsReport } from '../api/schemas/analytics';
export { jobView, dashboardCounts, supplierSummaryResponse } from '../api/schemas/admin';
export { booking } from '../api/schemas/bookings';
export { amenity, bulkDeleteResult } from '../api/schemas/catalog';
export { bulkResult, dataList, messageBody } from '../api/schemas/common';
export { inventoryDay, picture } from '../api/schemas/hotels';
export { massNotification } from '../api/schemas/notifications';
export { adminSearchResponse } from '../api/schemas/search';
export { testimonial } from '../api/schemas/siteContent';
export { address, user } from '../api/schemas/users';
