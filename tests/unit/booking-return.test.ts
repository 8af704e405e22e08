import { describe, expect, it } from 'vitest';
import { returnPath, signInPath } from '../../src/storefront/session/returnTo';

const params = (next: string) => new URLSearchParams({ next });

describe('coming back after sign-in', () => {
  it('sends to sign-in with the page to come back to, in the page language', () => {
    const here = { pathname: '/de/hotels/reservation/super-8-joplin', search: '?room=4&checkIn=2026-12-01&checkOut=2026-12-03' };
    const url = signInPath((to) => `/de${to}`, here);
    expect(url.startsWith('/de/auth/login?next=')).toBe(true);
    expect(returnPath(new URL(url, 'http://x').searchParams)).toBe(here.pathname + here.search);
  });

  it('follows only this site’s own pages', () => {
    expect(returnPath(params('/book/super-8?room=1'))).toBe('/book/super-8?room=1');
    expect(returnPath(new URLSearchParams())).toBeNull();
    for (const bad of ['//evil.example/', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example', 'book/x', '/auth/login?next=/x', '/de/auth/register']) {
      expect(returnPath(params(bad)), bad).toBeNull();
    }
  });
});
