import { ApiError } from '@/api';
import { NO_ACCESS } from '@/authProvider';

/** The translation key (and fallback text) for a failed sign-in step. */
export function authErrorKey(err: unknown): { key: string; fallback: string } {
  if (!(err instanceof ApiError)) return { key: 'login.failed', fallback: (err as Error)?.message ?? '' };
  if (err.code?.startsWith('code_')) return { key: `verify.errors.${err.code}`, fallback: err.message };
  switch (err.status) {
    case 401:
      return { key: 'login.invalid', fallback: err.message };
    case 403:
      return { key: NO_ACCESS, fallback: err.message };
    case 429:
      return { key: 'login.tooMany', fallback: err.message };
    case 0:
      return { key: 'errors.network', fallback: err.message };
    default:
      return { key: 'login.failed', fallback: err.message };
  }
}
