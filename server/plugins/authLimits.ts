import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { KNOWN_ADDRESS_DAYS, slowdownDelay, type SlowdownRule } from '../lib/authSlowdown';
import { HttpError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler for sign-in, verify and reset: limited per client address (every try), per account and address
     * (failed tries), and slowed down for addresses the account has not signed in from when it has many failures.
     */
    authLimits: preHandlerAsyncHookHandler;
    /**
     * The same for the endpoints that only check a password, code or PIN (sign-in, verify, reset): per address, only
     * their failures count. Many drivers share an address (a truck stop's Wi-Fi, a carrier's NAT): their sign-ins
     * must not use up one another's allowance (QA: a right PIN refused after a morning of sign-ins from one address).
     */
    authChecks: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by authLimits: whose failure this request would be, so the answer can be counted. */
    authAttempt: { account: string; address: string } | null;
    /** Set by authChecks: the address whose allowance a failure of this request uses up. */
    authFailureAddress: string | null;
  }
}

export type AuthLimitsOptions = {
  /** Failed tries per account and address per window; an address may make 3× as many tries in all. */
  max: number;
  windowMs: number;
  slowdown: SlowdownRule;
  /** How the slow-down waits (tests record the delays instead of sleeping through them). */
  delay?: (ms: number) => Promise<void>;
};

/** Answers that mean a wrong password, code or PIN: only these count against the account. */
const FAILED = new Set([401, 422]);

/**
 * The limits of the endpoints that check a password, code or PIN, kept so that an attacker cannot lock the owner out:
 *
 * - per address: 3× `max` per window (one address spraying many accounts). On the endpoints that send mail
 *   (sign-up, resend, forgot, the admin's code) every try counts, which caps the mail one address can have sent; on
 *   those that only check (authChecks) only failures do, so drivers sharing an address do not lock one another out;
 * - per account AND address: `max` FAILED tries per window. Failures from an attacker's address never count against
 *   the owner's. They are counted when the answer is 401/422 (onSend, before the client sees it), so successes never
 *   use up the allowance; a burst of concurrent tries can pass before its failures are counted, but the per-address
 *   limit, counted up front, still bounds it;
 * - per account, from all addresses: after `slowdown.after` failures in the window, each try from an address the
 *   account has not signed in from in the last 30 days waits a growing delay (server-side, capped at a few seconds)
 *   and then runs. A slow-down instead of a lockout: the owner always gets in, at once from a known address and a few
 *   seconds later from anywhere else, including through the emailed codes (password reset, admin sign-in code).
 *
 * "Known address" uses the sessions table (a session issued to the account from that address in the last 30 days)
 * rather than a signed device cookie: the API uses bearer tokens and sets no cookies, and every session already keeps
 * its address. Drivers on mobile networks change address often; for them the cost is the capped delay, not a refusal.
 */
export const authLimitsPlugin = fp<AuthLimitsOptions>(async (app, opts) => {
  const counters = app.limitCounters('auth');
  const { max, windowMs } = opts;
  const delay = opts.delay ?? ((ms: number) => sleep(ms));
  app.decorateRequest('authAttempt', null);
  app.decorateRequest('authFailureAddress', null);

  const keys = (attempt: { account: string; address: string }) => ({
    mine: `fail:${attempt.account}:${attempt.address}`,
    all: `fail:${attempt.account}`,
  });

  /** `everyTry`: each request counts against its address (endpoints that send mail); else only its failure does. */
  const guard = (everyTry: boolean) => async (req: FastifyRequest) => {
    const address = addressKey(req.ip);
    if (everyTry) {
      const byAddress = await counters.hit(`ip:${address}`, windowMs);
      if (byAddress.count > max * 3) throw rateLimited(byAddress.ttlMs);
    } else {
      const byAddress = await counters.peek(`ip:${address}`, windowMs);
      if (byAddress.count >= max * 3) throw rateLimited(byAddress.ttlMs);
      req.authFailureAddress = address;
    }

    const email = emailOf(req);
    if (!email) return;
    const attempt = { account: accountKey(email), address };
    const { mine, all } = keys(attempt);
    const failedHere = await counters.peek(mine, windowMs);
    if (failedHere.count >= max) throw rateLimited(failedHere.ttlMs);
    req.authAttempt = attempt;

    const wait = slowdownDelay((await counters.peek(all, windowMs)).count, opts.slowdown);
    if (wait > 0 && !(await signedInFrom(email, address))) await delay(wait);
  };
  app.decorate('authLimits', guard(true));
  app.decorate('authChecks', guard(false));

  app.addHook('onSend', async (req, reply, payload) => {
    if (FAILED.has(reply.statusCode)) {
      const hits: Promise<unknown>[] = [];
      if (req.authFailureAddress) hits.push(counters.hit(`ip:${req.authFailureAddress}`, windowMs));
      if (req.authAttempt) {
        const { mine, all } = keys(req.authAttempt);
        hits.push(counters.hit(mine, windowMs), counters.hit(all, windowMs));
      }
      await Promise.all(hits);
    }
    return payload;
  });

  /** Whether the account signed in from this address (or its IPv6 /64) in the last KNOWN_ADDRESS_DAYS days. */
  async function signedInFrom(email: string, address: string): Promise<boolean> {
    const since = new Date(Date.now() - KNOWN_ADDRESS_DAYS * 86_400_000).toISOString();
    const rows = await app.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.ip')
      .distinct()
      .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email))
      .where('sessions.created_at', '>', since)
      .where('sessions.ip', 'is not', null)
      .limit(200)
      .execute();
    return rows.some((row) => row.ip !== null && addressKey(row.ip) === address);
  }
});

const emailOf = (req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/** The account as a counter key: a digest, so the shared store never holds email addresses. */
const accountKey = (email: string) => createHash('sha256').update(email).digest('base64url').slice(0, 22);

/** IPv6 clients are counted per /64 (what one subscriber gets), or an attacker would rotate through its own range. */
const addressKey = (ip: string) => normalizeIP(ip, 64);

function rateLimited(ttlMs: number) {
  const count = Math.max(1, Math.ceil(ttlMs / 60_000));
  return new HttpError(429, { key: 'errors.rateLimited', values: { count } }, undefined, 'rate_limited');
}
