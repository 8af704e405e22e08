import { describe, expect, it } from 'vitest';
import { afterVerifyingElsewhere, bookingReturn, returnPath, signInPath } from '@/storefront/session/returnTo';

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
    for (const bad of ['//evil.example/', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example', 'book/x', '/auth/login?next=/x', '/de/auth/register', '/\t/evil.example', '/\n/evil.example']) {
      expect(returnPath(params(bad)), bad).toBeNull();
    }
  });
});

describe('a booking left unfinished: joined on one device, verified on another', () => {
  const localize = (to: string) => `/fr${to}`;

  it('names the hotel of a reservation form or a hotel page, without the language it was opened in', () => {
    expect(bookingReturn('/de/hotels/reservation/super-8-joplin?room=4&checkIn=2026-12-01')).toEqual({ slug: 'super-8-joplin', to: '/hotels/reservation/super-8-joplin?room=4&checkIn=2026-12-01' });
    expect(bookingReturn('/book/motel-6-dallas')).toEqual({ slug: 'motel-6-dallas', to: '/book/motel-6-dallas' });
    expect(bookingReturn('/hotels/motel-6-dallas?checkIn=2026-12-01')).toEqual({ slug: 'motel-6-dallas', to: '/hotels/motel-6-dallas?checkIn=2026-12-01' });
  });

  it('is no booking for other pages, the history itself, or an unsafe address', () => {
    for (const other of ['/book/history', '/book/history?when=past', '/hotels?city=Dallas', '/hotels/reservation', '/profile', '/', '//evil.example/hotels/x', 'https://evil.example/book/x', '/hotels/%E0%A4%A']) {
      expect(bookingReturn(other), other).toBeNull();
    }
  });

  it('lands on the booking history offering the booking; another page opens as it is; nothing unsafe is followed', () => {
    const next = '/hotels/reservation/super-8-joplin?room=4';
    expect(afterVerifyingElsewhere(localize, next)).toBe(`/fr/book/history?continue=${encodeURIComponent(next)}`);
    expect(afterVerifyingElsewhere(localize, '/profile')).toBe('/profile');
    expect(afterVerifyingElsewhere(localize, null)).toBeNull();
    expect(afterVerifyingElsewhere(localize, '//evil.example/book/x')).toBeNull();
  });
});
