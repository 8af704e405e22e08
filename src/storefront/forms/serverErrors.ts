import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/api';

/**
 * Puts the API's per-field errors on the form's fields. Answers whether any
 * landed, so the caller knows if the failure still needs saying elsewhere.
 * `prefix`: where the form's fields sit in the request body ('rig.' for { rig: { length } }).
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>, prefix = ''): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const [key, messages] of Object.entries(error.errors)) {
    const field = fields.find((f) => `${prefix}${f}` === key);
    const first = messages[0];
    if (!field || !first) continue;
    setError(field, { type: 'server', message: first }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
