import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExtendedTimeoutToastQueue, toast, toastQueue } from './toast';

// The unit files share their worker's modules: a toast another file left up is not this file's.
beforeEach(() => {
  toast.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  toast.clear();
  vi.useRealTimers();
});

const messages = (queue: { visibleToasts: { content: unknown }[] }) =>
  queue.visibleToasts.map((shown) => shown.content);

// The timings are docs/behaviour.md#constants's, written here as literals: 5,000 ms by default,
// and 1,000 ms once the pointer or focus leaves the region. The 5,000 ms themselves run in
// react-aria's toast (its timer starts when the toast is on screen): the queue is given them.
describe('toast timeouts', () => {
  it('gives a toast a 5,000 ms timeout, and none when asked for 0', () => {
    toast.success('Form saved successfully');
    toast.info('Consent requested', { timeout: 0 });
    expect(toastQueue.visibleToasts.map((shown) => shown.timeout)).toEqual([undefined, 5000]);
  });

  it('after the pointer or focus leaves, keeps each toast 1,000 ms more, then closes it', () => {
    const queue = new ExtendedTimeoutToastQueue<string>();
    const onClose = vi.fn();
    queue.add('Form saved successfully', { timeout: 5000, onClose });
    queue.add('Error: 500', { timeout: 5000 });
    vi.advanceTimersByTime(500);
    queue.pauseAll(); // hovered or focused
    vi.advanceTimersByTime(60_000);
    expect(queue.visibleToasts).toHaveLength(2);
    queue.resumeAll(); // left
    vi.advanceTimersByTime(999);
    expect(messages(queue)).toEqual(['Error: 500', 'Form saved successfully']);
    vi.advanceTimersByTime(1);
    expect(queue.visibleToasts).toHaveLength(0);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('coming back within the second keeps the toasts until the next leave', () => {
    const queue = new ExtendedTimeoutToastQueue<string>();
    queue.add('Form saved successfully', { timeout: 5000 });
    queue.pauseAll();
    queue.resumeAll();
    vi.advanceTimersByTime(600);
    queue.pauseAll(); // back on the region
    vi.advanceTimersByTime(10_000);
    expect(queue.visibleToasts).toHaveLength(1);
    queue.resumeAll();
    vi.advanceTimersByTime(1000);
    expect(queue.visibleToasts).toHaveLength(0);
  });

  it('a toast closed in the second is closed once', () => {
    const queue = new ExtendedTimeoutToastQueue<string>();
    const onClose = vi.fn();
    const key = queue.add('Form saved successfully', { timeout: 5000, onClose });
    queue.pauseAll();
    queue.resumeAll();
    queue.close(key); // its Close button
    vi.advanceTimersByTime(1000);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves a toast without a timeout open', () => {
    const queue = new ExtendedTimeoutToastQueue<string>();
    queue.add('Consent requested');
    queue.pauseAll();
    queue.resumeAll();
    vi.advanceTimersByTime(10_000);
    expect(queue.visibleToasts).toHaveLength(1);
  });
});

describe('toast.clear', () => {
  it('closes the shown toasts and those queued behind them', () => {
    for (let i = 0; i < 7; i++) toast.info(`Toast ${i}`);
    expect(toastQueue.visibleToasts).toHaveLength(5);
    toast.clear();
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });
});
