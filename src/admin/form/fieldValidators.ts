/**
 * react-admin's required(), minValue() and maxValue() say "Required" or "Must be at least 0" without the field; these
 * say "Title is required", as the forms checked by the shared zod schemas do. `field` is the label as shown.
 */
type FieldMessage = { message: string; args: Record<string, unknown> } | undefined;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

export const requiredField = (field: string) =>
  Object.assign((value: unknown): FieldMessage => (isEmpty(value) ? { message: 'validation.required', args: { field } } : undefined), { isRequired: true });

export const minValueField = (min: number, field: string) => (value: unknown): FieldMessage =>
  !isEmpty(value) && Number(value) < min ? { message: 'validation.min_value', args: { field, length: min } } : undefined;

export const maxValueField = (max: number, field: string) => (value: unknown): FieldMessage =>
  !isEmpty(value) && Number(value) > max ? { message: 'validation.max_value', args: { field, length: max } } : undefined;
