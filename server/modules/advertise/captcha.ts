import { createHmac } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { Db } from '@server/db';

/** How long a challenge may be solved and sent (then it expires). */
export const CHALLENGE_TTL_MS = 10 * 60_000;

const secretOf = (tokenSecret: string) => createHmac('sha256', tokenSecret).update('altcha').digest('hex');

/** A fresh, signed, expiring proof-of-work challenge (altcha v2). */
export async function newChallenge(tokenSecret: string, cost: number): Promise<Challenge> {
  return createChallenge({ algorithm: 'SHA-256', cost, deriveKey, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS), hmacSignatureSecret: secretOf(tokenSecret) });
}

export type CaptchaOutcome = 'ok' | 'invalid' | 'expired' | 'replayed' | 'unavailable';

/**
 * Checks the widget's answer (base64 JSON `{ challenge, solution }`): signed by us, solved, not expired, and not used
 * before — the challenge's signature is kept until it expires, so one solution sends one request.
 */
export async function checkAltcha(db: Db, tokenSecret: string, answer: string): Promise<CaptchaOutcome> {
  let payload: { challenge?: Challenge; solution?: Solution };
  try {
    payload = JSON.parse(Buffer.from(answer, 'base64').toString('utf8'));
  } catch {
    return 'invalid';
  }
  if (!payload?.challenge?.signature || !payload.solution) return 'invalid';
  let result;
  try {
    result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: secretOf(tokenSecret) });
  } catch {
    return 'invalid';
  }
  if (result.expired) return 'expired';
  if (!result.verified) return 'invalid';
  await db.deleteFrom('captcha_uses').where('expires_at', '<', new Date().toISOString()).execute();
  const expiresAt = new Date(payload.challenge.parameters.expiresAt ? payload.challenge.parameters.expiresAt * (payload.challenge.parameters.expiresAt < 1e12 ? 1000 : 1) : Date.now() + CHALLENGE_TTL_MS);
  const inserted = await db
    .insertInto('captcha_uses')
    .values({ signature: payload.challenge.signature.slice(0, 200), expires_at: expiresAt.toISOString() })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return inserted ? 'ok' : 'replayed';
}

/**
 * Google's siteverify answer (https://developers.google.com/recaptcha/docs/verify). Parsed, never trusted: only a real
 * boolean `true` passes, so `{"success":"yes"}` or an HTML error page reads as a refusal, not as a pass.
 */
export const recaptchaAnswer = z.object({
  success: z.boolean(),
  challenge_ts: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/**
 * Google reCAPTCHA v2 (when its keys are set): the widget's token checked with siteverify (or a stand-in at
 * `verifyUrl`). 'unavailable' when Google cannot be asked (down, slow, answering nonsense): the owner may try again.
 */
export async function checkRecaptcha(opts: { secret: string; verifyUrl: string; timeoutMs?: number }, token: string, ip: string): Promise<CaptchaOutcome> {
  let res: Response;
  try {
    res = await fetch(opts.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: opts.secret, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
    });
  } catch {
    return 'unavailable';
  }
  if (!res.ok) return 'unavailable';
  const body = recaptchaAnswer.safeParse(await res.json().catch(() => null));
  if (!body.success) return 'unavailable';
  return body.data.success === true ? 'ok' : 'invalid';
}
