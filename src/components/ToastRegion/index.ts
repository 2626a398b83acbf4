export { ToastRegion } from './ToastRegion';
export {
  toast,
  toastQueue,
  type ToastOptions,
  type ToastAction,
  type ToastContent,
  type ToastTone,
} from './toast';
