import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaintWhenIdle, NO_IDLE_CALLBACK_DELAY_MS } from './idle';

/** A browser's frame and idle callbacks, run when the test says. */
function stubBrowser({ idleCallback }: { idleCallback: boolean }) {
  const frames = new Map<number, () => void>();
  const idles = new Map<number, { run: () => void; timeout: number | undefined }>();
  let next = 0;
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => (frames.set(++next, run), next));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  if (idleCallback) {
    vi.stubGlobal(
      'requestIdleCallback',
      (run: () => void, options?: { timeout?: number }) => (
        idles.set(++next, { run, timeout: options?.timeout }),
        next
      ),
    );
    vi.stubGlobal('cancelIdleCallback', (id: number) => idles.delete(id));
  } else {
    vi.stubGlobal('requestIdleCallback', undefined);
  }
  const drain = <T>(map: Map<number, T>, run: (value: T) => void) => {
    const pending = [...map.values()];
    map.clear();
    pending.forEach(run);
  };
  return {
    paint: () => drain(frames, (run) => run()),
    idle: () => drain(idles, ({ run }) => run()),
    idleTimeouts: () => [...idles.values()].map(({ timeout }) => timeout),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterPaintWhenIdle', () => {
  it('waits for the frame to be painted, then for the browser to be idle, with a deadline', () => {
    const browser = stubBrowser({ idleCallback: true });
    const task = vi.fn();
    afterPaintWhenIdle(task, 1500);
    vi.runAllTimers();
    expect(browser.idleTimeouts()).toEqual([]);
    browser.paint();
    expect(browser.idleTimeouts()).toEqual([]);
    // The task after the paint asks for the idle moment.
    vi.runAllTimers();
    expect(browser.idleTimeouts()).toEqual([1500]);
    expect(task).not.toHaveBeenCalled();
    browser.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback (WebKit), runs a moment after the paint', () => {
    const browser = stubBrowser({ idleCallback: false });
    const task = vi.fn();
    afterPaintWhenIdle(task, 1500);
    browser.paint();
    vi.advanceTimersByTime(0);
    vi.advanceTimersByTime(NO_IDLE_CALLBACK_DELAY_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, at any step', () => {
    const browser = stubBrowser({ idleCallback: true });
    const task = vi.fn();
    afterPaintWhenIdle(task, 1000)();
    browser.paint();
    vi.runAllTimers();
    browser.idle();

    const cancelAfterPaint = afterPaintWhenIdle(task, 1000);
    browser.paint();
    cancelAfterPaint();
    vi.runAllTimers();
    browser.idle();

    const cancelWhileIdle = afterPaintWhenIdle(task, 1000);
    browser.paint();
    vi.runAllTimers();
    cancelWhileIdle();
    cancelWhileIdle();
    browser.idle();
    expect(task).not.toHaveBeenCalled();
  });
});
