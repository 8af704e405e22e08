import { collectAdminResources } from './declaration';

/**
 * Every back-office resource: each folder's index.ts declares its own (defineAdminResource), found here by Vite.
 * <Admin>, the side menu, the dataProvider, the authProvider's canAccess and the global search are all built from
 * this list: a new resource is one folder, and nothing to register.
 */
export const adminResources = collectAdminResources(import.meta.glob<Record<string, unknown>>('./*/index.ts', { eager: true }));
