/**
 * The one rule for a return address (the page to come back to after signing in or joining): one of this site's own
 * pages, written as a path. Anything else (another site, '//host', 'javascript:', a back-slash trick, a control
 * character) is not one, so a link or a stored address can never send anyone away; nor is a sign-in page itself.
 */
export const RETURN_PATH_MAX = 2000;

export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || next.length > RETURN_PATH_MAX) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  if (/^\/([a-z]{2}\/)?auth\//.test(next)) return null;
  return next;
}
