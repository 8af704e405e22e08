export { createDataProvider, type AppDataProvider } from './createDataProvider';
export { bulkDeleteNotice, refusedIds, type BulkDeleteOutcome, type Translate } from './bulkDelete';
export { toFormErrors, toHttpError } from './errors';
export { toListQuery } from './query';
export { useAppDataProvider } from './useAppDataProvider';
export type * from './types';
