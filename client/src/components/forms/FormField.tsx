import { useField } from 'formik';
import { useId, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';

export interface FieldState {
  error?: string;
  /** The spec shows errors only once a field is touched or dirty (customer spec §5). */
  showError: boolean;
}

/**
 * Formik field state with the spec's touched-or-dirty rule. "Dirty" is sticky, as in the original client's
 * forms: a field typed in and emptied again still shows 'es requerido'.
 */
export function useFieldState(name: string): FieldState {
  const [, meta] = useField(name);
  const everChanged = useRef(false);
  if (meta.value !== meta.initialValue) everChanged.current = true;
  return { error: meta.error, showError: Boolean(meta.error) && (meta.touched || everChanged.current) };
}

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: string;
  /** Shown under the input while there is no error. */
  hint?: ReactNode;
}

/** Label + input + Spanish error message, bound to formik by name. Passwords get a show/hide toggle. */
export function FormField({ name, label, hint, type = 'text', className = '', ...input }: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [field] = useField(name);
  const { error, showError } = useFieldState(name);
  const [reveal, setReveal] = useState(false);
  const isPassword = type === 'password';
  const describedBy = showError ? `${id}-error` : hint ? `${id}-hint` : undefined;

  const control = (
    <input
      id={id}
      {...field}
      value={field.value ?? ''}
      {...input}
      type={isPassword && reveal ? 'text' : type}
      className={`form-control${showError ? ' is-invalid' : ''}`}
      aria-invalid={showError || undefined}
      aria-describedby={describedBy}
    />
  );
  const feedback = showError && (
    <div id={`${id}-error`} className="invalid-feedback">
      {error}
    </div>
  );

  return (
    <div className={`mb-3 ${className}`}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {isPassword ? (
        <div className={`input-group${showError ? ' has-validation' : ''}`}>
          {control}
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => setReveal((v) => !v)}
            aria-label={t(reveal ? 'forms.hidePassword' : 'forms.showPassword')}
            aria-pressed={reveal}
          >
            <i className={`bi ${reveal ? 'bi-eye-slash' : 'bi-eye'}`} aria-hidden="true" />
          </button>
          {feedback}
        </div>
      ) : (
        <>
          {control}
          {feedback}
        </>
      )}
      {!showError && hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}
