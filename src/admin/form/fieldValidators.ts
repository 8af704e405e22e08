import type { MessageRule } from '@/api/validation';

/**
 * react-admin's required(), minValue() and maxValue() say "Required" or "Must be at least 0" without the field; these
 * say "Title is required", as the forms checked by the shared zod schemas do. `field` is the label as shown.
 */
type FieldMessage = { message: string; args: Record<string, unknown> } | undefined;

/** A `validation.<rule>` message about the field labelled `field` (with the rule's own values), as react-admin shows it. */
export const fieldMessage = (rule: MessageRule, field: string, values: Record<string, unknown> = {}): FieldMessage => ({ message: `validation.${rule}`, args: { field, ...values } });

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

export const requiredField = (field: string) =>
  Object.assign((value: unknown): FieldMessage => (isEmpty(value) ? fieldMessage('required', field) : undefined), { isRequired: true });

export const minValueField = (min: number, field: string) => (value: unknown): FieldMessage =>
  !isEmpty(value) && Number(value) < min ? fieldMessage('min_value', field, { length: min }) : undefined;

export const maxValueField = (max: number, field: string) => (value: unknown): FieldMessage =>
  !isEmpty(value) && Number(value) > max ? fieldMessage('max_value', field, { length: max }) : undefined;
