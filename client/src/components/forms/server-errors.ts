import type { FormikHelpers } from 'formik';
import { fieldErrors } from '../../platform/errors';

/**
 * Puts the server's per-field messages (`extensions.fields` of BAD_USER_INPUT) under the form fields.
 * The toast with the general message is raised by the error catalogue. Returns whether any field matched.
 */
export function applyServerErrors<Values extends object>(
  error: unknown,
  helpers: FormikHelpers<Values>,
): boolean {
  const fields = fieldErrors(error);
  const names = Object.keys(fields);
  if (names.length === 0) return false;
  helpers.setErrors(fields as never);
  helpers.setTouched(Object.fromEntries(names.map((name) => [name, true])) as never, false);
  return true;
}
