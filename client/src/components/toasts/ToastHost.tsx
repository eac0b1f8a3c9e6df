import { useSyncExternalStore } from 'react';
import { Toast, ToastContainer } from 'react-bootstrap';
import { useTranslation } from '../../i18n';
import { toastStore, type ToastVariant } from '../../platform/toast-store';

const ICONS: Record<ToastVariant, string> = {
  success: 'bi-check-circle-fill text-success',
  info: 'bi-info-circle-fill text-info',
  warning: 'bi-exclamation-triangle-fill text-warning',
  danger: 'bi-x-octagon-fill text-danger',
};

/** Renders the toast stack (top right, each hidden after 5 s). Mounted once by the root layout. */
/** No toast is ever rendered on the server. */
const EMPTY: readonly never[] = [];
const noToasts = () => EMPTY;

export function ToastHost() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getToasts, noToasts);
  const { t } = useTranslation();
  return (
    <ToastContainer position="top-end" containerPosition="fixed" className="p-3 xp-toasts">
      {toasts.map((item) => (
        <Toast
          key={item.id}
          autohide
          delay={item.delay}
          onClose={() => toastStore.dismiss(item.id)}
          className={`xp-toast xp-toast-${item.variant}`}
          role={item.variant === 'danger' || item.variant === 'warning' ? 'alert' : 'status'}
          aria-live={item.variant === 'danger' || item.variant === 'warning' ? 'assertive' : 'polite'}
          data-variant={item.variant}
        >
          <Toast.Header closeLabel={t('common.close')}>
            <i className={`bi ${ICONS[item.variant]} me-2`} aria-hidden="true" />
            <strong className="me-auto">{item.title}</strong>
          </Toast.Header>
          {item.body && <Toast.Body>{item.body}</Toast.Body>}
        </Toast>
      ))}
    </ToastContainer>
  );
}
