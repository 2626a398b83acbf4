export type { ConfirmDialogProps, ConfirmOptions } from './ConfirmDialog';
export { ConfirmProvider } from './ConfirmProvider';
export { useConfirm, type ConfirmFn } from './confirm-context';
