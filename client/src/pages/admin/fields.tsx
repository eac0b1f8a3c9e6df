import { useField } from 'formik';
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useFieldState } from '../../components/forms';

/** A formik-bound <select> with the same touched-or-dirty error rule as FormField. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  className = '',
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'> & {
  name: string;
  label: string;
  options: { value: string | number; label: string }[];
  placeholder?: string;
}) {
  const id = useId();
  const [field] = useField(name);
  const { error, showError } = useFieldState(name);
  return (
    <div className={`mb-3 ${className}`}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        {...field}
        value={field.value ?? ''}
        {...rest}
        className={`form-select${showError ? ' is-invalid' : ''}`}
        aria-invalid={showError || undefined}
        aria-describedby={showError ? `${id}-error` : undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {showError && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}

/** A formik-bound <textarea>, optionally with a live character counter. */
export function TextAreaField({
  name,
  label,
  maxLength,
  counter = false,
  hint,
  className = '',
  ...rest
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'> & {
  name: string;
  label: string;
  counter?: boolean;
  hint?: ReactNode;
}) {
  const id = useId();
  const [field] = useField<string | null>(name);
  const { error, showError } = useFieldState(name);
  const length = (field.value ?? '').length;
  return (
    <div className={`mb-3 ${className}`}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea
        id={id}
        {...field}
        value={field.value ?? ''}
        rows={3}
        {...rest}
        className={`form-control${showError ? ' is-invalid' : ''}`}
        aria-invalid={showError || undefined}
        aria-describedby={showError ? `${id}-error` : `${id}-hint`}
      />
      {showError && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
      {(counter || hint) && !showError && (
        <div id={`${id}-hint`} className="form-text d-flex justify-content-between">
          <span>{hint}</span>
          {counter && maxLength ? (
            <span aria-live="polite">
              {length}/{maxLength}
            </span>
          ) : null}
        </div>
      )}
    </div>
  );
}
