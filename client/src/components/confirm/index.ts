export { ConfirmProvider, type ConfirmFn, type ConfirmOptions } from './ConfirmProvider';
export { useConfirm } from './use-confirm';
