import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrors, messageTemplates } from '../../api/validation';

export type ZodResolverOptions = {
  /** Fields whose empty value ('' or null) means "not given", e.g. an unchosen reference. */
  emptyAsMissing?: readonly string[];
};

type NestedErrors = { [key: string]: FieldError | NestedErrors };

function setPath(target: NestedErrors, path: string, error: FieldError) {
  const keys = path === '_' ? ['root'] : path.split('.');
  let node = target;
  keys.slice(0, -1).forEach((key) => {
    const next = node[key];
    node = next && !('message' in next && typeof next.message === 'string') ? (next as NestedErrors) : (node[key] = {});
  });
  node[keys[keys.length - 1]!] ??= error;
}

/**
 * A react-hook-form resolver over the shared zod schemas (the same ones the server
 * validates with), with the spec's messages from src/api/validation.ts.
 * A valid form submits the parsed values: trimmed, coerced, unknown keys dropped.
 */
export function zodResolver<T extends FieldValues>(schema: z.ZodType, options: ZodResolverOptions = {}): Resolver<T> {
  return async (values) => {
    const input: Record<string, unknown> = { ...values };
    for (const key of options.emptyAsMissing ?? []) {
      if (input[key] === '' || input[key] === null) delete input[key];
    }
    // The input is reported so a missing value ("is required") is told apart from a wrong one.
    const result = await schema.safeParseAsync(input, { reportInput: true });
    if (result.success) return { values: result.data as T, errors: {} };
    const messages = fieldErrors(result.error.issues);
    // Coordinates carry the spec's own wording ('latitude should be numbers.') whatever the failed check.
    for (const issue of result.error.issues) {
      if (issue.message === messageTemplates.coordinates) messages[issue.path.map(String).join('.')] = [messageTemplates.coordinates];
    }
    const errors: NestedErrors = {};
    for (const [path, list] of Object.entries(messages)) {
      setPath(errors, path, { type: 'validation', message: list[0] ?? '' });
    }
    return { values: {}, errors: errors as never };
  };
}
