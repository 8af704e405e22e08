import { createRequire } from 'node:module';
import type * as LanguageCommon from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN } from '@/api/schemas/users';
import { fieldError } from './errors';

// Read on the first password set, not at start: importing the package unpacks all its dictionaries (15 MB resident,
// 25 ms) for a check most processes never make.
const load = () => createRequire(import.meta.url)('@zxcvbn-ts/language-common') as typeof LanguageCommon;

let common: ReadonlySet<string> | null = null;

/**
 * Whether a password is among the ~49,000 most used ones that breaches have published (zxcvbn's list), in any letter
 * case: the first guesses of anyone trying accounts. NIST SP 800-63B (5.1.1.2) asks a new password to be checked
 * against such a list; its length rule alone let "password" and "12345678" through.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    load()
      .dictionary['passwords-common'].filter((p) => p.length >= PASSWORD_MIN)
      .map((p) => p.toLowerCase()),
  );
  return common.has(password.trim().toLowerCase());
}

/** Refuses a new password from that list at its field (422), before anything is spent on it (a PIN, a hash). */
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw fieldError(field, 'common_password');
}
