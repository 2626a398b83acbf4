export { ToastRegion } from './ToastRegion';
export { useToastKeepClear } from './keep-clear';
export {
  toast,
  toastRaised,
  type ToastOptions,
  type ToastAction,
  type ToastContent,
  type ToastTone,
} from './toast';
