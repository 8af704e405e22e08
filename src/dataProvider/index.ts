export { createDataProvider } from './createDataProvider';
export { toFormErrors, toHttpError } from './errors';
export { toListQuery } from './query';
export type * from './types';
