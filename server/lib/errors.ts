import type { MessageRule, MessageValues } from '@/api/validation';

/**
 * A message the API answers, kept as a key until the error handler renders it in
 * the caller's language: a text of locales/<lng>/api.json ('errors.notFound', or
 * with values), or a validation rule shown with a field's label ('Email has
 * already been taken'). Any other string is answered as it is (English only).
 */
export type Message =
  | string
  | { key: string; values?: MessageValues; list?: MessageList }
  | { rule: MessageRule; field: string; values?: MessageValues; label?: string };

/** Counted texts joined as the language joins a list ('66 states and 20,000 cities'), into the value `name`. */
export type MessageList = { name: string; items: { key: string; count: number }[] };
export type FieldMessages = Record<string, Message[]>;

/** An error with an HTTP status that the error handler answers as `{ message, errors?, code? }`. */
export class HttpError extends Error {
  readonly text: Message;
  constructor(
    readonly statusCode: number,
    text: Message,
    readonly errors?: FieldMessages,
    readonly code?: string,
    /** More of the body, for a client that can act on it (e.g. the new price of a booking). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(typeof text === 'string' ? text : 'key' in text ? text.key : `${text.field}: ${text.rule}`);
    this.text = text;
  }
}

export const badRequest = (key = 'errors.badRequest', errors?: FieldMessages) => new HttpError(400, key, errors);
export const unauthorized = (key = 'errors.unauthorized') => new HttpError(401, key);
export const forbidden = (key = 'errors.forbidden', code?: string) => new HttpError(403, key, undefined, code);
export const notFound = (key = 'errors.notFound') => new HttpError(404, key);
export const conflict = (key: string, errors?: FieldMessages) => new HttpError(409, key, errors);

/**
 * A 422 naming one field, for checks that need the database (an email already taken, a bad current password).
 * `label`: the field's label key when the screen names it otherwise than its name ('brand_code' for a brand's `code`).
 */
export function fieldError(field: string, rule: MessageRule, values?: MessageValues, status = 422, label?: string): HttpError {
  const message: Message = { rule, field, values, ...(label ? { label } : {}) };
  return new HttpError(status, message, { [field]: [message] });
}
