import { toast, type ToastApi } from '../../platform/toast-store';

/** Shows toasts: `const toast = useToast(); toast.success('Título', 'Texto')`. Auto-hidden after 5000 ms. */
export function useToast(): ToastApi {
  return toast;
}
