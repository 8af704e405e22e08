const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/**
 * A hotel description as plain paragraphs. Supplier text sometimes carries simple markup (<p>, <br>, &amp;): line
 * breaks are kept, every other tag is dropped, and the result is rendered as text, never as HTML.
 */
export function toParagraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  const plain = text
    .replace(/\r\n?/g, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])\s*>/gi, '\n\n')
    .replace(/<!--[\s\S]*?-->|<\/?[a-zA-Z][^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => entities[name] ?? '');
  return plain
    .split(/\n\s*\n/)
    .map((p) => p.split('\n').map((line) => line.replace(/[ \t]+/g, ' ').trim()).filter(Boolean).join('\n'))
    .filter(Boolean);
}
