import { lazyScreen } from '../lazyScreen';

/** The user screens, loaded when opened: staff (users) and drivers (truckers, with the role fixed) share them. */
export const UserCreate = lazyScreen(() => import('./UserCreate'), 'UserCreate');
export const UserEdit = lazyScreen(() => import('./UserEdit'), 'UserEdit');
export const UserList = lazyScreen(() => import('./UserList'), 'UserList');
