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
 * On leaving the hovered or focused region, each toast gets one more second, not what was left of
 * its timer (docs/behaviour.md#constants). The queue cannot set a shown toast's timer, so
 * react-aria's stays paused and ours closes it through `close(key)`; the region tells the queue
 * only through `pauseAll`/`resumeAll`, which ToastQueueCalls.stories.tsx pins in a real browser.
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

/** The app's one queue; the region shows the newest on top. */
export const toastQueue = new ExtendedTimeoutToastQueue<ToastContent>({ maxVisibleToasts: 5 });

/** A toast was raised in this tab: the app mounts the region's code then, and keeps it. */
export const toastRaised = createStore<{ raised: boolean }>()(() => ({ raised: false }));

function show(tone: ToastTone, message: string, options: ToastOptions = {}): string {
  const { timeout = DEFAULT_TOAST_TIMEOUT, action, onClose } = options;
  if (!toastRaised.getState().raised) toastRaised.setState({ raised: true });
  return toastQueue.add(
    { tone, message, action },
    { timeout: timeout > 0 ? timeout : undefined, onClose },
  );
}

/** Shows a toast from anywhere; each call returns its key for `toast.close(key)`. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  close: (key: string) => toastQueue.close(key),
  /** Closes every toast, queued ones too (closing a shown one brings up the next), e.g. between tests. */
  clear: () => {
    while (toastQueue.visibleToasts.length > 0) toastQueue.close(toastQueue.visibleToasts[0].key);
  },
};
