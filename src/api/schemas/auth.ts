import { z } from 'zod';
import { numeral } from './numeral';
import { safeReturnPath, RETURN_PATH_MAX } from '../returnPath';
import { confirmed, ruleParams } from '../validation';
import { email, password, user } from './users';
import { nullable, oneLine } from './common';

export const credentials = z.object({ email, password: z.string().min(1).max(128) });
export type Credentials = z.infer<typeof credentials>;

/** The mailed codes and PINs: six digits. */
export const CODE_LENGTH = 6;

/**
 * What a code or PIN field keeps of what is typed or pasted: its digits, at most six (' 198 256 ' or '198-256' ->
 * '198256'; full-width digits count as digits). A browser's maxlength would cut a pasted ' 198 256 ' to ' 198 2'.
 */
export function codeDigits(value: string): string {
  return value.normalize('NFKC').replace(/\D/g, '').slice(0, CODE_LENGTH);
}

export const codeString = z
  .string()
  .trim()
  .min(1)
  .refine((v) => v === '' || /^\d{6}$/.test(v), ruleParams('digits', { length: 6 }));

export const loginResponse = z.object({ token: z.string(), user, expires_at: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

/** One of this site's own pages as a path (safeReturnPath): another site, '//host' or 'javascript:' is refused. */
export const returnTo = z.string().max(RETURN_PATH_MAX).refine((v) => safeReturnPath(v) !== null, ruleParams('invalid'));

/** A verified email signs the driver in, and names the page they joined from, if any (kept for another device). */
export const verifyResponse = loginResponse.extend({ return_to: z.string().nullable() });
export type VerifyResponse = z.infer<typeof verifyResponse>;

export const adminLoginResponse = z.object({
  message: z.string(),
  verification_required: z.literal(true),
  email: z.string(),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponse>;

export const register = z
  .object({
    first_name: oneLine(150),
    last_name: oneLine(150),
    email,
    phone: nullable(z.string().trim().max(30).regex(/^[0-9 +().-]*$/)).optional(),
    country_id: nullable(numeral(z.number().int().positive())).optional(),
    password,
    password_confirmation: z.string().min(1).max(128),
    /** The page the driver was on when asked to sign in (a booking): where verifying the email leads, on any device. */
    next: returnTo.optional(),
  })
  .superRefine(confirmed('password_confirmation', 'password'));
export type Register = z.infer<typeof register>;

export const verifyCode = z.object({ email, code: codeString });
export type VerifyCode = z.infer<typeof verifyCode>;

export const emailOnly = z.object({ email });
export type EmailOnly = z.infer<typeof emailOnly>;

export const verifyPin = z.object({ email, pin: codeString });
export type VerifyPin = z.infer<typeof verifyPin>;

export const passwordReset = z
  .object({ email, pin: codeString, password, password_confirmation: z.string().min(1).max(128) })
  .superRefine(confirmed('password_confirmation', 'password'));
export type PasswordReset = z.infer<typeof passwordReset>;

export const authCountry = z.object({ id: z.number(), name: z.string(), iso2: z.string(), phone_code: z.string().nullable(), flag: z.string().nullable() });
export type AuthCountry = z.infer<typeof authCountry>;
