export { ToastRegion } from './ToastRegion';
export { useToastKeepClear } from './keep-clear';
export { toast, toastRaised } from './toast';
