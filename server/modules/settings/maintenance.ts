import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ADMIN_ACCESS, hasPermission } from '@/authProvider/permissions';
import { HttpError } from '@server/lib/errors';
import { siteSettings } from './site';

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Staff keep working while the site is down for maintenance: a back-office session with back-office access. */
const isStaff = (req: FastifyRequest) => req.sessionScope === 'staff' && hasPermission(req.user, ADMIN_ACCESS);

/**
 * Maintenance mode (site settings): every write from outside the back office answers 503 with Retry-After, so nothing
 * a visitor sends is half-done while staff work; reads still answer (the storefront shows its maintenance page).
 * The back office's own addresses (its sign-in included) stay open, and a staff session may write anywhere.
 */
export const maintenanceGate = fp(async (app) => {
  app.addHook('onRequest', async (req, reply) => {
    if (reads.has(req.method)) return;
    if (req.url.startsWith('/api/admin/') || req.url === '/api/admin' || req.url === '/api/logout') return;
    if (isStaff(req)) return;
    const { maintenance } = await siteSettings(app.db);
    if (!maintenance.enabled) return;
    reply.header('Retry-After', String(maintenance.retry_after_minutes * 60));
    throw new HttpError(503, 'errors.maintenance', undefined, 'maintenance');
  });
});
