import type { Translate } from './translate';

/**
 * The API answers in English; the texts it is known to send are translated
 * here by key. Anything else is shown as the server wrote it.
 */
const known: Record<string, string> = {
  'The email / password combination is invalid': 'invalidLogin',
  'The action link is invalid': 'invalidAction',
  'Please verify your email address first': 'verifyFirst',
  'Email has already been taken': 'emailTaken',
  'The given data was invalid': 'invalidData',
  'Current password is incorrect': 'currentPasswordWrong',
  'The file is too large': 'fileTooLarge',
  'File is too large': 'fileTooLarge',
  'Only PNG, JPEG, GIF or WebP images are accepted': 'fileType',
  'File must be a PNG, JPEG, GIF or WebP image': 'fileType',
  'File is required': 'fileRequired',
  'This email address is already verified; sign in instead': 'alreadyVerified',
  'If the address belongs to an account, a message with a code is on its way.': 'codeSent',
  'We sent a verification code to your email address.': 'verificationSent',
  'Your password was reset. Sign in with the new password.': 'passwordReset',
  'Your password was changed.': 'passwordChanged',
  'Country does not exist': 'countryMissing',
  'The code is incorrect': 'codeIncorrect',
  'The pin is incorrect': 'pinIncorrect',
  'The code has expired; ask for a new one': 'codeExpired',
  'The pin has expired; ask for a new one': 'pinExpired',
  'Too many wrong tries; ask for a new code': 'tooManyTries',
  'Too many wrong tries; ask for a new pin': 'tooManyTries',
  'No code is waiting; ask for a new one': 'nothingWaiting',
  'No pin is waiting; ask for a new one': 'nothingWaiting',
};

export function serverText(message: string, t: Translate): string {
  const key = known[message];
  return key ? t(`storefront:server.${key}`) : message;
}

export const knownServerKeys = Object.values(known);
