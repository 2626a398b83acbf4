export { ConfirmDialog, type ConfirmDialogProps, type ConfirmOptions } from './ConfirmDialog';
export { ConfirmProvider } from './ConfirmProvider';
export { useConfirm, type ConfirmFn } from './confirm-context';
