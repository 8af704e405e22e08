import type { FastifyRequest } from 'fastify';
import type { CodePurpose } from '../../db/types';
import { CODE_TTL_MS, type CodeCheck } from './codes';
import { HttpError } from '../../lib/errors';
import { mailT } from '../../lib/i18n';
import type { Mailer } from '../../mail/mailer';

/** Keys of locales/<lng>/api.json: 'The email / password combination is invalid', 'The action link is invalid'. */
export const INVALID_LOGIN = 'errors.invalidLogin';
export const INVALID_ACTION = 'errors.invalidAction';

const mailKey: Record<CodePurpose, 'verify' | 'adminLogin' | 'reset'> = {
  email_verify: 'verify',
  admin_login: 'adminLogin',
  password_reset: 'reset',
};

export async function sendCodeMail(
  mailer: Mailer,
  request: FastifyRequest,
  to: { email: string; first_name: string },
  purpose: CodePurpose,
  code: string,
) {
  const t = mailT(request.headers['accept-language']);
  const key = mailKey[purpose];
  const text = [
    t('greeting', { name: to.first_name }),
    '',
    t(`${key}.body`, { code }),
    t('expires', { minutes: CODE_TTL_MS / 60000 }),
    '',
    t('ignore'),
    '',
    t('signature'),
  ].join('\n');
  await mailer.send({ to: to.email, subject: t(`${key}.subject`, { code }), text });
}

/** A failed code check answers the spec's action-link message, naming the field that was wrong. */
export function codeFailure(result: Exclude<CodeCheck, 'ok'>, field: 'code' | 'pin'): HttpError {
  return new HttpError(422, INVALID_ACTION, { [field]: [`codes.${field}.${result}`] }, `code_${result}`);
}
