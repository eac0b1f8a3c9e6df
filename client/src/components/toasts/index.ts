export { ToastHost } from './ToastHost';
export { toast, toastStore, type ToastApi, type ToastVariant } from '../../platform/toast-store';
export { useToast } from './use-toast';
