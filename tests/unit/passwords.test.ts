import { describe, expect, it } from 'vitest';
import { dummyHash, hashPassword, verifyPassword } from '@server/lib/passwords';

describe('passwords (scrypt)', () => {
  it('hashes with a random salt and verifies the right password only', async () => {
    const [a, b] = await Promise.all([hashPassword('Correct-Horse-9'), hashPassword('Correct-Horse-9')]);
    expect(a).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Correct-Horse-9');
    expect(await verifyPassword('Correct-Horse-9', a)).toBe(true);
    expect(await verifyPassword('Correct-Horse-9', b)).toBe(true);
    expect(await verifyPassword('correct-horse-9', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('uses at least one of OWASP\'s scrypt settings (N=2^15, r=8, p=3 or stronger)', async () => {
    const [, n, r, p] = (await hashPassword('x')).split('$').map(Number);
    expect(n).toBeGreaterThanOrEqual(2 ** 15);
    expect(r).toBeGreaterThanOrEqual(8);
    expect(n! * p!).toBeGreaterThanOrEqual(2 ** 15 * 3);
  });

  it('refuses stored values that are not scrypt hashes', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$a$b')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });

  it('offers one dummy hash for unknown accounts', async () => {
    const dummy = await dummyHash();
    expect(await dummyHash()).toBe(dummy);
    expect(await verifyPassword('anything', dummy)).toBe(false);
  });
});
