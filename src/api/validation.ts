import { type z } from 'zod';

/**
 * The spec's validator message templates (section 5), then a few more in the
 * same voice for checks the spec's table does not name. Both the server's error
 * handler and the browser's forms turn zod issues into text through here, so a
 * field says the same thing wherever it is checked.
 */
export const messageTemplates = {
  required: '{field} is required',
  max: '{field} must be {length} characters or less',
  // The spec's table reads '{field} must be a {length} characters or more', a slip: said here as English says it.
  min: '{field} must be at least {length} characters',
  email: '{field} must be a valid email',
  confirmed: '{field} should match {target}',
  min_value: '{field} should be at least {length}',
  greater_than: '{field} must be greater than {length}',
  numeric: '{field} must be numeric.',
  regex: '{field} should match pattern {regex}',
  // The spec's regex rule for latitude and longitude: 'latitude should be numbers.' ({name}: the English label in lower
  // case; other languages write their sentence around {field}, the label as it is: a German noun keeps its capital).
  coordinates: '{name} should be numbers.',
  max_value: '{field} should be at most {length}',
  size: '{field} must be exactly {length} characters',
  digits: '{field} must be {length} digits',
  one_of: '{field} must be one of {values}',
  format: '{field} must look like {format}',
  taken: '{field} has already been taken',
  exists: '{field} does not exist',
  incorrect: '{field} is incorrect',
  invalid: '{field} is invalid',
  http_url: '{field} must be an http(s) link',
  on_or_after: '{field} must be on or after {target}',
  after: '{field} must be after {target}',
  max_nights: '{field} must be at most {length} nights later',
  max_days: '{field} must be at most {length} days after {target}',
  not_past: '{field} cannot be in the past',
  too_far: '{field} must be within a year of today',
  common_password: '{field} is too common: choose one that is harder to guess',
} as const;

export type MessageRule = keyof typeof messageTemplates;
export type MessageValues = Record<string, string | number>;

export function formatMessage(rule: MessageRule, values: MessageValues): string {
  return messageTemplates[rule].replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}

/** The field a path names: its last string segment ('role_ids.0' -> 'role_ids'). */
export function fieldName(path: readonly PropertyKey[]): string | undefined {
  return [...path].reverse().find((p) => typeof p === 'string') as string | undefined;
}

