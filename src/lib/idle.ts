/**
 * The one scheduler for work that may wait (docs/architecture.md#delivery): code loaded for later,
 * the list's presort, the badges' reads must never share a task with hydration or the first rows,
 * yet still run on a busy page.
 */

/** WebKit has no requestIdleCallback: there the work runs this long (ms) after the paint. */
export const NO_IDLE_CALLBACK_DELAY_MS = 200;

/**
 * Resolves once the frame being rendered has been painted: a frame callback runs before its
 * paint, and a task queued from it runs after.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Runs `task` once the current frame is painted and the browser is idle, at the latest
 * `timeoutMs` after the paint. Returns a cancel function (safe to call at any point, and twice).
 */
export function afterPaintWhenIdle(task: () => void, timeoutMs: number): () => void {
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      idle = requestIdleCallback(() => task(), { timeout: timeoutMs });
    } else {
      timer = setTimeout(task, NO_IDLE_CALLBACK_DELAY_MS);
    }
  };
  // A frame callback runs before its paint; a task queued from it runs after the paint.
  const painted = () => {
    timer = setTimeout(whenIdle, 0);
  };
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(painted);
  else painted();
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
