import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';
import { createStore } from 'zustand/vanilla';

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

/**
 * react-aria's queue pauses every timer while the region is hovered or focused and, on leaving,
 * resumes each with what was left. The product gives every toast one more second instead,
 * whatever was left of its own timeout (docs/behaviour.md#constants). The queue's documented API
 * cannot set a shown toast's timer, so on leaving ours keeps react-aria's timers paused and closes
 * each timed toast a second later itself, through the public `close(key)`; hovering or focusing
 * the region again cancels those closes (and pauses, as react-aria does).
 *
 * Why an override rather than a rule rebuilt beside the queue: react-aria's region tells the queue
 * that the pointer or focus has come or gone through these two calls and nothing else; it passes
 * no focus handlers of ours to its element, so rebuilding would mean our own focus-within on a
 * portalled element and our own timers, beside react-aria's. What the override relies on (that
 * the region calls `resumeAll` when both the pointer and the focus have left, and never when a
 * toast is shown) is pinned in a real browser by ToastQueueCalls.stories.tsx: an upgrade that
 * changes it fails there.
 */
export class ExtendedTimeoutToastQueue<T> extends AriaToastQueue<T> {
  readonly #closers = new Map<string, ReturnType<typeof setTimeout>>();

  override pauseAll(): void {
    this.#cancelClosers();
    super.pauseAll();
  }

  override resumeAll(): void {
    this.#cancelClosers();
    for (const { key, timeout } of this.visibleToasts) {
      if (timeout) {
        this.#closers.set(
          key,
          setTimeout(() => this.close(key), EXTENDED_TOAST_TIMEOUT),
        );
      }
    }
  }

  override close(key: string): void {
    clearTimeout(this.#closers.get(key));
    this.#closers.delete(key);
    super.close(key);
  }

  #cancelClosers(): void {
    this.#closers.forEach((closer) => clearTimeout(closer));
    this.#closers.clear();
  }
}

/**
 * The one queue of the app. New toasts go to the front, so the region shows the newest on top;
 * timers pause while the region is hovered or focused (react-aria), then run the extended timeout.
 */
export const toastQueue = new ExtendedTimeoutToastQueue<ToastContent>({ maxVisibleToasts: 5 });

/**
 * Whether a toast has been raised in this tab: the app mounts the region's code with the first
 * toast, and keeps it (the region restores focus when its last toast goes).
 */
export const toastRaised = createStore<{ raised: boolean }>()(() => ({ raised: false }));

function show(tone: ToastTone, message: string, options: ToastOptions = {}): string {
  const { timeout = DEFAULT_TOAST_TIMEOUT, action, onClose } = options;
  if (!toastRaised.getState().raised) toastRaised.setState({ raised: true });
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
  /** Closes every toast, queued ones too, e.g. between stories or tests (each one's `onClose` runs). */
  clear: () => {
    // Closing a shown toast brings up the next queued one, until none is left.
    for (
      let shown = toastQueue.visibleToasts.at(0);
      shown;
      shown = toastQueue.visibleToasts.at(0)
    ) {
      toastQueue.close(shown.key);
    }
  },
};
