import DOMPurify from 'dompurify';

/** The same allowlist the server keeps (server/lib/html.ts), applied again before any notification HTML is shown. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a'];
const ALLOWED_ATTR = ['href', 'target', 'rel'];
const SAFE_URL = /^(?:https?:|mailto:)/i;

let hooked = false;

/**
 * Notification HTML made safe to put in the page: only the allowlist's tags, links only to http(s) or mailto and
 * opening in a new tab without an opener. Without a DOM (a server render) it answers the text alone.
 */
export function safeHtml(html: string): string {
  if (typeof window === 'undefined' || !DOMPurify.isSupported) return html.replace(/<[^>]*>/g, '').replace(/[<>&"']/g, '');
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A') return;
      const href = node.getAttribute('href') ?? '';
      if (!SAFE_URL.test(href)) node.removeAttribute('href');
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    });
  }
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}

/** A notification's own link: a path of this site, or an http(s) address (anything else is dropped). */
export function safeLink(link: string | null | undefined): { internal: string } | { external: string } | null {
  if (!link) return null;
  if (/^\/(?![/\\])/.test(link)) return { internal: link };
  if (/^https?:\/\//i.test(link)) return { external: link };
  return null;
}
