import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExtendedTimeoutToastQueue, toast, toastQueue } from './toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  toast.clear();
  vi.useRealTimers();
});

// The timings are docs/behaviour.md#constants's, written here as literals: 5,000 ms by default,
// and 1,000 ms once the pointer or focus leaves the region.
describe('toast timeouts', () => {
  it('closes a toast 5,000 ms after it shows', () => {
    toast.success('Form saved successfully');
    const [shown] = toastQueue.visibleToasts;
    expect(shown.timeout).toBe(5000);
    // What react-aria's useToast does once the toast is on screen.
    shown.timer?.reset(shown.timeout ?? 0);
    vi.advanceTimersByTime(4999);
    expect(toastQueue.visibleToasts.map((t) => t.content.message)).toEqual([
      'Form saved successfully',
    ]);
    vi.advanceTimersByTime(1);
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });

  it('after the pointer or focus leaves, keeps each toast 1,000 ms more, then closes it', () => {
    const queue = new ExtendedTimeoutToastQueue<string>();
    queue.add('Form saved successfully', { timeout: 5000 });
    queue.add('Error: 500', { timeout: 5000 });
    vi.advanceTimersByTime(500);
    queue.pauseAll(); // hovered or focused
    vi.advanceTimersByTime(60_000);
    expect(queue.visibleToasts).toHaveLength(2);
    queue.resumeAll(); // left
    vi.advanceTimersByTime(999);
    expect(queue.visibleToasts).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(queue.visibleToasts).toHaveLength(0);
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
