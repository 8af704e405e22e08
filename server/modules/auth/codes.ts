import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '@server/db';
import type { CodePurpose } from '@server/db/types';

export const CODE_TTL_MS = 15 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'exhausted' | 'missing';

/**
 * Six-digit one-time codes for email verification, admin sign-in and password
 * reset: random, kept only as an HMAC, 15 minutes, single use, five tries, and a
 * new code cancels any open one of the same purpose.
 */
export function createCodeService(db: Db, secret: string) {
  const digest = (userId: number, purpose: CodePurpose, code: string) =>
    createHmac('sha256', secret).update(`${purpose}:${userId}:${code}`).digest('hex');

  return {
    async issue(userId: number, purpose: CodePurpose): Promise<string> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = new Date();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('verification_codes')
          .set({ consumed_at: now.toISOString() })
          .where('user_id', '=', userId)
          .where('purpose', '=', purpose)
          .where('consumed_at', 'is', null)
          .execute();
        await trx
          .insertInto('verification_codes')
          .values({
            user_id: userId,
            purpose,
            code_hash: digest(userId, purpose, code),
            expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
            consumed_at: null,
          })
          .execute();
      });
      return code;
    },

    /**
     * The check of a code for an address with no account (or one the code cannot be for): the same read and the
     * same hashing as `check`, answering 'invalid', so the answer and its cost do not tell the two apart.
     */
    async checkNothing(purpose: CodePurpose, code: string): Promise<CodeCheck> {
      return db.transaction().execute(async (trx): Promise<CodeCheck> => {
        await trx
          .selectFrom('verification_codes')
          .selectAll()
          .where('user_id', '=', -1)
          .where('purpose', '=', purpose)
          .where('consumed_at', 'is', null)
          .orderBy('id', 'desc')
          .forUpdate()
          .executeTakeFirst();
        digest(-1, purpose, code);
        return 'invalid';
      });
    },

    /** Checks a code, counting a wrong try; `consume` spends it on success. */
    async check(userId: number, purpose: CodePurpose, code: string, consume: boolean): Promise<CodeCheck> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('verification_codes')
          .selectAll()
          .where('user_id', '=', userId)
          .where('purpose', '=', purpose)
          .where('consumed_at', 'is', null)
          .orderBy('id', 'desc')
          .forUpdate()
          .executeTakeFirst();
        if (!row) return 'missing';
        if (new Date(row.expires_at) <= new Date()) return 'expired';
        if (row.attempts >= CODE_MAX_ATTEMPTS) return 'exhausted';
        const expected = Buffer.from(row.code_hash, 'hex');
        const given = Buffer.from(digest(userId, purpose, code), 'hex');
        const ok = expected.length === given.length && timingSafeEqual(expected, given);
        // Wrong tries are counted; after the fifth the code answers 'exhausted' until a new one is issued.
        await trx
          .updateTable('verification_codes')
          .set({ attempts: ok ? row.attempts : row.attempts + 1, consumed_at: ok && consume ? new Date().toISOString() : null })
          .where('id', '=', row.id)
          .execute();
        return ok ? 'ok' : 'invalid';
      });
    },
  };
}
