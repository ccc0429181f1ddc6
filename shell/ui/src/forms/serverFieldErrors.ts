import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsFrom } from './failureToasts';

/** Puts the server's per-field messages on the form's own fields; fields the form lacks are ignored. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
) {
  const messages = fieldErrorsFrom(error);
  let focused = false;
  for (const name of fieldNames) {
    const message = messages[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
}
