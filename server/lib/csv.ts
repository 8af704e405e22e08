/** A negative decimal number (a longitude, a refund) is data, not a formula: a spreadsheet reads it as the number. */
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/**
 * RFC 4180 CSV with formula-injection guarding: a cell that starts with
 * = + - @ tab or CR is prefixed with ' so spreadsheets show it as text —
 * except a plain negative number, which would stop being a number.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !NEGATIVE_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record: cells joined with commas, ended with CRLF. */
export function csvLine(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
