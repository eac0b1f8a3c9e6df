export { FormField, useFieldState, type FormFieldProps } from './FormField';
export { applyServerErrors } from './server-errors';
export { SubmitButton } from './SubmitButton';
export { PrefillFields } from './PrefillFields';
