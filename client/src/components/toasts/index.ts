export { ToastHost } from './ToastHost';
export { toast, toastStore, type ToastApi, type ToastVariant } from './toast-store';
export { useToast } from './use-toast';
