import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for sign-in, verify and reset: limited per client IP and, separately, per account email. */
    authLimits: preHandlerAsyncHookHandler;
  }
}

type Limiter = (req: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }>;

export const authLimitsPlugin = fp<{ max: number; windowMs: number }>(async (app, opts) => {
  const accountOf = (req: FastifyRequest) => {
    const email = (req.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? email.trim().toLowerCase() : '';
  };
  const create = (app as unknown as { createRateLimit(o: object): Limiter }).createRateLimit;
  // An IP may try a few accounts (a shared truck-stop network), so its allowance is wider.
  const byIp = create({ max: opts.max * 3, timeWindow: opts.windowMs, keyGenerator: (req: FastifyRequest) => `auth-ip:${req.ip}` });
  const byAccount = create({ max: opts.max, timeWindow: opts.windowMs, keyGenerator: (req: FastifyRequest) => `auth-acct:${accountOf(req)}` });

  app.decorate('authLimits', async (req: FastifyRequest) => {
    for (const limiter of accountOf(req) ? [byIp, byAccount] : [byIp]) {
      const result = await limiter(req);
      if (!result.isAllowed && result.isExceeded) {
        const count = Math.max(1, Math.ceil((result.ttlInSeconds ?? 60) / 60));
        throw new HttpError(429, { key: 'errors.rateLimited', values: { count } }, undefined, 'rate_limited');
      }
    }
  });
});
