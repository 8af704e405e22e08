import { type z } from 'zod';

/**
 * The spec's validator message templates (section 5). Both the server's error
 * handler and the browser's forms turn zod issues into text through here, so a
 * field says the same thing wherever it is checked.
 */
export const messageTemplates = {
  required: '{field} is required',
  max: '{field} must be {length} characters or less',
  min: '{field} must be a {length} characters or more',
  email: '{field} must be a valid email',
  confirmed: '{field} should match {target}',
  min_value: '{field} should be at least {length}',
  numeric: '{field} must be numeric.',
  regex: '{field} should match pattern {regex}',
  coordinates: 'latitude should be numbers.',
} as const;

export type MessageRule = keyof typeof messageTemplates;

export function formatMessage(rule: MessageRule, values: Record<string, string | number>): string {
  return messageTemplates[rule].replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}

export function humanizeField(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((p) => typeof p === 'string') as string | undefined;
  if (!last) return 'Value';
  const words = last.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Issue = z.core.$ZodIssue;

/** One message per zod issue, in the spec's wording. */
export function issueMessage(issue: Issue): string {
  const field = humanizeField(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') {
        return formatMessage('required', { field });
      }
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') {
        return formatMessage('numeric', { field });
      }
      return issue.message;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? formatMessage('required', { field })
          : formatMessage('min', { field, length: Number(issue.minimum) });
      }
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return formatMessage('min_value', { field, length: Number(issue.minimum) });
      }
      if (issue.origin === 'array' && Number(issue.minimum) <= 1) return formatMessage('required', { field });
      return issue.message;
    case 'too_big':
      if (issue.origin === 'string') return formatMessage('max', { field, length: Number(issue.maximum) });
      return issue.message;
    case 'invalid_format':
      if (issue.format === 'email') return formatMessage('email', { field });
      if (issue.format === 'regex') return formatMessage('regex', { field, regex: String(issue.pattern ?? '') });
      return issue.message;
    default:
      return issue.message;
  }
}

export type FieldErrors = Record<string, string[]>;

/** Groups a zod error's issues by dotted field path, as the API's `errors` object. */
export function fieldErrors(issues: readonly Issue[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    (out[key] ??= []).push(issueMessage(issue));
  }
  return out;
}

/** Refinement for a password confirmation field, with the spec's 'confirmed' message. */
export function confirmed<T extends Record<string, unknown>>(field: keyof T & string, target: keyof T & string) {
  return (value: T, ctx: z.core.$RefinementCtx<T>) => {
    if (value[field] !== value[target]) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: formatMessage('confirmed', { field: humanizeField([field]), target: humanizeField([target]) }),
      });
    }
  };
}
