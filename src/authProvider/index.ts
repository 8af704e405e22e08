export { createAuthProvider, NO_ACCESS } from './createAuthProvider';
export type { AdminAuthProvider, AdminLoginParams, AuthApi, AuthProviderOptions } from './createAuthProvider';
export { canAccessResource, codenameFor, type ResourceModel } from './access';
export { ADMIN_ACCESS, hasPermission } from './permissions';
