import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** Wires a react-hook-form field to an MUI TextField: ref on the input, error and helper text. */
export function fieldProps<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register' | 'formState'>, idPrefix = 'field') {
  return (name: Path<T>, helperText?: string) => {
    const { ref, ...rest } = form.register(name);
    const message = (form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
    return { ...rest, inputRef: ref, id: `${idPrefix}-${name}`, error: Boolean(message), helperText: message ?? helperText };
  };
}
