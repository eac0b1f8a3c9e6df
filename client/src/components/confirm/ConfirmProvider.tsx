import { createContext, lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';

export interface ConfirmOptions {
  /** Defaults to '¿Estás seguro?'. */
  title?: string;
  /** Defaults to 'Esta acción no se puede deshacer.'. */
  body?: string;
  /** Defaults to 'Cancelar'. */
  cancelText?: string;
  /** Defaults to 'Ok'. */
  okText?: string;
  /** Bootstrap variant of the Ok button; defaults to 'primary' ('danger' suits deletions). */
  okVariant?: string;
}

export type ConfirmFn = (options?: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<ConfirmFn | null>(null);

const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

/** Hosts the single confirmation dialog; `useConfirm()` opens it and resolves true on Ok, false otherwise. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [show, setShow] = useState(false);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback<ConfirmFn>(
    (next = {}) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setOptions(next);
        setShow(true);
      }),
    [],
  );

  const answer = useCallback((ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setShow(false);
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {options && (
        <Suspense fallback={null}>
          <ConfirmDialog
            show={show}
            title={options.title ?? t('confirm.title')}
            body={options.body ?? t('confirm.body')}
            cancelText={options.cancelText ?? t('confirm.cancel')}
            okText={options.okText ?? t('confirm.ok')}
            okVariant={options.okVariant ?? 'primary'}
            onAnswer={answer}
            onExited={() => setOptions(null)}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}
