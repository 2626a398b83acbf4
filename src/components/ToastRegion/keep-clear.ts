/**
 * Toasts never cover the focused control nor what a page marks with `useToastKeepClear`
 * (docs/behaviour.md#toast-placement): the region moves down from under the header to the first
 * spot that covers none, or to the bottom edge; what is marked `always` (the details bar) is kept
 * clear even when no spot is free of everything.
 */
import { useCallback, type RefCallback } from 'react';
import { createStore } from 'zustand/vanilla';

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Space kept between the toasts and what they keep clear of, in px. */
const GAP = 8;

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * How far down (px) the region moves to cover neither `obstacles` nor `always`: its own place,
 * just below an obstacle, or the bottom edge; failing that, the first spot free of `always`; else 0.
 */
export function toastShift(
  region: Box,
  obstacles: Box[],
  viewportHeight: number,
  always: Box[] = [],
): number {
  return (
    freeShift(region, [...always, ...obstacles], viewportHeight) ??
    (always.length > 0 ? freeShift(region, always, viewportHeight) : null) ??
    0
  );
}

function freeShift(region: Box, obstacles: Box[], viewportHeight: number): number | null {
  const height = region.bottom - region.top;
  const candidates = [
    region.top,
    ...obstacles.map((obstacle) => obstacle.bottom + GAP).sort((a, b) => a - b),
    viewportHeight - GAP - height,
  ].filter((top) => top >= region.top);
  for (const top of candidates) {
    const placed = { ...region, top, bottom: top + height };
    const fits = top === region.top || placed.bottom <= viewportHeight - GAP + 0.5;
    if (fits && !obstacles.some((obstacle) => overlaps(placed, obstacle))) return top - region.top;
  }
  return null;
}

/** The elements marked with `useToastKeepClear` that are on screen now, and whether `always`. */
const keptClear = createStore<{ marked: ReadonlyMap<Element, boolean> }>()(() => ({
  marked: new Map(),
}));

/** A ref for an element toasts must not cover; `always`: not even when no spot is free. */
export function useToastKeepClear<T extends Element>({
  always = false,
}: { always?: boolean } = {}): RefCallback<T> {
  return useCallback(
    (element: T | null) => {
      if (!element) return;
      keptClear.setState(({ marked }) => ({ marked: new Map(marked).set(element, always) }));
      return () =>
        keptClear.setState(({ marked }) => ({
          marked: new Map([...marked].filter(([kept]) => kept !== element)),
        }));
    },
    [always],
  );
}

/** The elements' boxes, but for those not rendered (no size). */
const boxesOf = (elements: Element[]): Box[] =>
  elements
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0);

/** The focused element (outside the region) and the marked ones; `always`, those marked so. */
function obstaclesFor(region: Element): { obstacles: Box[]; always: Box[] } {
  const focused = document.activeElement;
  const marked = [...keptClear.getState().marked];
  const markedAs = (always: boolean) =>
    marked.filter(([, kept]) => kept === always).map(([element]) => element);
  const elements = markedAs(false);
  if (focused && focused !== document.body && !region.contains(focused)) elements.push(focused);
  return { obstacles: boxesOf(elements), always: boxesOf(markedAs(true)) };
}

/**
 * A ref for the toast region: keeps its `--toast-shift` up to date as the focus, the scroll, the
 * size and the toasts change; on the element, not in React state, so a scroll never re-renders.
 */
export function useToastPlacement(): RefCallback<HTMLElement> {
  return useCallback((region: HTMLElement | null) => {
    if (!region) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const shift = parseFloat(region.style.getPropertyValue('--toast-shift')) || 0;
      const { top, bottom, left, right } = region.getBoundingClientRect();
      const own = { top: top - shift, bottom: bottom - shift, left, right };
      const { obstacles, always } = obstaclesFor(region);
      const next = toastShift(own, obstacles, window.innerHeight, always);
      if (next !== shift) region.style.setProperty('--toast-shift', `${next}px`);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(place);
    };
    place();
    const resized = new ResizeObserver(schedule);
    resized.observe(region);
    const observeMarked = () =>
      keptClear.getState().marked.forEach((_, element) => resized.observe(element));
    observeMarked();
    const stopWatchingMarked = keptClear.subscribe(() => {
      observeMarked();
      schedule();
    });
    const listening = new AbortController();
    const { signal } = listening;
    document.addEventListener('focusin', schedule, { signal });
    document.addEventListener('focusout', schedule, { signal });
    window.addEventListener('scroll', schedule, { capture: true, passive: true, signal });
    window.addEventListener('resize', schedule, { signal });
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      stopWatchingMarked();
      listening.abort();
    };
  }, []);
}
