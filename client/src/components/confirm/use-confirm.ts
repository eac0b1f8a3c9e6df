import { useContext } from 'react';
import { ConfirmContext, type ConfirmFn } from './ConfirmProvider';

/**
 * Asks for confirmation before a destructive action:
 * `if (await confirm()) remove()` shows '¿Estás seguro?' / 'Esta acción no se puede deshacer.' with Cancelar / Ok.
 */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs <ConfirmProvider>.');
  return confirm;
}
