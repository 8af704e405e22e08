import { HttpError } from 'react-admin';
import type { z } from 'zod';
import { toHttpError } from './errors';

/** Runs an API call and turns its failure into react-admin's HttpError. */
export async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw toHttpError(err);
  }
}

/**
 * An API answer read through its schema (src/api/schemas, the one the route answers with): an answer that does not
 * match is an error react-admin shows, never data taken on trust.
 */
export async function readAnswer<S extends z.ZodType>(schema: S, run: () => Promise<unknown>): Promise<z.output<S>> {
  const parsed = schema.safeParse(await call(run));
  if (parsed.success) return parsed.data;
  throw new HttpError('ra.notification.http_error', 502, { fields: parsed.error.issues.map((issue) => issue.path.join('.')) });
}
