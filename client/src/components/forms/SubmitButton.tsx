import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';

/** Disabled while the form is invalid or submitting; reads 'Espere' while waiting (customer spec §5). */
export function SubmitButton({ children, className = 'w-100' }: { children: ReactNode; className?: string }) {
  const { t } = useTranslation();
  const { isValid, isSubmitting } = useFormikContext();
  return (
    <button type="submit" className={`btn btn-primary ${className}`} disabled={!isValid || isSubmitting}>
      {isSubmitting ? (
        <>
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('common.wait')}
        </>
      ) : (
        children
      )}
    </button>
  );
}
