import type { FastifyRequest } from 'fastify';
import type { CodePurpose } from '@server/db/types';
import { CODE_TTL_MS } from './codes';
import { HttpError } from '@server/lib/errors';
import { mailT } from '@server/lib/i18n';
import type { Mailer } from '@server/mail/mailer';
import { composeSiteMail } from '@server/mail/siteMail';

/** Keys of locales/<lng>/api.json: 'The email / password combination is invalid', 'The action link is invalid'. */
export const INVALID_LOGIN = 'errors.invalidLogin';
/** The spec's message for a real action link; a mailed code or PIN is not one (see codeFailure). */
export const INVALID_ACTION = 'errors.invalidAction';
/** 'The code is wrong or has expired', 'The PIN is wrong or has expired': a failed code or PIN check, whatever failed. */
const CODE_FAILED = { code: 'errors.codeFailed', pin: 'errors.pinFailed' } as const;

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
  // The reset mail says "PIN" throughout, as the reset pages do; the other mails say "code".
  const expires = t(purpose === 'password_reset' ? 'reset.expires' : 'expires', { count: CODE_TTL_MS / 60000 });
  const paragraphs = [`${t(`${key}.body`, { code })}\n${expires}`, t('ignore')];
  await mailer.send(await composeSiteMail(request.server.db, t, { to: to.email, subject: t(`${key}.subject`, { code }), name: to.first_name, paragraphs }));
}

/** Answers a registration with a taken address: its owner hears of it; the one who registered learns nothing. */
export async function sendAccountExistsMail(mailer: Mailer, request: FastifyRequest, to: { email: string; first_name: string }) {
  const t = mailT(request.headers['accept-language']);
  await mailer.send(await composeSiteMail(request.server.db, t, { to: to.email, subject: t('accountExists.subject'), name: to.first_name, paragraphs: [t('accountExists.body'), t('ignore')] }));
}

/**
 * A failed code check answers one message of its own and one field message, whatever went wrong (wrong, expired,
 * used up, none sent, no such account): distinct answers would tell which addresses have accounts.
 */
export function codeFailure(field: 'code' | 'pin'): HttpError {
  return new HttpError(422, CODE_FAILED[field], { [field]: [{ key: `codes.${field}.failed` }] }, 'code_invalid');
}
