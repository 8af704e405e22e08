import { ApiError } from '@/api';
import type { Translate } from '../forms/translate';

/**
 * What to tell a person about a failed call. The API already answers in the
 * language it is asked in (Accept-Language), so its message is used as sent;
 * only answers without one fall back to the catalogue of spec section 8.
 */
export function errorText(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('common:errors.generic');
  if (error.status === 0) return t('common:errors.network');
  if (error.body?.message) return error.body.message;
  return t(`common:errors.${error.status}`, { defaultValue: t('common:errors.generic') });
}