export function humanizeField(path: readonly PropertyKey[]): string {
  const last = fieldName(path);
  if (!last) return 'Value';
  const words = last.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Renders messages in another language. Without one (or when it has no text),
 * the English templates and humanized field names above are used.
 */
export type MessageTranslator = {
  /** The rule's message in the user's language, `values.field` already a label. */
  format?(rule: MessageRule, values: MessageValues): string | undefined;
  /** The label of a field (by its name, e.g. 'first_name') in the user's language. */
  label?(field: string): string | undefined;
  /**
   * A plain sentence for a field's pattern ('Phone may only contain digits, spaces and + ( ) . -'), where a screen has
   * one: a regex spelled out helps nobody. The API keeps the spec's wording ('should match pattern /…/').
   */
  pattern?(field: string, label: string): string | undefined;
};

export function fieldLabel(path: readonly PropertyKey[], tr?: MessageTranslator): string {
  const name = fieldName(path);
  return (name && tr?.label?.(name)) || humanizeField(path);
}

/**
 * A rule's values as i18next wants them: a `length` is also the `count` that picks the plural form ("1 Zeichen",
 * "2 znaki", "5 znaków"), so a translation never has to write "character(s)".
 */
export function ruleValues(values: MessageValues): MessageValues {
  return typeof values.length === 'number' && values.count === undefined ? { ...values, count: values.length } : values;
}

export function renderRule(rule: MessageRule, values: MessageValues, tr?: MessageTranslator): string {
  return tr?.format?.(rule, ruleValues(values)) ?? formatMessage(rule, values);
}

/**
 * Issue parameters naming a rule, for refinements: the message is rendered from the
 * rule's template (and so translated), e.g. `.refine(fn, ruleParams('digits', { length: 6 }))`.
 */
export function ruleParams(rule: MessageRule, values: MessageValues = {}) {
  return { params: { rule, ...values } };
}

type Issue = z.core.$ZodIssue;

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function isMissing(issue: Issue): boolean {
  if ('input' in issue) return empty(issue.input);
  // Issues carry their input only when parsed with `reportInput`; zod's own wording says what was received.
  return /received (undefined|null)\b/.test(issue.message);
}

/** A JSON path's value in the data as sent, before any coercion (see withRawInput). */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = data;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/**
 * Gives each issue the value as it was sent, so a missing field reads 'is required'
 * even where coercion turned it into NaN or 0 before the check failed.
 */
export function withRawInput(issues: readonly Issue[], data: unknown): Issue[] {
  return issues.map((issue) => ({ ...issue, input: valueAt(data, issue.path) }) as Issue);
}

const isCoordinate = (path: readonly PropertyKey[]) => ['latitude', 'longitude'].includes(fieldName(path) ?? '');
const isNumeric = (origin: string) => origin === 'number' || origin === 'int' || origin === 'bigint';

/** One message per zod issue, in the spec's wording (or the translator's language). */
export function issueMessage(issue: Issue, tr?: MessageTranslator): string {
  const field = fieldLabel(issue.path, tr);
  const rule = (name: MessageRule, values: MessageValues = {}) => renderRule(name, { field, ...values }, tr);
  // Nothing sent fails every rule as 'required' (refinements such as 'confirmed' speak for themselves).
  if (issue.code !== 'custom' && 'input' in issue && empty(issue.input)) return rule('required');
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue)) return rule('required');
      if (isCoordinate(issue.path)) return rule('coordinates', { name: field.toLowerCase() });
      // 1.5 where a whole number is expected is numeric, just not valid.
      if (issue.expected === 'int' && 'input' in issue && Number.isFinite(Number(issue.input))) return rule('invalid');
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') return rule('numeric');
      return rule('invalid');
    case 'too_small': {
      const length = Number(issue.minimum);
      if (issue.origin === 'string') {
        if (issue.exact) return rule('size', { length });
        return length <= 1 ? rule('required') : rule('min', { length });
      }
      // positive(): 0 itself is refused, so "at least 0" would be wrong.
      if (isNumeric(issue.origin)) return issue.inclusive === false ? rule('greater_than', { length }) : rule('min_value', { length });
      if (issue.origin === 'array' && length <= 1) return rule('required');
      return rule('invalid');
    }
    case 'too_big': {
      const length = Number(issue.maximum);
      if (issue.origin === 'string') return issue.exact ? rule('size', { length }) : rule('max', { length });
      if (isNumeric(issue.origin)) return rule('max_value', { length });
      return rule('invalid');
    }
    case 'invalid_format':
      if (issue.format === 'email') return rule('email');
      if (issue.format === 'regex') return tr?.pattern?.(fieldName(issue.path) ?? '', field) ?? rule('regex', { regex: String(issue.pattern ?? '') });
      return rule('invalid');
    case 'invalid_value':
      return rule('one_of', { values: issue.values.map(String).join(', ') });
    case 'custom': {
      const params = issue.params as ({ rule?: MessageRule } & Record<string, unknown>) | undefined;
      if (params?.rule && params.rule in messageTemplates) {
        const { rule: name, ...rest } = params;
        const values: MessageValues = {};
        for (const [k, v] of Object.entries(rest)) {
          // A `target` names another field, shown by its label.
          values[k] = k === 'target' ? fieldLabel([String(v)], tr) : (v as string | number);
        }
        return rule(name, values);
      }
      return issue.message && issue.message !== 'Invalid input' ? issue.message : rule('invalid');
    }
    default:
      return rule('invalid');
  }
}

export type FieldErrors = Record<string, string[]>;

/** zod's own limit for every `.int()` (±2^53 - 1): a number that breaks it breaks the field's real limit too. */
const isSafeIntegerLimit = (issue: Issue) =>
  (issue.code === 'too_big' && issue.origin === 'int' && issue.maximum === Number.MAX_SAFE_INTEGER) ||
  (issue.code === 'too_small' && issue.origin === 'int' && issue.minimum === Number.MIN_SAFE_INTEGER);

/**
 * The issues worth telling: an integer past the safe range also breaks the field's declared limit, which says it in
 * numbers a person set ("at most 100000"), so the safe-range issue is dropped when its field has another.
 */
export function tellableIssues<T extends Issue>(issues: readonly T[]): T[] {
  const key = (issue: Issue) => issue.path.map(String).join('.');
  return issues.filter((issue) => !isSafeIntegerLimit(issue) || !issues.some((other) => other !== issue && key(other) === key(issue)));
}

/** Groups a zod error's issues by dotted field path, as the API's `errors` object. */
export function fieldErrors(issues: readonly Issue[], tr?: MessageTranslator): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of tellableIssues(issues)) {
    const key = issue.path.map(String).join('.') || '_';
    (out[key] ??= []).push(issueMessage(issue, tr));
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
        params: { rule: 'confirmed', target },
      });
    }
  };
}
