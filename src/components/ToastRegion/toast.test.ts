import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXTENDED_TOAST_TIMEOUT, ExtendedTimeoutToastQueue } from './toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toast timeouts', () => {
  it('after the pointer or focus leaves, keeps each toast the extended 1,000 ms, then closes it', () => {
    const queue = new ExtendedTimeoutToastQueue<string>();
    queue.add('Form saved successfully', { timeout: 5000 });
    queue.add('Error: 500', { timeout: 5000 });
    vi.advanceTimersByTime(500);
    queue.pauseAll(); // hovered or focused
    vi.advanceTimersByTime(60_000);
    expect(queue.visibleToasts).toHaveLength(2);
    queue.resumeAll(); // left
    vi.advanceTimersByTime(EXTENDED_TOAST_TIMEOUT - 1);
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
