/** A plain-text table: numbers right-aligned, text left-aligned. */
export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const numeric = headers.map((_, i) => rows.length > 0 && rows.every((r) => typeof r[i] === 'number' || /^[\d.,]+$|^—$/.test(String(r[i]))));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  return [line(headers), `|${widths.map((w, i) => (numeric[i] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`, ...rows.map((r) => line(r.map(String)))].join('\n');
}

export const ms = (v: number) => (Number.isFinite(v) ? (v < 10 ? v.toFixed(2) : v.toFixed(1)) : '—');
export const perSecond = (v: number) => (Number.isFinite(v) ? (v < 100 ? v.toFixed(1) : Math.round(v).toString()) : '—');
export const count = (v: number) => v.toLocaleString('en-US');
