import sanitizeHtml from 'sanitize-html';

/** Tags kept from any staff-written HTML: text formatting, lists, headings, quotes and links. */
const formattingTags = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a'];
/** Dropped with the text inside them, not kept as text. */
const nonTextTags = ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'svg', 'math', 'object', 'embed', 'template'];

/**
 * The one allowlist for HTML that staff write, in two profiles. No scripts, event handlers, styles (no CSS
 * expressions), SVG, iframes, forms or images (an image could track who read it) in either; the front ends run
 * DOMPurify again before they show it.
 * - `message` (mass notifications, also mailed and pushed): http(s) and mailto links, every one in a new tab
 *   without an opener.
 * - `page` (promotions, programme pages, FAQ answers, pages): also h2, hr, span, tel: links, link titles and paths on
 *   this site, which open in place; outside links open in a new tab without an opener.
 */
function allowlist(profile: 'message' | 'page'): sanitizeHtml.IOptions {
  const page = profile === 'page';
  return {
    allowedTags: page ? [...formattingTags, 'h2', 'hr', 'span'] : formattingTags,
    allowedAttributes: { a: page ? ['href', 'title', 'target', 'rel'] : ['href', 'target', 'rel'] },
    allowedSchemes: page ? ['http', 'https', 'mailto', 'tel'] : ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const out: Record<string, string> = href ? { href } : {};
        if (page && attribs.title) out.title = attribs.title;
        if (!page) Object.assign(out, { target: '_blank', rel: 'noopener noreferrer nofollow' });
        else if (/^https?:/i.test(href)) Object.assign(out, { target: '_blank', rel: 'noopener noreferrer' });
        return { tagName, attribs: out };
      },
    },
  };
}
const messageOptions = allowlist('message');
const pageOptions = allowlist('page');

/** A mass notification's body, cleaned on write. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, messageOptions).trim();
}

/** A content page's rich text (promotions, programmes, FAQ, pages), cleaned on write. */
export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, pageOptions).trim();
}

/** The text of some HTML, for mail and push (block ends become line breaks). */
export function htmlToText(html: string): string {
  const marked = html.replace(/<\s*br\s*\/?>/gi, '\n').replace(/<\/\s*(p|li|h3|h4|blockquote)\s*>/gi, '\n');
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {}, nonTextTags });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
