import { HttpError } from 'react-admin';
import { ApiError } from '../api';

type NestedErrors = { [key: string]: string | NestedErrors };

/**
 * The API answers `errors: { "field": ["msg", ...], "a.0.b": [...] }`; react-admin's
 * forms want one string per field, nested by path, to put each message on its input.
 */
export function toFormErrors(errors: Record<string, string[]>): NestedErrors {
  const out: NestedErrors = {};
  for (const [path, messages] of Object.entries(errors)) {
    const keys = path.split('.');
    let node = out;
    keys.slice(0, -1).forEach((key) => {
      const next = node[key];
      node = typeof next === 'object' ? next : (node[key] = {});
    });
    const last = keys[keys.length - 1] ?? path;
    if (typeof node[last] !== 'object') node[last] = messages.join(' ');
  }
  return out;
}

/** Rejects with react-admin's HttpError so 401/403 reach checkError and field errors reach the form. */
export function toHttpError(err: unknown): unknown {
  if (!(err instanceof ApiError)) return err;
  const hasFieldErrors = Object.keys(err.errors).length > 0;
  return new HttpError(err.message, err.status, { ...err.body, errors: hasFieldErrors ? toFormErrors(err.errors) : undefined });
}
