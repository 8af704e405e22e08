/**
 * RFC 4180 CSV with formula-injection guarding: a cell that starts with
 * = + - @ tab or CR is prefixed with ' so spreadsheets show it as text.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record: cells joined with commas, ended with CRLF. */
export function csvLine(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
