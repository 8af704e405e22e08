import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { fromMinor } from '@/api/money';
import { fieldErrors, withRawInput, type MessageTranslator } from '@/api/validation';

export type ZodResolverOptions = {
  /** Renders the messages and field labels in the interface language. */
  translator?: MessageTranslator;
  /**
   * Fields held in minor units while staff type major ones (majorUnitInput): their limits are said in what staff type,
   * "at most 1000000" dollars rather than 100000000 cents.
   */
  minorUnits?: { paths: readonly string[]; currency: string };
};

type Issue = z.core.$ZodIssue;

function inMajorUnits(issues: Issue[], minor: ZodResolverOptions['minorUnits']): Issue[] {
  if (!minor) return issues;
  return issues.map((issue) => {
    if (!minor.paths.includes(issue.path.join('.'))) return issue;
    if (issue.code === 'too_big' && typeof issue.maximum === 'number') return { ...issue, maximum: fromMinor(issue.maximum, minor.currency) };
    if (issue.code === 'too_small' && typeof issue.minimum === 'number') return { ...issue, minimum: fromMinor(issue.minimum, minor.currency) };
    return issue;
  });
}

type NestedErrors = { [key: string]: FieldError | NestedErrors };

function setPath(target: NestedErrors, path: string, error: FieldError) {
  const keys = path === '_' ? ['root'] : path.split('.');
  let node = target;
  keys.slice(0, -1).forEach((key) => {
    const next = node[key];
    node = next && typeof (next as FieldError).type !== 'string' ? (next as NestedErrors) : (node[key] = {});
  });
  node[keys[keys.length - 1]!] ??= error;
}

/**
 * A react-hook-form resolver over the shared zod schemas (the same ones the server
 * validates with), with the spec's messages from src/api/validation.ts.
 * A valid form submits the parsed values: trimmed, coerced, unknown keys dropped.
 */
export function zodResolver<T extends FieldValues = FieldValues>(schema: z.ZodType, options: ZodResolverOptions = {}): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as T, errors: {} };
    const errors: NestedErrors = {};
    // Judged on the values as typed, so an unchosen reference reads 'is required', not 'should be at least 0'.
    const issues = inMajorUnits(withRawInput(result.error.issues, values), options.minorUnits);
    for (const [path, messages] of Object.entries(fieldErrors(issues, options.translator))) {
      setPath(errors, path, { type: 'validation', message: messages[0] ?? '' });
    }
    return { values: {}, errors: errors as never };
  };
}
