export { ToastRegion } from './ToastRegion';
export {
  toast,
  type ToastOptions,
  type ToastAction,
  type ToastContent,
  type ToastTone,
} from './toast';
