/** The query parameter of /auth/login that names the page to come back to after signing in. */
export const RETURN_PARAM = 'next';

/**
 * The page to go back to after signing in, if the sign-in link named one of this site's own pages. Anything
 * else (another site, '//host', 'javascript:', a back-slash trick) is ignored, so the link cannot send anyone away.
 */
export function returnPath(params: URLSearchParams): string | null {
  const next = params.get(RETURN_PARAM);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  if (/^\/([a-z]{2}\/)?auth\//.test(next)) return null;
  return next;
}

/** The sign-in page (in the given language prefix, e.g. '' or '/de') that comes back to `here` afterwards. */
export function signInPath(localize: (to: string) => string, here: { pathname: string; search: string }): string {
  return `${localize('/auth/login')}?${new URLSearchParams({ [RETURN_PARAM]: here.pathname + here.search }).toString()}`;
}
