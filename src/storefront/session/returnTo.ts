import { safeReturnPath } from '@/api/returnPath';
import { pathWithoutLocale } from '../i18n/localePath';

/** The query parameter of /auth/login that names the page to come back to after signing in. */
export const RETURN_PARAM = 'next';

/** The page to go back to after signing in, if the sign-in link named one of this site's own pages (safeReturnPath). */
export function returnPath(params: URLSearchParams): string | null {
  return safeReturnPath(params.get(RETURN_PARAM));
}

/**
 * An auth page's address that keeps the page to come back to: joining, verifying the email, resetting the password
 * are detours of one sign-in, and the driver who pressed "Book" must land on that booking at the end of any of them.
 */
export function keepReturn(path: string, params: URLSearchParams): string {
  const next = returnPath(params);
  if (!next) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ [RETURN_PARAM]: next }).toString()}`;
}

/** The sign-in page (in the given language prefix, e.g. '' or '/de') that comes back to `here` afterwards. */
export function signInPath(localize: (to: string) => string, here: { pathname: string; search: string }): string {
  return `${localize('/auth/login')}?${new URLSearchParams({ [RETURN_PARAM]: here.pathname + here.search }).toString()}`;
}

/** The query parameter of /book/history that names a booking left unfinished (joined on one device, verified on another). */
export const CONTINUE_PARAM = 'continue';

const BOOKING_PAGE = /^\/(?:hotels\/reservation|book|hotels)\/([^/?#]+)/;
const NOT_A_HOTEL = new Set(['history', 'reservation']);

/**
 * A return address that is a hotel's page or its reservation form: the hotel's slug and the address without its
 * language prefix (the link is shown in the reader's language). Null for any other page, or an unsafe address.
 */
export function bookingReturn(next: string | null | undefined): { slug: string; to: string } | null {
  const safe = safeReturnPath(next);
  if (!safe) return null;
  const pathname = safe.split(/[?#]/)[0]!;
  const to = pathWithoutLocale(pathname) + safe.slice(pathname.length);
  const slug = BOOKING_PAGE.exec(to)?.[1];
  if (!slug || NOT_A_HOTEL.has(slug)) return null;
  try {
    return { slug: decodeURIComponent(slug), to };
  } catch {
    return null; // a broken %-escape names no hotel
  }
}

/**
 * Where a verified driver goes when this browser did not carry the return address (the code was entered on another
 * device): a booking under way is offered from the booking history, since its stay may need a fresh look; any other
 * page the driver joined from is opened as it is.
 */
export function afterVerifyingElsewhere(localize: (to: string) => string, returnTo: string | null): string | null {
  if (bookingReturn(returnTo)) return `${localize('/book/history')}?${new URLSearchParams({ [CONTINUE_PARAM]: returnTo! }).toString()}`;
  return safeReturnPath(returnTo);
}
