import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/api';
import { apiMessages } from '../feedback/apiMessages';
import { errorText } from '../feedback/errorText';
import { applyServerErrors } from './serverErrors';
import type { Translate } from './translate';

/** A failed submit: field errors go on their fields; anything else goes to the snackbar. */
export function reportFormError<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>, t: Translate, { prefix = '' } = {}) {
  if (applyServerErrors(error, fields, setError, prefix)) return;
  apiMessages.show({ message: errorText(error, t), status: error instanceof ApiError && error.status ? error.status : 500 });
}
