import type { FieldErrors } from '../../src/api/validation';

/** An error with an HTTP status that the error handler answers as `{ message, errors?, code? }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden', code?: string) => new HttpError(403, message, undefined, code);
export const notFound = (message = 'Not Found') => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors);
export const unprocessable = (message: string, errors?: FieldErrors) => new HttpError(422, message, errors);

/** A 422 naming one field, for checks that need the database (an email already taken, a bad current password). */
export const fieldError = (field: string, message: string, status = 422) =>
  new HttpError(status, message, { [field]: [message] });
