import DOMPurify from 'dompurify';
import { pathInLocale, type Locale } from '@/i18n/locales';

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

/** Where a notification leads: a page of the site or of the back office (a path in the reader's language), or elsewhere. */
export type NotificationLink = { kind: 'site' | 'admin'; path: string } | { kind: 'external'; href: string };

/**
 * A notification's own link as one reader follows it: a path of this site in the reader's language, whatever
 * language it was written in ('/admin/bookings/4/show' is '/de/admin/bookings/4/show' to a German reader, '/de/hotels'
 * is '/fr/hotels' to a French one), or an http(s) address as it is. Anything else is dropped.
 */
export function notificationLink(link: string | null | undefined, locale: Locale): NotificationLink | null {
  if (!link) return null;
  if (/^\/(?![/\\])/.test(link)) return { kind: /^\/admin(?=[/?#]|$)/.test(pathInLocale('en', link)) ? 'admin' : 'site', path: pathInLocale(locale, link) };
  if (/^https?:\/\//i.test(link)) return { kind: 'external', href: link };
  return null;
}
