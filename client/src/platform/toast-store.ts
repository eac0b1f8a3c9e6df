import { TOAST_HIDE_MS } from '../../../schema/constants';

export type ToastVariant = 'success' | 'info' | 'warning' | 'danger';

export interface ToastMessage {
  id: number;
  variant: ToastVariant;
  title: string;
  body?: string;
  delay: number;
}

type Listener = () => void;

/** Identical toasts within this window are shown once (several queries failing with the same 401). */
const DUPLICATE_WINDOW_MS = 2000;

/** Toasts as an external store, so the Apollo error catalogue can raise them outside React. */
class ToastStore {
  private toasts: readonly ToastMessage[] = [];
  private listeners = new Set<Listener>();
  private nextId = 1;
  private recent = new Map<string, number>();

  getToasts = (): readonly ToastMessage[] => this.toasts;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  show(variant: ToastVariant, title: string, body?: string): void {
    const key = `${variant}|${title}|${body ?? ''}`;
    const now = Date.now();
    if ((this.recent.get(key) ?? 0) > now - DUPLICATE_WINDOW_MS) return;
    this.recent.set(key, now);
    this.toasts = [...this.toasts, { id: this.nextId++, variant, title, body, delay: TOAST_HIDE_MS }];
    this.emit();
  }

  dismiss(id: number): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export const toastStore = new ToastStore();

export interface ToastApi {
  success(title: string, body?: string): void;
  info(title: string, body?: string): void;
  warning(title: string, body?: string): void;
  danger(title: string, body?: string): void;
}

export const toast: ToastApi = {
  success: (title, body) => toastStore.show('success', title, body),
  info: (title, body) => toastStore.show('info', title, body),
  warning: (title, body) => toastStore.show('warning', title, body),
  danger: (title, body) => toastStore.show('danger', title, body),
};
