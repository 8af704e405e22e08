export { createDataProvider } from './createDataProvider';
export { toFormErrors, toHttpError } from './errors';
export { toListQuery } from './query';
export type { ApiResource, AppDataProvider, ExportUsersFilter } from './types';
