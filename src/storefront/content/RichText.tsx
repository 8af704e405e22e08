import { Box, type SxProps, type Theme } from '@mui/material';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'hr', 'span'];

/** Staff's rich text, cleaned again before it is shown (the server cleaned it on write): the same allowlist. */
export function cleanHtml(html: string): string {
  // A server render has no DOM for DOMPurify: it sends the text as stored, which the server's allowlist cleaned on
  // write (server/lib/html.ts); every render in the browser cleans it again.
  if (typeof DOMPurify.sanitize !== 'function') return html;
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'title', 'target', 'rel'], ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/))/i });
}

export function RichText({ html, sx }: { html: string | null | undefined; sx?: SxProps<Theme> }) {
  const clean = useMemo(() => (html ? cleanHtml(html) : ''), [html]);
  if (!clean) return null;
  return <Box className="rich-text" sx={{ '& p': { my: 1 }, '& ul, & ol': { pl: 3 }, '& a': { color: 'primary.main' }, ...sx }} dangerouslySetInnerHTML={{ __html: clean }} />;
}
