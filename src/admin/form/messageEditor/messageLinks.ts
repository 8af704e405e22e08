/** The addresses a message's links may have (the server's allowlist keeps the same: server/lib/html.ts). */
export function isMessageHref(url: string): boolean {
  return /^(?:https?:\/\/[^\s/]+|mailto:[^\s@]+@[^\s@]+)/i.test(url.trim());
}

/** What staff typed as a link address, as a link: 'example.com/x' is https://example.com/x; null when it is not one. */
export function messageHref(typed: string): string | null {
  const value = typed.trim();
  if (!value) return null;
  const href = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  return isMessageHref(href) ? href : null;
}
