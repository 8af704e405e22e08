import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { User } from '@/api/schemas';
import { asDriver, hasPermission } from '@/authProvider/permissions';
import type { SessionScope } from '../db/types';
import { forbidden, unauthorized } from '../lib/errors';
import { isLiveSession } from '../modules/auth/tokens';
import { findSessionUser } from '../modules/users/queries';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    sessionId: string | null;
    /** How the caller signed in: 'site' sessions see their account as a driver (see asDriver). */
    sessionScope: SessionScope | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  // RFC 9110: the scheme (any case), one or more spaces, then the token.
  const match = /^bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  return match ? match[1]! : null;
}

export const authPlugin = fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionScope', null);

  // Reads the token on every request (before the body is read or validated), so
  // guards answer 401/403 before any 400, and optional-auth routes know the caller.
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    if (!token) return;
    const claims = await app.tokens.claims(token);
    if (!claims) return;
    const found = await findSessionUser(app.db, claims.sessionId);
    if (!found || !isLiveSession(found.session, claims) || !found.user.is_active) return;
    const { session, user } = found;
    request.user = session.scope === 'staff' ? user : asDriver(user);
    request.sessionId = claims.sessionId;
    request.sessionScope = session.scope;
  });

  // The one place a route's declared access is enforced (server/plugins/access.ts): 401 before 403, both before
  // the body is read or validated.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access.kind === 'public') return;
    if (!request.user) throw unauthorized();
    if (access.kind === 'permission' && !hasPermission(request.user, access.codename)) throw forbidden();
  });
});
