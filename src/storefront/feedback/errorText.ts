import { ApiError, statusMessages } from '../../api';
import type { Translate } from '../forms/translate';
import { serverText } from '../forms/serverText';

/** What to tell a person about a failed call, in their language where the text is known. */
export function errorText(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('common:errors.generic');
  if (error.status === 0) return t('common:errors.network');
  if (error.status === 429) return t('storefront:server.tooMany');
  if (error.message === statusMessages[error.status]) return t(`common:errors.${error.status}`);
  return serverText(error.message, t);
}
