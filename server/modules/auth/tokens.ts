import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Db } from '@server/db';
import type { SessionScope } from '@server/db/types';

const ALGORITHM = 'HS256';
const ISSUER = 'rigrest';

export type TokenService = ReturnType<typeof createTokenService>;

export type TokenClaims = { sessionId: string; userId: number };

/** Whether the session row a token's claims name is still open, and for the account the token was issued to. */
export const isLiveSession = (session: { user_id: number; expires_at: string; revoked_at: string | null }, claims: TokenClaims, now = new Date()) =>
  !session.revoked_at && new Date(session.expires_at) > now && session.user_id === claims.userId;

/**
 * Bearer tokens are HS256 JWTs (algorithm pinned on verify) naming a session row;
 * revoking the row (logout, password change or reset, admin action) ends the token
 * before it expires.
 */
export function createTokenService(db: Db, secret: string, ttlSeconds: number) {
  // Imported once: given the secret's bytes, jose imports them into a key on every sign and every verify (a
  // WebCrypto import per signed-in request).
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  // A key that cannot be imported fails each sign-in and signed-in request that awaits it, not the process meanwhile.
  key.catch(() => undefined);

  return {
    /** Opens a session; only the staff sign-in's second step passes scope 'staff'. */
    async issue(userId: number, meta: { scope: SessionScope; ip?: string; userAgent?: string }) {
      const sessionId = randomUUID();
      // One clock reading for the row and both claims: the token lives exactly ttlSeconds, however long the insert takes.
      const issuedAt = Math.floor(Date.now() / 1000);
      const expiresAt = new Date((issuedAt + ttlSeconds) * 1000);
      await db
        .insertInto('sessions')
        .values({
          id: sessionId,
          user_id: userId,
          scope: meta.scope,
          expires_at: expiresAt.toISOString(),
          revoked_at: null,
          ip: meta.ip?.slice(0, 64) ?? null,
          user_agent: meta.userAgent?.slice(0, 300) ?? null,
        })
        .execute();
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(userId))
        .setJti(sessionId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(await key);
      return { token, expiresAt: expiresAt.toISOString(), sessionId };
    },

    /** The session a well-signed, unexpired token names and the account it was issued to; null for any other token. */
    async claims(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: [ALGORITHM], issuer: ISSUER });
        if (!payload.jti || !payload.sub) return null;
        return { sessionId: payload.jti, userId: Number(payload.sub) };
      } catch (err) {
        if (err instanceof joseErrors.JOSEError) return null;
        throw err;
      }
    },

    async revoke(sessionId: string) {
      await db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
    },

    async revokeAllForUser(userId: number, exceptSessionId?: string) {
      let q = db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
      if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
      await q.execute();
    },
  };
}
