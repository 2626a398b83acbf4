import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastContent {
  tone: ToastTone;
  message: string;
  action?: ToastAction;
}

export interface ToastOptions {
  /** Milliseconds before the toast closes itself; `0` keeps it until closed. @default 5000 */
  timeout?: number;
  /** One button beside the message, e.g. 'Report a problem'. Pressing it also closes the toast. */
  action?: ToastAction;
  /** Called when the toast closes, by timeout or by the user. */
  onClose?: () => void;
}

/** Toasts close themselves after 5,000 ms (docs/behaviour.md#constants). */
const DEFAULT_TOAST_TIMEOUT = 5000;
/** Once the pointer or focus leaves the region, each toast stays this long, then closes. */
const EXTENDED_TOAST_TIMEOUT = 1000;

/** react-aria's per-toast timer (not part of its typed API). */
interface ToastTimer {
  reset: (delay: number) => void;
}

/**
 * react-aria's queue pauses every timer while the region is hovered or focused, and on leaving
 * resumes each with what was left. Ours gives every toast the extended timeout instead, so a
 * toast someone has just read goes a second later, whatever was left of its own timeout.
 */
export class ExtendedTimeoutToastQueue<T> extends AriaToastQueue<T> {
  override resumeAll(): void {
    for (const shown of this.visibleToasts as Array<{ timer?: ToastTimer }>) {
      shown.timer?.reset(EXTENDED_TOAST_TIMEOUT);
    }
  }
}

/**
 * The one queue of the app. New toasts go to the front, so the region shows the newest on top;
 * timers pause while the region is hovered or focused (react-aria), then run the extended timeout.
 */
export const toastQueue = new ExtendedTimeoutToastQueue<ToastContent>({ maxVisibleToasts: 5 });

function show(tone: ToastTone, message: string, options: ToastOptions = {}): string {
  const { timeout = DEFAULT_TOAST_TIMEOUT, action, onClose } = options;
  return toastQueue.add(
    { tone, message, action },
    { timeout: timeout > 0 ? timeout : undefined, onClose },
  );
}

/**
 * Shows a toast from anywhere (components, hooks, mutation callbacks). Each call returns the
 * toast's key for `toast.close(key)`. Needs `<ToastRegion />` rendered once in the app.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  close: (key: string) => toastQueue.close(key),
  /** Removes every toast, e.g. between stories or tests. */
  clear: () => toastQueue.clear(),
};
