import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { User } from '../../src/api/schemas';
import { hasPermission } from '../../src/authProvider/permissions';
import { forbidden, unauthorized } from '../lib/errors';
import { findUser } from '../modules/users/queries';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** Hook (onRequest or preHandler): a signed-in, active user, or 401. */
    authenticate: onRequestAsyncHookHandler;
    /** Hook (onRequest or preHandler): a signed-in user holding the codename (spec section 6), or 401/403. */
    requirePermission(codename: string | null | undefined): onRequestAsyncHookHandler;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : null;
}

export const authPlugin = fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  // Reads the token on every request (before the body is read or validated), so
  // guards answer 401/403 before any 400, and optional-auth routes know the caller.
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    if (!token) return;
    const session = await app.tokens.verify(token);
    if (!session) return;
    const user = await findUser(app.db, session.userId);
    if (!user || !user.is_active) return;
    request.user = user;
    request.sessionId = session.sessionId;
  });

  const authenticate = async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.user) throw unauthorized();
  };
  app.decorate('authenticate', authenticate);
  app.decorate('requirePermission', (codename: string | null | undefined) => async (request: FastifyRequest, reply: FastifyReply) => {
    await authenticate(request, reply);
    if (!hasPermission(request.user, codename)) throw forbidden();
  });
});
