import { z } from 'zod';
import { numeral } from './numeral';
import { ISO_DATE_FORMAT, isIsoDate } from '../stay';
import { ruleParams } from '../validation';

export const id = numeral(z.number().int().positive());
export const idParam = z.object({ id });

/** Query of every list endpoint (DESIGN section 4). */
export const listQuery = z.object({
  limit: numeral(z.number().int().min(1).max(500)).default(25),
  page: numeral(z.number().int().min(1)).default(1),
  ordering: z.string().max(200).optional(),
  search: z.string().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const listMeta = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  last_page: z.number().int(),
  /**
   * The count stopped early (a list of a large table): `total` is a lower bound and `last_page` is past this page
   * whenever more rows follow. Absent where a list always counts every match.
   */
  capped: z.boolean().optional(),
});
export type ListMeta = z.infer<typeof listMeta>;

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: listMeta });
}
export type ListResponse<T> = { data: T[]; meta: ListMeta };

/** An unpaged list: `{ data: [...] }`. */
export function dataList<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item) });
}

export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;

/** A change made to several records in one call: its message and how many records it changed. */
export const bulkResult = messageBody.extend({ affected: z.number() });
export type BulkResult = z.infer<typeof bulkResult>;

export const timestamp = z.union([z.string(), z.date()]).transform((v) => (v instanceof Date ? v.toISOString() : v));

/** Accepts "", null or a value; empty strings from forms become null. */
export function nullable<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' ? null : v), schema.nullable());
}

/**
 * What a line of text must not hold: control characters (line breaks, tabs, escapes) and the invisible format
 * characters that hide text or make a name display as another (zero-width spaces, direction overrides and isolates).
 * Zero-width (non-)joiners stay: Persian and Indic names and emoji need them.
 */
const notInALine = /[\p{Cc}\s\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]+/gu;

/** One line of plain text: each run of what a line must not hold, or of white space, becomes one space; ends trimmed. */
export const toOneLine = (s: string) => s.replace(notInALine, ' ').trim();

/** A required one-line text (a name, a title) of at most `max` characters, once made one line. */
export function oneLine(max: number) {
  return z.string().transform(toOneLine).pipe(z.string().min(1).max(max));
}

/** Whether `v` is an absolute http(s) link with a host and no spaces (never javascript:, data: or a bare 'http://'). */
export function isHttpUrl(v: string): boolean {
  if (!/^https?:\/\/[^\s]+$/i.test(v)) return false;
  try {
    return new URL(v).hostname !== '';
  } catch {
    return false;
  }
}

/** An absolute http(s) link with a host and no spaces. */
export const httpUrl = z.string().max(500).refine(isHttpUrl, ruleParams('http_url'));

/** A calendar date, 'YYYY-MM-DD', that exists (2026-02-30 does not). */
export const isoDate = z.string().refine(isIsoDate, ruleParams('format', { format: ISO_DATE_FORMAT }));

/**
 * The currencies the JavaScript runtime knows (ISO 4217), so a price is never in "$$$": read when first needed (this
 * module is on every page, and a browser older than Intl.supportedValuesOf checks three capital letters only).
 */
let isoCurrencies: Set<string> | null | undefined;
function isCurrencyCode(code: string): boolean {
  if (isoCurrencies === undefined) isoCurrencies = typeof Intl.supportedValuesOf === 'function' ? new Set(Intl.supportedValuesOf('currency')) : null;
  return isoCurrencies ? isoCurrencies.has(code) : /^[A-Z]{3}$/.test(code);
}
/** A currency code as typed ("usd" is USD); one ISO 4217 does not know is refused. */
export const currencyCode = z.string().trim().toUpperCase().refine(isCurrencyCode, ruleParams('format', { format: 'USD, CAD, MXN' }));
