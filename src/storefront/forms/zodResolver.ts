import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { tellableIssues, withRawInput } from '@/api/validation';
import { issueText, type FieldLabels } from './issueText';
import type { Translate } from './translate';

/**
 * react-hook-form resolver over the shared zod schema (the one the server
 * validates with), with messages in the reader's language. The first issue of
 * a field wins; the form receives the schema's output (trimmed, coerced).
 */
export function zodResolver<TValues extends FieldValues, S extends z.ZodType>(
  schema: S,
  t: Translate,
  labels?: FieldLabels,
  /** Restates an issue as the reader typed it (a length's limits in metres where they typed metres). */
  asTyped: (issue: z.core.$ZodIssue) => z.core.$ZodIssue = (issue) => issue,
): Resolver<TValues, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    // With the values as typed, an empty field reads 'is required' even where coercion changed it.
    for (const issue of withRawInput(tellableIssues(result.error.issues), values)) {
      const key = issue.path.map(String).join('.') || 'root';
      errors[key] ??= { type: issue.code, message: issueText(asTyped(issue), t, labels) };
    }
    return { values: {}, errors: errors as never };
  };
}
