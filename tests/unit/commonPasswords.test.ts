import { describe, expect, it } from 'vitest';
import { isCommonPassword, refuseCommonPassword } from '@server/lib/commonPasswords';

describe('common passwords', () => {
  it('knows the most used ones of eight characters or more, in any letter case and with spaces around', () => {
    for (const p of ['password', '12345678', 'Password1', 'QWERTYUIOP', ' iloveyou ', 'trustno1']) expect(isCommonPassword(p), p).toBe(true);
  });

  it('lets through what is not on the list', () => {
    for (const p of ['Correct-Horse-9', 'RigRest-trucker-2026', 'kenworth-w900-amarillo', 'password password']) expect(isCommonPassword(p), p).toBe(false);
  });

  it('refuses one at the field it is asked for, as a 422', () => {
    expect(() => refuseCommonPassword('Correct-Horse-9')).not.toThrow();
    expect(() => refuseCommonPassword('letmein1', 'new_password')).toThrow(expect.objectContaining({ statusCode: 422, errors: { new_password: [expect.objectContaining({ rule: 'common_password', field: 'new_password' })] } }));
  });
});
