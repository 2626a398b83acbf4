export { ToastRegion } from './ToastRegion';
export {
  toast,
  toastQueue,
  DEFAULT_TOAST_TIMEOUT,
  type ToastOptions,
  type ToastAction,
  type ToastContent,
  type ToastTone,
} from './toast';
